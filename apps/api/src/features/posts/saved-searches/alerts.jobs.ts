// The saved-search alert jobs (docs/decisions/0055-saved-search-alerts.md). `searches.match`: a new
// ad (or one back on sale) against every saved search, its matches kept (alert-window.ts says when each is due);
// when some are due now it wakes `searches.deliver`, which otherwise runs every minute and tells
// each due search's saver of the ads gathered since its last alert.
import type { Deps } from '../../../context.ts';
import { matchingSearches, queueHits } from './alert-match.ts';
import { deliverDue } from './alert-deliver.ts';

type JobDeps = Pick<Deps, 'sql' | 'events' | 'jobs' | 'config'>;

/** Matches the ad and keeps its hits in one transaction; returns how many searches it matched. */
export async function matchAd(deps: JobDeps, postId: string): Promise<number> {
  const { matched, dueNow } = await deps.sql.transaction(async (tx) => {
    const ids = await matchingSearches(tx, postId);
    return { matched: ids.length, dueNow: await queueHits(tx, postId, ids) };
  });
  if (dueNow) await deps.jobs.send('searches.deliver', {});
  return matched;
}

export async function workSavedSearchAlerts(deps: JobDeps): Promise<void> {
  await deps.jobs.work('searches.match', async ({ postId }) => void (await matchAd(deps, postId)));
  await deps.jobs.work('searches.deliver', async () => void (await deliverDue(deps)));
}
