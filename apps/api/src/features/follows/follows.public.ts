// What code outside the follows feature may use, through a composition root only.
export { followsForExport } from './follows.queries.ts';
