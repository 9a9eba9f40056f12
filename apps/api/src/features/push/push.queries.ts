// SQL of push subscriptions (migration 0019_push_subscriptions.sql).
import type { Connection, Database } from '../../db/client.ts';

type Sql = Pick<Database, 'query'> | Pick<Connection, 'query'>;
export type SubscriptionRow = { id: string; user_id: string; endpoint: string; p256dh: string; auth: string };
export type NewSubscription = {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
  sessionJti: string | null;
};

/**
 * Saves the browser's subscription for `userId`: the same endpoint again (a browser renews its
 * keys, or another member signs in on it) takes the new keys, member and session. Returns how many
 * devices the member has now.
 */
export async function upsertSubscription(conn: Sql, s: NewSubscription): Promise<number> {
  await conn.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth, user_agent, session_jti)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh,
       auth = excluded.auth, user_agent = excluded.user_agent, session_jti = excluded.session_jti,
       created_at = case when push_subscriptions.user_id = excluded.user_id
                         then push_subscriptions.created_at else now() end`,
    [s.userId, s.endpoint, s.p256dh, s.auth, s.userAgent, s.sessionJti],
  );
  const [row] = await conn.query<{ n: number }>(
    'select count(*)::int as n from push_subscriptions where user_id = $1',
    [s.userId],
  );
  return row!.n;
}

/** Past `max`, the member's devices quiet longest (last push that went, else when saved) go. */
export async function trimDevices(conn: Sql, userId: string, max: number): Promise<void> {
  await conn.query(
    `delete from push_subscriptions where id in (
       select id from push_subscriptions where user_id = $1
        order by coalesce(last_success_at, created_at) desc, id desc offset $2)`,
    [userId, max],
  );
}

/** Locks the member's row, so two devices saved at once cannot both slip past the limit. */
export const lockMember = (conn: Sql, userId: string) =>
  conn.query('select id from users where id = $1 for update', [userId]);

export async function deleteOwn(sql: Sql, userId: string, endpoint: string): Promise<number> {
  const rows = await sql.query(
    'delete from push_subscriptions where user_id = $1 and endpoint = $2 returning id',
    [userId, endpoint],
  );
  return rows.length;
}

export const subscriptionsOf = (sql: Sql, userIds: string[]) =>
  sql.query<SubscriptionRow>(
    `select id, user_id, endpoint, p256dh, auth from push_subscriptions
      where user_id = any($1::uuid[]) order by user_id, created_at`,
    [userIds],
  );

export const deleteById = (sql: Sql, id: string) =>
  sql.query('delete from push_subscriptions where id = $1', [id]);

export const markSent = (sql: Sql, ids: string[]) =>
  sql.query('update push_subscriptions set last_success_at = now() where id = any($1::uuid[])', [ids]);

/** The browsers subscribed in a session that ended (all the member's when `jti` is null). */
export async function deleteForSessions(
  sql: Sql,
  userId: string,
  jti: string | undefined,
  exceptJti: string | undefined,
): Promise<void> {
  if (jti) {
    await sql.query('delete from push_subscriptions where user_id = $1 and session_jti = $2', [userId, jti]);
    return;
  }
  await sql.query(`delete from push_subscriptions where user_id = $1 and session_jti is distinct from $2`, [
    userId,
    exceptJti ?? null,
  ]);
}

export async function subscriptionById(sql: Sql, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await sql.query<SubscriptionRow>(
    'select id, user_id, endpoint, p256dh, auth from push_subscriptions where id = $1',
    [id],
  );
  return row;
}

/** The member's devices for the export of their data: which browser and when, not its keys. */
export const devicesForExport = (sql: Sql, userId: string, cap: number) =>
  sql.query(
    `select user_agent as "userAgent", created_at as "createdAt", last_success_at as "lastSuccessAt"
       from push_subscriptions where user_id = $1 order by created_at limit $2`,
    [userId, cap],
  );
