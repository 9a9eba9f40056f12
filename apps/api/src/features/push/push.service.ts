// A member's browsers that receive web push (docs/product/conversations-and-notifications.md#push,
// docs/decisions/0031-web-push.md): saved from the settings page, removed from it, by a signed-out
// session, or by the push service answering that the browser dropped them.
import crypto from 'node:crypto';
import { isPushServiceHost, PUSH_DEVICES_MAX, type PushSubscriptionInput } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteOwn, lockMember, trimDevices, upsertSubscription } from './push.queries.ts';

/** What we keep of the browser's name: enough for a member to tell their devices apart. */
const USER_AGENT_MAX = 200;

export const pushKey = (deps: Pick<Deps, 'config'>) => ({ publicKey: deps.config.push?.publicKey ?? null });

export async function subscribe(
  deps: Pick<Deps, 'config' | 'sql'>,
  viewer: AuthUser,
  input: PushSubscriptionInput,
  from: { jti: string | null; userAgent: string | undefined },
) {
  const push = deps.config.push;
  // A server without VAPID keys has nothing a browser could subscribe to.
  if (!push) throw new AppError('NotFoundError', { reason: 'pushDisabled' });
  const url = new URL(input.endpoint);
  if (!push.anyEndpoint && (url.protocol !== 'https:' || !isPushServiceHost(url.hostname)))
    throw new AppError('ValidationError', { field: 'endpoint' });
  if (!isP256Point(input.keys.p256dh)) throw new AppError('ValidationError', { field: 'keys.p256dh' });
  const devices = await deps.sql.transaction(async (conn) => {
    await lockMember(conn, viewer.id);
    const count = await upsertSubscription(conn, {
      userId: viewer.id,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: from.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      sessionJti: from.jti,
    });
    if (count <= PUSH_DEVICES_MAX) return count;
    await trimDevices(conn, viewer.id, PUSH_DEVICES_MAX);
    return PUSH_DEVICES_MAX;
  });
  return { subscribed: true as const, devices };
}

/** Someone else's endpoint answers like an unknown one: nothing is learnt, nothing removed. */
export async function unsubscribe(deps: Pick<Deps, 'sql'>, viewer: AuthUser, endpoint: string) {
  return { deleted: await deleteOwn(deps.sql, viewer.id, endpoint) };
}

/** The browser's key must be a point of P-256, or every push to it would fail to encrypt. */
function isP256Point(p256dh: string): boolean {
  const raw = Buffer.from(p256dh, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return false;
  try {
    crypto.createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}
