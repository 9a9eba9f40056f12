// The hourly lifecycle job (jobs/job-types.ts 'posts.lifecycle', docs/decisions/0053): tells the
// owners of live ads whose term ends within EXPIRY_NOTICE_DAYS, then takes the ads whose term has
// ended out of the listings. Batches of BATCH ads, each in its own transaction with its event, so a
// run that dies halfway leaves every ad either done (and told) or untouched; a second run finds
// only what is left.
import type { Deps } from '../../../context.ts';
import { expireBatch, markNoticeBatch } from './lifecycle.queries.ts';

type JobDeps = Pick<Deps, 'sql' | 'events'>;
export const LIFECYCLE_BATCH = 1000;

/** One run: how many owners were told and how many ads expired. */
export async function runLifecycle(deps: JobDeps, batch = LIFECYCLE_BATCH) {
  let noticed = 0;
  let expired = 0;
  for (;;) {
    const n = await deps.sql.transaction(async (tx) => {
      const rows = await markNoticeBatch(tx, batch);
      const told = rows.filter((r) => !r.sold).map((r) => r.id);
      // The notification itself is the notifications feature's (compose/subscriptions.ts).
      if (told.length) await deps.events.publish('posts.expiring', { postIds: told }, tx);
      noticed += told.length;
      return rows.length;
    });
    if (n < batch) break;
  }
  for (;;) {
    const n = await deps.sql.transaction(async (tx) => {
      const rows = await expireBatch(tx, batch);
      if (rows.length) await deps.events.publish('posts.expired', { postIds: rows.map((r) => r.id) }, tx);
      expired += rows.length;
      return rows.length;
    });
    if (n < batch) break;
  }
  return { noticed, expired };
}

export function workLifecycle(deps: Pick<Deps, 'jobs' | 'sql' | 'events'>): Promise<void> {
  return deps.jobs.work('posts.lifecycle', async () => void (await runLifecycle(deps)));
}
