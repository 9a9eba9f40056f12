// Which server a read goes to (docs/decisions/0064-read-replica.md). A guest wrote nothing, so a
// replica a moment behind shows them what they would have seen a moment ago. A signed-in member may
// have just written (an ad, a heart, a block, a follow, their profile), and whatever instance serves
// their next request must show it: every read made for a member goes to the primary. The guests'
// pages that members reuse (docs/decisions/0062) are guests' reads.
import type { AuthUser, Deps } from '../context.ts';
import type { Reads } from '../db/client.ts';

export const readsFor = (deps: Pick<Deps, 'sql' | 'reads'>, viewer: AuthUser | null): Reads =>
  viewer ? deps.sql : deps.reads;
