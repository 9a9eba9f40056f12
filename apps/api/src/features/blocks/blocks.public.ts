// What code outside the blocks feature may use, through a composition root only.
export { blocksForExport } from './blocks.queries.ts';
