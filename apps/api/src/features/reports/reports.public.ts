// What code outside the reports feature may use, through a composition root only.
export { reportsForExport } from './reports.queries.ts';
