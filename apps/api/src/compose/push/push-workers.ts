// The push workers (src/workers.ts starts them).
import { deliverPush, sendOnePush, type PushDeps } from './push-delivery.ts';

export async function workPush(deps: PushDeps): Promise<void> {
  await deps.jobs.work('push.deliver', (data) => deliverPush(deps, data));
  await deps.jobs.work('push.send', (data) => sendOnePush(deps, data));
}
