// What code outside the users feature may use, through the composition root only
// (src/moderation.ts): a report's `banned` bans as PATCH /api/users/{id}/ban does, sessions and all;
// src/account/my-data.ts: the member's own row in the export of their data; src/push: their language.
import type { Database } from '../../db/client.ts';
export { setBanned } from './users-admin.service.ts';

/**
 * The member's own row for the export of their data (docs/decisions/0028-account-rights.md): what
 * they typed and what we keep about them, never the password hash or the session cut-off.
 */
export async function profileForExport(sql: Database, userId: string) {
  const [row] = await sql.query(
    `select id, email, phone_number as "phoneNumber", username, fullname, description, avatar, role,
            locale, show_phone as "showPhone", banned_at as "bannedAt", posts_count as "postsCount",
            created_at as "createdAt", updated_at as "updatedAt"
       from users where id = $1`,
    [userId],
  );
  return row ?? null;
}

/** Each member's saved language (src/push words a push in it); a missing member is left out. */
export async function localesOf(sql: Pick<Database, 'query'>, userIds: string[]) {
  const rows = await sql.query<{ id: string; locale: 'ar' | 'en' }>(
    'select id, locale from users where id = any($1::uuid[])',
    [userIds],
  );
  return new Map(rows.map((r) => [r.id, r.locale]));
}
