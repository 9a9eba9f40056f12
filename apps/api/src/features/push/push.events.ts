// A session that ends takes its browser's pushes with it: after a sign-out on a shared computer,
// the next person must not read the member's messages on its screen (docs/decisions/0031-web-push.md).
import type { Deps } from '../../context.ts';
import { deleteForSessions } from './push.queries.ts';

export function dropPushOnSignOut(deps: Pick<Deps, 'events' | 'sql'>): void {
  deps.events.subscribe('session.revoked', ({ userId, jti, exceptJti }) =>
    deleteForSessions(deps.sql, userId, jti, exceptJti),
  );
}
