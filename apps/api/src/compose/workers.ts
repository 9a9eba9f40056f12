// Every durable job's worker, started with the app (docs/decisions/0012).
import type { Deps } from '../context.ts';
import { workSearchStats } from '../features/posts/listing/listing-jobs.ts';
import { workLifecycle } from '../features/posts/lifecycle/lifecycle.jobs.ts';
import { workMessages } from '../jobs/message-jobs.ts';
import { workOrphanFiles } from '../jobs/orphan-files.ts';
import { workNotificationFanOut, workNotices } from '../features/notifications/notifications.jobs.ts';
import { workWatchList } from '../features/notifications/watch.jobs.ts';
import { workPayments, type PaymentWorkersHost } from '../features/payments/payment-jobs.ts';
import { workSafetyFlags } from '../features/reports/reports.jobs.ts';
import { workSavedSearchAlerts } from '../features/posts/saved-searches/alerts.jobs.ts';
import { workPush } from './push/push-workers.ts';

/** `app`: its own inject (the sandbox's notices to our webhook route) and its log. */
export async function startWorkers(deps: Deps, app: PaymentWorkersHost): Promise<void> {
  await workMessages(deps);
  await workSearchStats(deps);
  await workLifecycle(deps);
  await workNotificationFanOut(deps);
  await workNotices(deps);
  await workWatchList(deps);
  await workOrphanFiles(deps);
  await workPayments(deps, app);
  await workPush({ ...deps, log: app.log });
  await workSafetyFlags(deps);
  await workSavedSearchAlerts(deps);
}
