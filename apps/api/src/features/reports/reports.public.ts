// What code outside the reports feature may use, through a composition root only.
export type { ModerationActions } from './report-resolve.service.ts';
export { default as reportsRoutes } from './reports.routes.ts';
export { reportsForExport } from './reports.queries.ts';
