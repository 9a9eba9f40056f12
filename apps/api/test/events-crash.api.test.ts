// "A test kills the process between commit and delivery and finds every effect done once" (the
// house issue; docs/decisions/0043-compose-and-durable-events.md). A real server that only writes
// jobs (RUN_JOBS=false, a web tier), members following, posting, commenting, messaging and signing
// out, then kill -9 in the middle of a burst: every effect is still undelivered. A second server on
// the same database runs the jobs; then, for every change that committed, each durable effect
// (notification rows, the fan-out to followers, web pushes, a signed-out device forgotten) exists
// exactly once, and no job is left waiting or failed. Run against both databases.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import webpush from 'web-push';
import { afterAll, describe, it } from 'vitest';
import { WRITE_LIMITS } from '@souqna/contracts';
import { DEMO_USERS } from '../db/seed/index.ts';
import { killAll, startServer, type ServerProcess } from './support/server-process.ts';
import {
  call,
  cleanUp,
  crashModes,
  openLeftDatabase,
  signIn,
  type Answer,
  type Env,
  type Member,
} from './support/crash-modes.ts';
import { pushServiceStandIn, type PushServiceStandIn } from './support/push-service-stand-in.ts';

const MODES = crashModes('events_crash');
// As many comments as one member may write in a minute (more would be refused), as many messages.
const BURST = WRITE_LIMITS.commentsPerMinute;
const KILL_AFTER = Math.floor(BURST * 2 * 0.75);
afterAll(async () => {
  await killAll();
  await cleanUp();
});

type Device = ReturnType<PushServiceStandIn['device']>;
async function withDevice(base: string, service: PushServiceStandIn, member: Member): Promise<Device> {
  const device = service.device();
  const res = await call(base, 'PUT', '/api/push/subscription', member.token, device.subscription);
  if (res.status !== 200) throw new Error(`push subscription: ${res.status} ${JSON.stringify(res.body)}`);
  return device;
}

/** A phone ad in Riyadh with one real photo, posted as a browser's form would. */
async function postAd(base: string, seller: Member): Promise<Answer> {
  const phones = (await call(base, 'GET', '/api/category/mobile-phones')).body as { id: string };
  const form = new FormData();
  const fields = { title: 'ايفون للبيع', description: 'وصف الإعلان', price: '1200', currncy: 'SAR' };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('categoryId', phones.id);
  for (const [k, v] of Object.entries({ country: 'Saudi Arabia', state: 'Riyadh', city: 'Riyadh' }))
    form.set(k, v);
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  form.set('images', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  return call(base, 'POST', '/api/post', seller.token, form);
}

/** Comments and messages, BURST of each, in flight together; kill -9 at the KILL_AFTERth answer. */
async function burstThenKill(server: ServerProcess, calls: (() => Promise<unknown>)[]) {
  let answered = 0;
  await Promise.all(
    calls.map((send) =>
      send().then(
        () => {
          if (++answered === KILL_AFTER) server.kill9();
        },
        () => undefined, // in flight at the kill: committed or not, the checks below cover both
      ),
    ),
  );
  server.kill9();
  await server.exited;
  return answered;
}

/**
 * While no job can be written (the job table locked by another session, as a stuck vacuum or a
 * migration would), a follow, a chat message and a new ad cannot commit without theirs: each
 * answers 503 and leaves nothing behind, where publishing after commit left the change without its
 * effect. The checks after the restart find any such change.
 */
async function whileJobsLocked(
  url: string,
  base: string,
  { buyer, seller }: { buyer: Member; seller: Member },
) {
  const locker = new pg.Client({ connectionString: url });
  await locker.connect();
  try {
    await locker.query('begin');
    await locker.query('lock table pgboss.job in exclusive mode');
    const room = await call(base, 'POST', '/api/rooms', buyer.token, { userId: seller.id });
    const roomId = (room.body as { roomId: string }).roomId;
    // One at a time: a follow's transaction, waiting, holds the seller's row the ad's count needs.
    const answers = [
      await postAd(base, seller),
      await call(base, 'PATCH', `/api/follwers/${seller.id}`, buyer.token),
      await call(base, 'POST', '/api/message', buyer.token, {
        roomId,
        body: 'locked out',
        clientId: randomUUID(),
      }),
    ];
    return answers.map((a) => `${a.status} ${(a.body as { name?: string }).name}`);
  } finally {
    await locker.query('rollback');
    await locker.end();
  }
}

describe.concurrent('durable effects of a server killed with kill -9 before delivering them', () => {
  it.for(MODES)(
    'on $name: every committed change has each effect exactly once',
    { timeout: 180_000 },
    async ({ open }, { expect }) => {
      const vapid = webpush.generateVAPIDKeys();
      const service = await pushServiceStandIn(vapid.publicKey);
      const env: Env = {
        ...(await open()),
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
      };
      const first = await startServer({ ...env, RUN_JOBS: 'false' });
      const base = first.url;
      const [seller, buyer] = [await signIn(base, DEMO_USERS[0]), await signIn(base, DEMO_USERS[1])];
      const [sellerDevice, buyerDevice] = [
        await withDevice(base, service, seller),
        await withDevice(base, service, buyer),
      ];
      // The buyer's other browser, signed out: its device must be forgotten.
      const elsewhere = await signIn(base, DEMO_USERS[1]);
      const leftDevice = await withDevice(base, service, elsewhere);
      expect((await call(base, 'POST', '/api/auth/logout', elsewhere.token)).status).toBe(200);
      if (env.DATABASE_URL)
        expect(await whileJobsLocked(env.DATABASE_URL, base, { buyer, seller })).toEqual(
          Array(3).fill('503 ServiceUnavailableError'),
        );
      for (const [from, to] of [
        [buyer, seller],
        [seller, buyer],
      ] as const)
        expect((await call(base, 'PATCH', `/api/follwers/${to.id}`, from.token)).status).toBe(200);
      const ad = await postAd(base, seller);
      expect(ad.status, JSON.stringify(ad.body)).toBe(201);
      const adId = (ad.body as { _id: string })._id;
      const room = await call(base, 'POST', '/api/rooms', seller.token, { userId: buyer.id });
      expect(room.status, JSON.stringify(room.body)).toBe(201);
      const roomId = (room.body as { roomId: string }).roomId;
      const texts = Array.from({ length: BURST }, (_, i) => `burst ${i} · ${randomUUID()}`);
      const answered = await burstThenKill(
        first,
        texts.flatMap((body) => [
          () => call(base, 'POST', '/api/comment', buyer.token, { postId: adId, body }),
          () => call(base, 'POST', '/api/message', seller.token, { roomId, body, clientId: randomUUID() }),
        ]),
      );
      expect(answered).toBeGreaterThanOrEqual(KILL_AFTER);
      // Nothing was delivered before the kill: this server ran no job.
      expect(service.arrived).toEqual([]);

      const second = await startServer(env);
      await second.jobsIdle();
      await second.stop();
      const db = await openLeftDatabase(env);
      try {
        const left = await db.query<{ state: string; n: number }>(
          `select state, count(*)::int as n from pgboss.job where state not in ('completed') group by state`,
        );
        expect(left).toEqual([]);
        const comments = await db.query<{ id: string; body: string }>(
          'select id, body from comments where post_id = $1 and user_id = $2',
          [adId, buyer.id],
        );
        const messages = await db.query<{ body: string }>(
          'select body from messages where room_id = $1 and sender_id = $2',
          [roomId, seller.id],
        );
        const rows = await db.query<{ recipient: string; type: string; about: string | null; n: number }>(
          `select recipient_id as recipient, type, coalesce(comment_id::text, post_id::text) as about,
                  count(*)::int as n
             from notifications where recipient_id = any($1) group by 1, 2, 3 order by 1, 2, 3`,
          [[seller.id, buyer.id]],
        );
        const once = (recipient: string, type: string, about: string | null) => ({
          recipient,
          type,
          about,
          n: 1,
        });
        expect(rows).toEqual(
          expect.arrayContaining([
            once(seller.id, 'follow', null),
            once(buyer.id, 'follow', null),
            ...comments.map((c) => once(seller.id, 'comment', c.id)),
          ]),
        );
        expect(rows.filter((r) => r.recipient === buyer.id && r.about === adId)).toEqual([
          expect.objectContaining({ n: 1 }),
        ]);
        expect(rows).toHaveLength(3 + comments.length);
        // What was refused while no job could be written left nothing behind.
        expect(await db.query(`select 1 from messages where body = 'locked out'`)).toEqual([]);
        expect(await db.query('select id from posts where user_id = $1', [seller.id])).toEqual([
          { id: adId },
        ]);
        // One push per notification and message, to the right device; none to the forgotten one.
        const bodies = (d: Device) => service.to(d.id).map((p) => String(p.body));
        expect(bodies(sellerDevice)).toHaveLength(1 + comments.length);
        expect(bodies(buyerDevice)).toHaveLength(2 + messages.length);
        for (const m of messages)
          expect(bodies(buyerDevice).filter((b) => b.includes(m.body.split(' · ')[1]!))).toHaveLength(1);
        const devices = await db.query('select 1 from push_subscriptions where endpoint = $1', [
          leftDevice.subscription.endpoint,
        ]);
        expect(devices).toEqual([]);
      } finally {
        await db.close();
        await service.close();
      }
    },
  );
});
