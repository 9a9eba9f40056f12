// The moderation queue's reads (raw SQL: one statement joins each report to whichever target it
// names, so a page costs one round trip whatever its mix of ads, comments and members).
import type { ReportOutcome } from '@souqna/contracts';
import type { Connection } from '../../db/client.ts';

type Conn = Pick<Connection, 'query'>;
type Iso = Date | string;

export type QueueRow = {
  id: string;
  /** null on a flag of the safety guard, which carries `safety_signals` instead. */
  reporter_id: string | null;
  target_type: 'post' | 'comment' | 'user' | 'review';
  target_id: string;
  reason: 'spam' | 'fraud' | 'prohibited' | 'wrong_category' | 'offensive' | 'other';
  note: string | null;
  status: 'open' | ReportOutcome;
  resolved_by: string | null;
  resolved_at: Iso | null;
  resolution_note: string | null;
  created_at: Iso;
  reporter_fullname: string | null;
  safety_signals: string[] | null;
  p_id: string | null;
  p_title: string | null;
  p_price_minor: string | number | null;
  p_currncy: 'SAR' | 'AED' | null;
  p_owner_id: string | null;
  p_owner_fullname: string | null;
  p_thumbnail_key: string | null;
  c_id: string | null;
  c_body: string | null;
  c_post_id: string | null;
  c_post_title: string | null;
  c_author_id: string | null;
  c_author_fullname: string | null;
  c_deleted_at: Iso | null;
  u_id: string | null;
  u_fullname: string | null;
  u_username: string | null;
  u_avatar: string | null;
  u_banned_at: Iso | null;
  rv_id: string | null;
  rv_rating: number | null;
  rv_body: string | null;
  rv_author_id: string | null;
  rv_author_fullname: string | null;
  rv_seller_id: string | null;
  rv_seller_fullname: string | null;
  rv_post_id: string | null;
  rv_post_title: string | null;
  rv_removed_at: Iso | null;
  target_open: number;
  /** The duplicate guard's match (0030_duplicate_guard.sql): the other seller's ad, as p_* above. */
  matched_post_id: string | null;
  m_id: string | null;
  m_title: string | null;
  m_price_minor: string | number | null;
  m_currncy: 'SAR' | 'AED' | null;
  m_owner_id: string | null;
  m_owner_fullname: string | null;
  m_thumbnail_key: string | null;
};

// A removed comment or review is soft-deleted, so moderators still read it (docs/product/social.md#comments);
// a deleted ad or member is gone.
const SELECT = `
  select r.id, r.reporter_id, r.target_type, r.target_id, r.reason, r.note, r.status, r.resolved_by,
         r.resolved_at, r.resolution_note, r.created_at, rep.fullname as reporter_fullname,
         r.safety_signals,
         p.id as p_id, p.title as p_title, p.price_minor as p_price_minor, p.currncy as p_currncy,
         p.user_id as p_owner_id, po.fullname as p_owner_fullname,
         (select i.thumbnail_key from post_images i where i.post_id = p.id
           order by i.position limit 1) as p_thumbnail_key,
         c.id as c_id, c.body as c_body, c.post_id as c_post_id, cp.title as c_post_title,
         c.user_id as c_author_id, ca.fullname as c_author_fullname, c.deleted_at as c_deleted_at,
         u.id as u_id, u.fullname as u_fullname, u.username as u_username, u.avatar as u_avatar,
         u.banned_at as u_banned_at,
         rv.id as rv_id, rv.rating as rv_rating, rv.body as rv_body, rv.author_id as rv_author_id,
         rva.fullname as rv_author_fullname, rv.seller_id as rv_seller_id, rvs.fullname as rv_seller_fullname,
         rv.post_id as rv_post_id, rvp.title as rv_post_title, rv.removed_at as rv_removed_at,
         (select count(*)::int from reports o where o.status = 'open'
             and o.target_type = r.target_type and o.target_id = r.target_id) as target_open,
         r.matched_post_id, m.id as m_id, m.title as m_title, m.price_minor as m_price_minor,
         m.currncy as m_currncy, m.user_id as m_owner_id, mo.fullname as m_owner_fullname,
         (select i.thumbnail_key from post_images i where i.post_id = m.id
           order by i.position limit 1) as m_thumbnail_key
    from reports r
    left join users rep on rep.id = r.reporter_id
    left join posts p on r.target_type = 'post' and p.id = r.target_id
    left join users po on po.id = p.user_id
    left join comments c on r.target_type = 'comment' and c.id = r.target_id
    left join posts cp on cp.id = c.post_id
    left join users ca on ca.id = c.user_id
    left join users u on r.target_type = 'user' and u.id = r.target_id
    left join reviews rv on r.target_type = 'review' and rv.id = r.target_id
    left join users rva on rva.id = rv.author_id
    left join users rvs on rvs.id = rv.seller_id
    left join posts rvp on rvp.id = rv.post_id
    left join posts m on m.id = r.matched_post_id
    left join users mo on mo.id = m.user_id`;

export type QueueFilters = { status: string; reason?: string | undefined; targetType?: string | undefined };

function where(f: QueueFilters, params: unknown[]): string {
  const c: string[] = [];
  const add = (sql: string, value: unknown) => c.push(sql.replace('?', `$${params.push(value)}`));
  if (f.status !== 'all') add('r.status = ?', f.status);
  if (f.reason) add('r.reason = ?', f.reason);
  if (f.targetType) add('r.target_type = ?', f.targetType);
  return c.length ? `where ${c.join(' and ')}` : '';
}

/** Newest first, with the total under the same filters. */
export async function queuePage(conn: Conn, f: QueueFilters, page: number, limit: number) {
  const params: unknown[] = [];
  const w = where(f, params);
  const [rows, [total]] = await Promise.all([
    conn.query<QueueRow>(
      `${SELECT} ${w} order by r.created_at desc, r.id desc
        limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, limit, (page - 1) * limit],
    ),
    conn.query<{ n: number }>(`select count(*)::int as n from reports r ${w}`, params),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function queueRow(conn: Conn, id: string): Promise<QueueRow | undefined> {
  const [row] = await conn.query<QueueRow>(`${SELECT} where r.id = $1`, [id]);
  return row;
}

/** Open reports by reason (reports_open_reason_idx). */
export const openCountsByReason = (conn: Conn) =>
  conn.query<{ reason: QueueRow['reason']; n: number }>(
    `select reason, count(*)::int as n from reports where status = 'open' group by reason`,
  );
