// What code outside the payments feature may use, through a composition root only.
export { paymentsForExport } from './payments.queries.ts';
