// Every durable job's worker, started with the app (docs/decisions/0012).
import type { Deps } from './context.ts';
import { workSearchStats } from './features/posts/listing/listing-jobs.ts';
import { workMessages } from './jobs/message-jobs.ts';
import { workNotificationFanOut } from './features/notifications/notifications.jobs.ts';

export async function startWorkers(deps: Deps): Promise<void> {
  await workMessages(deps);
  await workSearchStats(deps);
  await workNotificationFanOut(deps);
}
