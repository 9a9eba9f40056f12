// What code outside the users feature may use, through the composition root only
// (compose/moderation.ts): a report's `banned` bans as PATCH /api/users/{id}/ban does, sessions and all;
// compose/account/my-data.ts: the member's own row in the export of their data; compose/push: their language.
export { setBanned } from './users-admin.service.ts';
export { localesOf, profileForExport } from './users.queries.ts';
