// The push workers (compose/workers.ts starts them).
import { forgetSessionDevices } from '../../features/push/push.public.ts';
import { deliverPush, sendOnePush, type PushDeps } from './push-delivery.ts';

export async function workPush(deps: PushDeps): Promise<void> {
  await deps.jobs.work('push.deliver', (data) => deliverPush(deps, data));
  await deps.jobs.work('push.send', (data) => sendOnePush(deps, data));
  await deps.jobs.work('push.forget', ({ userId, jti, exceptJti }) =>
    forgetSessionDevices(deps.sql, userId, jti, exceptJti),
  );
}
