// The watch list's job (docs/decisions/0057-watch-list.md): a favourite's price dropped, it was sold
// or it is back on sale; its members are told in batches, like a new ad's followers
// (notifications.jobs.ts), each batch with its event (so its web push) in one transaction.
import type { Deps } from '../../context.ts';
import type { JobData } from '../../jobs/job-types.ts';
import { FANOUT_BATCH, inBatches } from './notifications.jobs.ts';
import { watchBatch } from './watch.queries.ts';

/** Returns how many rows were written or moved to the top. */
export function tellWatchers(deps: Pick<Deps, 'sql' | 'events'>, data: JobData['notifications.watch']) {
  return inBatches(deps, (tx, after) => watchBatch(tx, data, after, FANOUT_BATCH));
}

export function workWatchList(deps: Pick<Deps, 'jobs' | 'sql' | 'events'>): Promise<void> {
  return deps.jobs.work('notifications.watch', async (data) => void (await tellWatchers(deps, data)));
}
