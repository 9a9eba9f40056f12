// A test app with web push on (VAPID keys of its own) and the stand-in push service its pushes
// reach (push-service-stand-in.ts), for the push tests and those of what pushes.
import webpush from 'web-push';
import { buildTestApp } from '../harness.ts';
import { pushServiceStandIn } from './push-service-stand-in.ts';

export async function pushTestApp() {
  const vapid = webpush.generateVAPIDKeys();
  const t = await buildTestApp({
    env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
  });
  const service = await pushServiceStandIn(vapid.publicKey);
  return { t, service, publicKey: vapid.publicKey };
}
