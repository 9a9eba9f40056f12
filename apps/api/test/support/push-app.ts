// A test app with web push on (VAPID keys of its own) and the stand-in push service its pushes
// reach (push-service-stand-in.ts), for the push tests and those of what pushes.
import webpush from 'web-push';
import { buildTestApp } from '../harness.ts';
import { pushServiceStandIn } from './push-service-stand-in.ts';

export async function pushTestApp() {
  const vapid = webpush.generateVAPIDKeys();
  // A database of its own: a broadcast or a fan-out pushes to every device the database holds, and
  // on the shared one another push file's devices belong to a stand-in that closes with its file
  // (their pushes failed and were retried past the test's wait).
  const t = await buildTestApp({
    ownDatabase: true,
    env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
  });
  const service = await pushServiceStandIn(vapid.publicKey);
  return { t, service, publicKey: vapid.publicKey };
}
