import type { ReportOutcome } from '@souqna/contracts';
import type { Connection, Database, Orm } from '../../db/client.ts';
import { reports, type ReportRow } from '../../db/schema.ts';

type Conn = Pick<Connection, 'query'>;

export async function insertReport(db: Orm, values: typeof reports.$inferInsert): Promise<ReportRow | null> {
  // The partial unique index reports_open_key keeps one open report per reporter and target.
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Closes every open report of the target with one outcome; the ids closed (the asked one among them). */
export async function closeOpenReports(
  conn: Conn,
  target: { type: string; id: string },
  close: { status: ReportOutcome; adminId: string; note: string | null },
): Promise<string[]> {
  const rows = await conn.query<{ id: string }>(
    `update reports set status = $3, resolved_by = $4, resolved_at = now(), resolution_note = $5
      where status = 'open' and target_type = $1 and target_id = $2
      returning id`,
    [target.type, target.id, close.status, close.adminId, close.note],
  );
  return rows.map((r) => r.id);
}

/** Whose the target is (a removed comment or review still has its author); null when it is gone. */
export async function ownerOf(conn: Conn, type: 'post' | 'comment' | 'user' | 'review', id: string) {
  const table = { post: 'posts', comment: 'comments', user: 'users', review: 'reviews' }[type];
  // A review's is its author's: they are told of its removal, and banned with `banned`.
  const column = { post: 'user_id', comment: 'user_id', user: 'id', review: 'author_id' }[type];
  const [row] = await conn.query<{ owner: string }>(`select ${column} as owner from ${table} where id = $1`, [
    id,
  ]);
  return row?.owner ?? null;
}

/**
 * The reports the member filed and where each stands, for the export of their data. Who resolved
 * it and the staff's note are the back office's records, not the member's.
 */
export const reportsForExport = (sql: Database, userId: string, cap: number) =>
  sql.query(
    `select id, target_type as "targetType", target_id as "targetId", reason, note, status,
            created_at as "createdAt", resolved_at as "resolvedAt"
       from reports where reporter_id = $1 order by created_at desc, id desc limit $2`,
    [userId, cap],
  );

/** The open flag of the safety guard on this target, made or given the new signals (sorted, once each). */
/**
 * `matchedPostId`: the duplicate guard's flag, the other seller's ad with the same photo
 * (docs/decisions/0058-duplicate-guard.md); no signals then. One open flag per target: a later
 * flag merges its signals and keeps a match.
 */
export async function upsertSafetyFlag(
  conn: Conn,
  flag: { targetType: 'post' | 'user'; targetId: string; signals: readonly string[]; matchedPostId?: string },
): Promise<void> {
  await conn.query(
    `insert into reports (reporter_id, target_type, target_id, reason, safety_signals, matched_post_id)
     values (null, $1, $2, 'fraud', nullif($3::text[], '{}'), $4)
     on conflict (target_type, target_id) where status = 'open' and reporter_id is null
     do update set safety_signals = nullif(
       array(select distinct s from unnest(reports.safety_signals || excluded.safety_signals) s order by s), '{}'),
       matched_post_id = coalesce(excluded.matched_post_id, reports.matched_post_id)`,
    [flag.targetType, flag.targetId, flag.signals, flag.matchedPostId ?? null],
  );
}
