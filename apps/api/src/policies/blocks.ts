// The block list, in one place (docs/product/social.md#blocks). A member who blocked someone
// stops seeing that member's ads, comments and follow entries, and the blocked member can no
// longer comment on their ads or follow them. Chat and notifications check the same rules.
import type { Connection } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * SQL for "the members `viewer` blocked", as an array (`viewer` is a bound parameter such as $3).
 * Written as array(subquery) so PostgreSQL evaluates it once per statement (an InitPlan), not per row.
 */
export const hiddenAuthorsSql = (viewer: string) =>
  `array(select blocked_id from user_blocks where blocker_id = ${viewer})`;

/**
 * A condition keeping rows whose `column` (a user id) the viewer has not blocked. `optional`: the
 * viewer parameter may be null (a guest), who sees everything.
 */
export function visibleToViewerSql(column: string, viewer: string, { optional = false } = {}): string {
  const rule = `${column} <> all(${hiddenAuthorsSql(viewer)})`;
  return optional ? `(${viewer}::uuid is null or ${rule})` : rule;
}

/** Has `blockerId` blocked `blockedId`? */
export async function hasBlocked(
  conn: Pick<Connection, 'query'>,
  blockerId: string,
  blockedId: string,
): Promise<boolean> {
  const rows = await conn.query('select 1 from user_blocks where blocker_id = $1 and blocked_id = $2', [
    blockerId,
    blockedId,
  ]);
  return rows.length > 0;
}

/** Has either member blocked the other? */
export async function blockedEitherWay(
  conn: Pick<Connection, 'query'>,
  oneId: string,
  otherId: string,
): Promise<boolean> {
  const rows = await conn.query(
    `select 1 from user_blocks
      where (blocker_id = $1 and blocked_id = $2) or (blocker_id = $2 and blocked_id = $1) limit 1`,
    [oneId, otherId],
  );
  return rows.length > 0;
}

/**
 * Neither member may reach the other, whoever blocked whom: a blocked pair keeps its rooms readable
 * but cannot open or write one (closed), and a member who blocked a seller has no reason to call
 * them either (docs/decisions/0021-phone-reveal.md).
 */
export async function assertNoBlockBetween(
  conn: Pick<Connection, 'query'>,
  oneId: string,
  otherId: string,
): Promise<void> {
  if (await blockedEitherWay(conn, oneId, otherId))
    throw new AppError('UnauthorizedError', { reason: 'blocked' });
}

/** `actorId` may not act on what `ownerId` owns (comment on their ad, follow them, message them). */
export async function assertNotBlockedBy(
  conn: Pick<Connection, 'query'>,
  ownerId: string,
  actorId: string,
): Promise<void> {
  if (await hasBlocked(conn, ownerId, actorId))
    throw new AppError('UnauthorizedError', { reason: 'blocked' });
}
