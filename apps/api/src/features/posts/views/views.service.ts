// POST /api/post/{id}/view and the views shown on the ad (docs/decisions/0040-ad-views.md).
import type { ViewCounted } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../../context.ts';
import { AppError, isUuid } from '../../../lib/app-error.ts';
import { storedViews } from './views.queries.ts';

/** Crawlers and tools that run scripts say so; a browser always sends a user agent. */
const ROBOT = /bot|crawl|spider|slurp|headless|lighthouse|curl|wget|python|java\/|okhttp|go-http/i;

export type ViewClient = { ip: string; userAgent: string | undefined };

/**
 * Counts a view unless it is the seller's own, a robot's, or a repeat: the same member (any
 * device), or the same address and browser for a guest, within the counter's window.
 */
export async function countView(
  deps: Deps,
  viewer: AuthUser | null,
  postId: string,
  client: ViewClient,
): Promise<ViewCounted> {
  const owner = isUuid(postId)
    ? await deps.sql.query<{ user_id: string }>('select user_id from posts where id = $1', [postId], true)
    : [];
  if (!owner[0]) throw new AppError('NotFoundError');
  if (viewer?.id === owner[0].user_id) return { counted: false };
  if (!client.userAgent || ROBOT.test(client.userAgent)) return { counted: false };
  const viewerKey = viewer ? `member:${viewer.id}` : `guest:${client.ip}|${client.userAgent}`;
  return { counted: deps.views.record(postId, viewerKey) };
}

/** What the ad page shows: written views plus those this process still holds. */
export async function viewsOf(deps: Deps, postId: string): Promise<number> {
  return (await storedViews(deps.sql, postId)) + deps.views.pending(postId);
}
