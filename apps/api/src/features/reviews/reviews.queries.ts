// Reviews SQL (migration 0028): the reviews themselves, and each seller's summary row, recounted in
// the transaction of every review written or removed.
import type { Connection } from '../../db/client.ts';
import { timeKeySql, type Cursor } from '../../lib/cursor.ts';
import { visibleToViewerSql } from '../../policies/blocks.ts';

type Conn = Pick<Connection, 'query'>;

export type ReviewRow = {
  id: string;
  seller_id: string;
  author_id: string;
  author_fullname: string;
  author_avatar: string | null;
  post_id: string | null;
  post_title: string | null;
  rating: number;
  body: string | null;
  reply: string | null;
  replied_at: Date | string | null;
  created_at: Date | string;
  removed_at: Date | string | null;
  sort_key: string;
};

const SELECT = `
  select r.id, r.seller_id, r.author_id, a.fullname as author_fullname, a.avatar as author_avatar,
         r.post_id, p.title as post_title, r.rating, r.body, r.reply, r.replied_at, r.created_at,
         r.removed_at, ${timeKeySql('r.created_at')} as sort_key
    from reviews r
    join users a on a.id = r.author_id
    left join posts p on p.id = r.post_id`;

/** The new review's id; null when this member already rated this ad (reviews_author_post_key). */
export async function insertReview(
  conn: Conn,
  v: { sellerId: string; authorId: string; postId: string; rating: number; body: string | null },
) {
  const [row] = await conn.query<{ id: string }>(
    `insert into reviews (seller_id, author_id, post_id, post_key, rating, body)
     values ($1, $2, $3, $3, $4, $5) on conflict do nothing returning id`,
    [v.sellerId, v.authorId, v.postId, v.rating, v.body],
  );
  return row?.id ?? null;
}

export async function reviewById(conn: Conn, id: string): Promise<ReviewRow | undefined> {
  const [row] = await conn.query<ReviewRow>(`${SELECT} where r.id = $1`, [id]);
  return row;
}

/** This member's review of this ad, removed or not. */
export async function reviewIdOf(conn: Conn, authorId: string, postId: string) {
  const [row] = await conn.query<{ id: string }>(
    'select id from reviews where author_id = $1 and post_key = $2',
    [authorId, postId],
  );
  return row?.id ?? null;
}

/** true when this call wrote the answer (the seller answers once). */
export async function setReply(conn: Conn, id: string, body: string) {
  const rows = await conn.query(
    'update reviews set reply = $2, replied_at = now() where id = $1 and reply is null returning 1',
    [id, body],
  );
  return rows.length > 0;
}

/** Marks it removed; the seller it rates, or null when it was gone already. */
export async function markRemoved(conn: Conn, id: string) {
  const [row] = await conn.query<{ seller_id: string }>(
    'update reviews set removed_at = now() where id = $1 and removed_at is null returning seller_id',
    [id],
  );
  return row?.seller_id ?? null;
}

/** The seller's summary row, counted again from their live reviews. */
export async function recountSeller(conn: Conn, sellerId: string) {
  await conn.query(
    `insert into seller_ratings (seller_id, count, total, stars_1, stars_2, stars_3, stars_4, stars_5)
     select $1, count(*), coalesce(sum(rating), 0),
            count(*) filter (where rating = 1), count(*) filter (where rating = 2),
            count(*) filter (where rating = 3), count(*) filter (where rating = 4),
            count(*) filter (where rating = 5)
       from reviews where seller_id = $1 and removed_at is null
     on conflict (seller_id) do update set count = excluded.count, total = excluded.total,
       stars_1 = excluded.stars_1, stars_2 = excluded.stars_2, stars_3 = excluded.stars_3,
       stars_4 = excluded.stars_4, stars_5 = excluded.stars_5, updated_at = now()`,
    [sellerId],
  );
}

export type SummaryRow = {
  count: number;
  total: number;
  stars_1: number;
  stars_2: number;
  stars_3: number;
  stars_4: number;
  stars_5: number;
};

export async function summaryOf(conn: Conn, sellerId: string): Promise<SummaryRow | undefined> {
  const [row] = await conn.query<SummaryRow>(
    'select count, total, stars_1, stars_2, stars_3, stars_4, stars_5 from seller_ratings where seller_id = $1',
    [sellerId],
  );
  return row;
}

/** A seller's live reviews, newest first; reviews by members the viewer blocked are left out. */
export function reviewPage(
  conn: Conn,
  sellerId: string,
  viewerId: string | null,
  after: Cursor | undefined,
  limit: number,
) {
  const params: unknown[] = [sellerId, limit, viewerId];
  let keyset = '';
  if (after) {
    params.push(after.key, after.id);
    keyset = 'and (r.created_at, r.id) < ($4::timestamptz, $5::uuid)';
  }
  return conn.query<ReviewRow>(
    `${SELECT} where r.seller_id = $1 and r.removed_at is null
        and ${visibleToViewerSql('r.author_id', '$3', { optional: true })} ${keyset}
      order by r.created_at desc, r.id desc limit $2`,
    params,
  );
}

/**
 * For the export of a member's data: the reviews they wrote, and those of them (each with its
 * author as the profile shows them). Removed ones are kept, marked, as the member's own record.
 */
export async function reviewsForExport(conn: Conn, userId: string, cap: number) {
  const side = (column: 'author_id' | 'seller_id') =>
    conn.query(
      `select r.id, r.seller_id as "sellerId", r.author_id as "authorId", a.fullname as "authorName",
              r.post_id as "postId", r.rating, r.body, r.reply, r.replied_at as "repliedAt",
              r.created_at as "createdAt", r.removed_at as "removedAt"
         from reviews r join users a on a.id = r.author_id
        where r.${column} = $1 order by r.created_at desc, r.id desc limit $2`,
      [userId, cap],
    );
  const [written, received] = await Promise.all([side('author_id'), side('seller_id')]);
  return { written, received };
}
