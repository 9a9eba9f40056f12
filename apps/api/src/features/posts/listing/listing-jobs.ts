// The search-term counts that plans read are kept current by a scheduled job (jobs/job-types.ts):
// hourly and at start, run by one instance, recounting only when stale.
import type { Deps } from '../../../context.ts';
import { refreshSearchStatsIfStale } from './search-stats.ts';

export function workSearchStats(deps: Pick<Deps, 'jobs' | 'sql'>): Promise<void> {
  return deps.jobs.work('search.stats', async () => void (await refreshSearchStatsIfStale(deps.sql)));
}
