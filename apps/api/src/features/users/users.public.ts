// What code outside the users feature may use, through the composition root only
// (src/moderation.ts): a report's `banned` bans as PATCH /api/users/{id}/ban does, sessions and all;
// src/account/my-data.ts: the member's own row in the export of their data; src/push: their language.
export { setBanned } from './users-admin.service.ts';
export { localesOf, profileForExport } from './users.queries.ts';
