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

type Conn = Pick<Connection, 'query'>;

const anyBlock = async (conn: Conn, where: string, pair: [string, string]) =>
  (await conn.query(`select 1 from user_blocks where ${where} limit 1`, pair)).length > 0;

/** Has `blockerId` blocked `blockedId`? */
export const hasBlocked = (conn: Conn, blockerId: string, blockedId: string) =>
  anyBlock(conn, 'blocker_id = $1 and blocked_id = $2', [blockerId, blockedId]);

/** Has either member blocked the other? */
export const blockedEitherWay = (conn: Conn, oneId: string, otherId: string) =>
  anyBlock(conn, '(blocker_id = $1 and blocked_id = $2) or (blocker_id = $2 and blocked_id = $1)', [
    oneId,
    otherId,
  ]);

const refuseIf = (blocked: boolean) => {
  if (blocked) throw new AppError('UnauthorizedError', { reason: 'blocked' });
};

/**
 * Neither member may reach the other, whoever blocked whom: a blocked pair keeps its rooms readable
 * but cannot open or write one (closed), and a member who blocked a seller has no reason to call
 * them either (docs/decisions/0021-phone-reveal.md).
 */
export const assertNoBlockBetween = async (conn: Conn, oneId: string, otherId: string) =>
  refuseIf(await blockedEitherWay(conn, oneId, otherId));

/** `actorId` may not act on what `ownerId` owns (comment on their ad, follow them, message them). */
export const assertNotBlockedBy = async (conn: Conn, ownerId: string, actorId: string) =>
  refuseIf(await hasBlocked(conn, ownerId, actorId));
