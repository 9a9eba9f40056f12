// A stand-in for a browser's push service (RFC 8030) on a local port, and the browser side of
// each subscription: it checks the VAPID signature (RFC 8292: `vapid t=<JWT>, k=<public key>`,
// ES256, audience our origin, expiry within 24 h, a contact subject), decrypts the aes128gcm body
// with the device's own private key and auth secret (RFC 8291), records what arrived, and can
// answer a chosen status or stall for chosen devices.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

export type ArrivedPush = {
  device: string;
  payload: Record<string, unknown>;
  ttl: string | undefined;
  urgency: string | undefined;
  subject: unknown;
  vapidKey: string;
};

/** The public key of a raw uncompressed P-256 point, as jose verifies with it. */
async function keyOf(raw: string) {
  const point = Buffer.from(raw, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not a P-256 point');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  return importJWK(jwk, 'ES256');
}

export async function pushServiceStandIn(vapidPublicKey: string) {
  const devices = new Map<string, { ecdh: crypto.ECDH; auth: string }>();
  const arrived: ArrivedPush[] = [];
  const refused: { device: string; status: number; why: string }[] = [];
  const answers = new Map<string, { status: number; times: number }>();
  const stalled = new Set<string>();
  let origin = '';

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const device = req.url!.replace(/^\/push\//, '');
    const answer = (status: number, why = '') => {
      if (status >= 400) refused.push({ device, status, why });
      res.writeHead(status).end(why);
    };
    if (stalled.has(device)) return; // never answers: the sender's own timeout must end it
    const keys = devices.get(device);
    if (req.method !== 'POST' || !keys) return answer(404, 'no such subscription');
    const auth = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(req.headers.authorization ?? '');
    if (!auth) return answer(401, 'no vapid authorization');
    if (auth[2] !== vapidPublicKey) return answer(403, 'not the key this subscription was made with');
    let subject: unknown;
    try {
      const { payload } = await jwtVerify(auth[1]!, await keyOf(auth[2]!), {
        audience: origin,
        algorithms: ['ES256'],
      });
      if (!payload.exp || payload.exp > Date.now() / 1000 + 24 * 3600) throw new Error('exp over 24 h');
      if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub))
        throw new Error('bad sub');
      subject = payload.sub;
    } catch (err) {
      return answer(403, String(err));
    }
    if (req.headers['content-encoding'] !== 'aes128gcm') return answer(415, 'not aes128gcm');
    if (req.headers.ttl === undefined) return answer(400, 'no TTL');
    const told = answers.get(device);
    if (told && told.times-- > 0) return answer(told.status, 'as told');
    const body = Buffer.concat(chunks);
    if (body.length > 4096) return answer(413, 'over 4096 bytes');
    let payload: Record<string, unknown>;
    try {
      const plain = decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth });
      payload = JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
    } catch (err) {
      return answer(400, `cannot decrypt: ${String(err)}`);
    }
    arrived.push({
      device,
      payload,
      ttl: req.headers.ttl as string,
      urgency: req.headers.urgency as string,
      subject,
      vapidKey: auth[2]!,
    });
    answer(201);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    arrived,
    refused,
    /** A browser's new subscription: its own key pair and auth secret, as PushSubscription.toJSON(). */
    device() {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16).toString('base64url');
      const id = crypto.randomUUID();
      devices.set(id, { ecdh, auth });
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        },
      };
    },
    /** What arrived for this device, decrypted, in order. */
    to: (id: string) => arrived.filter((a) => a.device === id).map((a) => a.payload),
    /** The device's next `times` pushes (all by default) are answered `status`. */
    answerWith: (id: string, status: number, times = Infinity) => answers.set(id, { status, times }),
    stall: (id: string) => stalled.add(id),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type PushServiceStandIn = Awaited<ReturnType<typeof pushServiceStandIn>>;
