// Notifications SQL. Every insert is `on conflict do nothing` against the one-row-per-thing keys of
// migration 0008, so a repeated event or a retried job never writes a second row.
import type { NotificationKind, NotificationType } from '@souqna/contracts';
import type { Connection, Database } from '../../db/client.ts';
import { timeKeySql, type Cursor } from '../../lib/cursor.ts';
import { visibleToViewerSql } from '../../policies/blocks.ts';

type Conn = Pick<Connection, 'query'>;
/** A member the recipient blocked notifies them of nothing (docs/product/social.md#blocks). */
const notBlockedBy = (recipient: string, actor: string) => visibleToViewerSql(actor, recipient);

/** SQL: the member has not turned this kind of notification off (no row: everything on). */
const wants = (member: string, pref: 'follow' | 'comment' | 'post') =>
  `not exists (select 1 from notification_prefs np where np.user_id = ${member} and not np.${pref})`;

/** A member's choices, or null when they never changed them (everything on). */
export async function findPrefs(conn: Conn, userId: string) {
  const [row] = await conn.query<{ follow: boolean; comment: boolean; post: boolean }>(
    'select follow, comment, post from notification_prefs where user_id = $1',
    [userId],
  );
  return row ?? null;
}

export async function savePrefs(
  conn: Conn,
  userId: string,
  p: { follow: boolean; comment: boolean; post: boolean },
) {
  await conn.query(
    `insert into notification_prefs (user_id, follow, comment, post) values ($1, $2, $3, $4)
     on conflict (user_id) do update set follow = $2, comment = $3, post = $4, updated_at = now()`,
    [userId, p.follow, p.comment, p.post],
  );
}

/** The followee learns of a new follower; null when already notified or the follower is blocked. */
export async function insertFollow(conn: Conn, followerId: string, followeeId: string) {
  const [row] = await conn.query<{ id: string }>(
    `insert into notifications (recipient_id, kind, type, actor_id)
     select $2, 'general', 'follow', $1 where ${notBlockedBy('$2::uuid', '$1::uuid')}
       and ${wants('$2::uuid', 'follow')}
     on conflict do nothing returning id`,
    [followerId, followeeId],
  );
  return row?.id ?? null;
}

/** The ad's owner learns of a comment, unless they wrote it themselves or blocked its author. */
export async function insertComment(conn: Conn, commentId: string) {
  const [row] = await conn.query<{ id: string; recipient_id: string }>(
    `insert into notifications (recipient_id, kind, type, actor_id, post_id, comment_id)
     select p.user_id, 'general', 'comment', c.user_id, c.post_id, c.id
       from comments c join posts p on p.id = c.post_id
      where c.id = $1 and c.deleted_at is null and c.user_id <> p.user_id
        and ${notBlockedBy('p.user_id', 'c.user_id')} and ${wants('p.user_id', 'comment')}
     on conflict do nothing returning id, recipient_id`,
    [commentId],
  );
  return row ?? null;
}

/** The seller learns a buyer rated the deal, unless they blocked the buyer since. */
export async function insertReview(conn: Conn, reviewId: string) {
  const [row] = await conn.query<{ id: string; recipient_id: string }>(
    `insert into notifications (recipient_id, kind, type, actor_id, post_id)
     select r.seller_id, 'general', 'review', r.author_id, r.post_id from reviews r
      where r.id = $1 and r.removed_at is null and r.post_id is not null
        and ${notBlockedBy('r.seller_id', 'r.author_id')}
     on conflict do nothing returning id, recipient_id`,
    [reviewId],
  );
  return row ?? null;
}

/**
 * The owner of each ad learns its term ends soon: one row per ad, moved to the top (a new time) when
 * a later term ends too; an ad sold, expired or renewed since the job picked it is skipped.
 */
export async function upsertExpiring(conn: Conn, postIds: string[]): Promise<string[]> {
  const rows = await conn.query<{ id: string }>(
    `insert into notifications (recipient_id, kind, type, post_id)
     select p.user_id, 'general', 'expiring', p.id from posts p
      where p.id = any($1::uuid[]) and p.expiry_noticed and p.expired_at is null and p.sold_at is null
     on conflict (recipient_id, post_id) where type = 'expiring' do update set created_at = now()
     returning id`,
    [postIds],
  );
  return rows.map((r) => r.id);
}

/**
 * A saved search's alert to its saver (docs/product/saved-searches.md): its time is the alert's,
 * so a retried job finds the row there (notifications_saved_search_key). null: written already, or
 * the search is gone.
 */
export async function insertSavedSearchAlert(conn: Conn, a: { searchId: string; count: number; at: string }) {
  const [row] = await conn.query<{ id: string; recipient_id: string }>(
    `insert into notifications (recipient_id, kind, type, saved_search_id, item_count, created_at)
     select s.user_id, 'general', 'saved-search', s.id, $2, $3::timestamptz from saved_searches s where s.id = $1
     on conflict do nothing returning id, recipient_id`,
    [a.searchId, a.count, a.at],
  );
  return row ?? null;
}

type Texts = { en_title: string; ar_title: string; en_message: string; ar_message: string };

/** `countryCode`: only that country's members (null: everyone). */
export async function insertBroadcast(conn: Conn, senderId: string, b: Texts, countryCode: string | null) {
  const [row] = await conn.query<{ id: string }>(
    `insert into notification_broadcasts (sender_id, en_title, ar_title, en_message, ar_message, country_code)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [senderId, b.en_title, b.ar_title, b.en_message, b.ar_message, countryCode],
  );
  return row!.id;
}

/**
 * A notice to one member: its text under the id the sender chose, then the member's row; both are
 * skipped when already there, so a retried job writes nothing twice. null when nothing new.
 */
export async function insertNotice(
  conn: Conn,
  n: { id: string; senderId: string | null; recipientId: string; at?: string },
  t: Texts,
) {
  await conn.query(
    `insert into notification_broadcasts (id, sender_id, en_title, ar_title, en_message, ar_message)
     values ($1, (select id from users where id = $2), $3, $4, $5, $6) on conflict (id) do nothing`,
    [n.id, n.senderId, t.en_title, t.ar_title, t.en_message, t.ar_message],
  );
  const [row] = await conn.query<{ id: string }>(
    `insert into notifications (recipient_id, kind, type, broadcast_id, created_at)
     select id, 'general', 'admin', $2, coalesce($3::timestamptz, now()) from users where id = $1
     on conflict do nothing returning id`,
    [n.recipientId, n.id, n.at ?? null],
  );
  return row?.id ?? null;
}

export type Batch = { last: string | null; inserted: string[] };
const FIRST = '00000000-0000-0000-0000-000000000000';

/**
 * One batch of a new ad's fan-out: the next `limit` followers of the author after `after` (in
 * follower order, follows_followee_follower_idx), skipping those who blocked the author.
 */
export async function fanOutPostBatch(
  conn: Conn,
  post: { postId: string; authorId: string },
  after: string | null,
  limit: number,
): Promise<Batch> {
  return batch(
    conn,
    `select follower_id as id from follows
      where followee_id = $2 and follower_id > $3::uuid order by follower_id limit $4`,
    `insert into notifications (recipient_id, kind, type, actor_id, post_id)
     select b.id, 'following', 'post', $2, $1 from chunk b
      where exists (select 1 from posts where id = $1) and ${notBlockedBy('b.id', '$2::uuid')}
        and ${wants('b.id', 'post')}`,
    [post.postId, post.authorId, after ?? FIRST, limit],
  );
}

/**
 * One batch of an admin broadcast: the next `limit` of its members after `after`, in id order. A
 * broadcast to a country reaches the members whose phone number has its dial code or who have an
 * ad in it (docs/decisions/0026-back-office-audit-and-moderation.md).
 */
export function broadcastBatch(conn: Conn, broadcastId: string, after: string | null, limit: number) {
  return batch(
    conn,
    `select u.id from users u
       cross join (select country_code from notification_broadcasts where id = $1) nb
       left join countries c on c.code = nb.country_code
      where u.id > $2::uuid
        and (nb.country_code is null
             or starts_with(u.phone_number, c.dial_code)
             or exists (select 1 from posts p where p.user_id = u.id and p.country_code = nb.country_code))
      order by u.id limit $3`,
    `insert into notifications (recipient_id, kind, type, broadcast_id)
     select b.id, 'general', 'admin', $1 from chunk b
      where exists (select 1 from notification_broadcasts where id = $1)`,
    [broadcastId, after ?? FIRST, limit],
  );
}

async function batch(conn: Conn, select: string, insert: string, params: unknown[]): Promise<Batch> {
  const [row] = await conn.query<Batch>(
    `with chunk as (${select}),
     ins as (${insert} on conflict do nothing returning id)
     select (select id::text from chunk order by id desc limit 1) as last,
            coalesce((select array_agg(id::text) from ins), '{}') as inserted`,
    params,
  );
  return row!;
}

export type NotificationRow = {
  id: string;
  recipient_id: string;
  type: NotificationType;
  kind: NotificationKind;
  created_at: Date | string;
  sort_key: string;
  actor_id: string | null;
  actor_fullname: string | null;
  actor_avatar: string | null;
  post_id: string | null;
  post_title: string | null;
  comment_id: string | null;
  comment_body: string | null;
  en_title: string | null;
  ar_title: string | null;
  en_message: string | null;
  ar_message: string | null;
  /** A price drop's (the watch list, 0029_watch_list.sql). */
  price_from_minor: string | number | null;
  price_to_minor: string | number | null;
  price_currency: 'SAR' | 'AED' | null;
  saved_search_id: string | null;
  search_name: string | null;
  search_query: Record<string, string> | null;
  item_count: number | null;
};

// A notification whose comment was deleted goes with it; one whose ad is gone went by cascade.
const SELECT = `
  select n.id, n.recipient_id, n.type, n.kind, n.created_at, ${timeKeySql('n.created_at')} as sort_key,
         n.actor_id, a.fullname as actor_fullname, a.avatar as actor_avatar,
         n.post_id, p.title as post_title, n.comment_id, c.body as comment_body,
         b.en_title, b.ar_title, b.en_message, b.ar_message,
         n.price_from_minor, n.price_to_minor, n.price_currency,
         n.saved_search_id, ss.name as search_name, ss.query as search_query, n.item_count
    from notifications n
    left join users a on a.id = n.actor_id
    left join posts p on p.id = n.post_id
    left join comments c on c.id = n.comment_id
    left join notification_broadcasts b on b.id = n.broadcast_id
    left join saved_searches ss on ss.id = n.saved_search_id
   where (n.comment_id is null or c.deleted_at is null)`;

/** One tab of the recipient's notifications, newest first; a member they blocked is hidden. */
export function notificationPage(
  database: Database,
  recipientId: string,
  kind: NotificationKind,
  after: Cursor | undefined,
  limit: number,
) {
  const params: unknown[] = [recipientId, kind, limit];
  let keyset = '';
  if (after) {
    params.push(after.key, after.id);
    keyset = 'and (n.created_at, n.id) < ($4::timestamptz, $5::uuid)';
  }
  return database.query<NotificationRow>(
    `${SELECT}
       and n.recipient_id = $1 and n.kind = $2
       and (n.actor_id is null or ${visibleToViewerSql('n.actor_id', '$1::uuid')}) ${keyset}
     order by n.created_at desc, n.id desc limit $3`,
    params,
  );
}

/** The rows of `ids` as their recipients read them (the socket pushes these). */
export function notificationsByIds(database: Pick<Database, 'query'>, ids: string[]) {
  return database.query<NotificationRow>(`${SELECT} and n.id = any($1::uuid[])`, [ids]);
}

/** Whose each notification is (a cheap read before deciding whom to push to). */
export function recipientsOf(database: Pick<Database, 'query'>, ids: string[]) {
  return database.query<{ id: string; recipient_id: string }>(
    'select id, recipient_id from notifications where id = any($1::uuid[])',
    [ids],
  );
}

/** true when the recipient's own notification was removed. */
export async function deleteOne(database: Database, recipientId: string, id: string) {
  const rows = await database.query(
    'delete from notifications where id = $1 and recipient_id = $2 returning 1',
    [id, recipientId],
  );
  return rows.length > 0;
}

export async function deleteTab(database: Database, recipientId: string, kind: NotificationKind) {
  const [row] = await database.query<{ n: number }>(
    `with gone as (delete from notifications where recipient_id = $1 and kind = $2 returning 1)
     select count(*)::int as n from gone`,
    [recipientId, kind],
  );
  return row!.n;
}
