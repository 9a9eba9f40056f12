// Web push (docs/product/conversations-and-notifications.md#push, docs/decisions/0031-web-push.md)
// through a stand-in push service (support/push-service-stand-in.ts) that checks the VAPID
// signature and decrypts each push with the device's own keys: what a member's closed tab would
// show, in their language, as their preferences say; subscriptions the service calls gone are
// dropped; a push service that fails for now is retried alone; every wait is bounded.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFollow, createAdmin, createPost, createUser } from '../db/factories/index.ts';
import { PushFailure, webPushSender } from '../src/adapters/push/index.ts';
import { subscribe } from '../src/features/push/push.service.ts';
import { bearer, client, expectError, tokenFor, type TestApp, settled } from './harness.ts';
import { pushTestApp } from './support/push-app.ts';
import type { PushServiceStandIn } from './support/push-service-stand-in.ts';
import { socketClients } from './support/sockets.ts';

let t: TestApp;
let service: PushServiceStandIn;
let publicKey: string;
beforeAll(async () => void ({ t, service, publicKey } = await pushTestApp()));
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const S = '/api/push/subscription';
type Headers = Record<string, string>;
const call = (opts: Parameters<ReturnType<typeof client>>[0]) => client(t.app)(opts);
const settle = () => settled(t);
async function member(locale: 'ar' | 'en' = 'ar', fullname?: string) {
  const user = await createUser(t.db, { locale, ...(fullname ? { fullname } : {}) });
  return { user, auth: bearer(await tokenFor(user.id)) as Headers };
}
/** The member turns push on in a new browser: the stand-in's device, saved through the API. */
async function withDevice(auth: Headers) {
  const device = service.device();
  const res = await call({ method: 'PUT', url: S, headers: auth, payload: device.subscription });
  expect(res.statusCode, res.body).toBe(200);
  return device;
}
async function chat(from: Headers, to: string, body: string) {
  const room = (
    await call({ method: 'POST', url: '/api/rooms', headers: from, payload: { userId: to } })
  ).json();
  const sent = await call({
    method: 'POST',
    url: '/api/message',
    headers: from,
    payload: { roomId: room.roomId, body, clientId: randomUUID() },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return room.roomId as string;
}
const countOf = async (userId: string) =>
  (
    await t.db.query<{ n: number }>('select count(*)::int as n from push_subscriptions where user_id = $1', [
      userId,
    ])
  )[0]!.n;

describe('subscriptions', () => {
  it('gives anyone the VAPID public key browsers subscribe with', async () => {
    expect((await call({ method: 'GET', url: '/api/push/key' })).json()).toEqual({
      publicKey,
    });
  });

  it('saves the signed-in member’s device once, and refuses guests and bad input by name', async () => {
    const me = await member();
    const { subscription } = service.device();
    expectError(await call({ method: 'PUT', url: S, payload: subscription }), 'UnauthenticatedError');
    const put = (payload: unknown) =>
      call({ method: 'PUT', url: S, headers: me.auth, payload: payload as object });
    expectError(await put({ ...subscription, endpoint: 'not a url' }), 'ValidationError');
    expectError(await put({ ...subscription, endpoint: 'ftp://push.example/x' }), 'ValidationError');
    expectError(
      await put({ ...subscription, endpoint: `https://push.example/${'x'.repeat(1100)}` }),
      'ValidationError',
    );
    expectError(
      await put({ ...subscription, keys: { ...subscription.keys, auth: 'short' } }),
      'ValidationError',
    );
    expectError(await put({ endpoint: subscription.endpoint }), 'ValidationError');
    // 65 bytes that are not a point of P-256: no push to it could ever be encrypted.
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const bad = await put({ ...subscription, keys: { ...subscription.keys, p256dh: offCurve } });
    expectError(bad, 'ValidationError');
    expect(bad.json().data.field).toBe('keys.p256dh');
    expect((await put(subscription)).json()).toEqual({ subscribed: true, devices: 1 });
    expect((await put(subscription)).json()).toEqual({ subscribed: true, devices: 1 });
    expect(await countOf(me.user.id)).toBe(1);
    // The member's export names the device (browser and dates), never its keys.
    const exported = (await call({ method: 'GET', url: '/api/users/me/export', headers: me.auth })).json();
    expect(exported.pushDevices).toEqual([
      { userAgent: 'lightMyRequest', createdAt: expect.any(String), lastSuccessAt: null },
    ]);
  });

  it('keeps at most ten devices: an eleventh replaces the one quiet longest', async () => {
    const me = await member();
    const first = await withDevice(me.auth);
    for (let i = 0; i < 9; i++) await withDevice(me.auth);
    const eleventh = service.device();
    const res = await call({ method: 'PUT', url: S, headers: me.auth, payload: eleventh.subscription });
    expect(res.json()).toEqual({ subscribed: true, devices: 10 });
    const endpoints = (
      await t.db.query<{ endpoint: string }>('select endpoint from push_subscriptions where user_id = $1', [
        me.user.id,
      ])
    ).map((r) => r.endpoint);
    expect(endpoints).toHaveLength(10);
    expect(endpoints).toContain(eleventh.subscription.endpoint);
    expect(endpoints).not.toContain(first.subscription.endpoint);
  });

  it('removes only the member’s own device; a browser another member signs in to moves to them', async () => {
    const [a, b] = [await member(), await member()];
    const device = await withDevice(a.auth);
    const del = (auth: Headers) =>
      call({ method: 'DELETE', url: S, headers: auth, query: { endpoint: device.subscription.endpoint } });
    expect((await del(b.auth)).json()).toEqual({ deleted: 0 });
    expect(await countOf(a.user.id)).toBe(1);
    expectError(
      await call({ method: 'DELETE', url: S, query: { endpoint: device.subscription.endpoint } }),
      'UnauthenticatedError',
    );
    await call({ method: 'PUT', url: S, headers: b.auth, payload: device.subscription });
    expect([await countOf(a.user.id), await countOf(b.user.id)]).toEqual([0, 1]);
    expect((await del(b.auth)).json()).toEqual({ deleted: 1 });
    expect(await countOf(b.user.id)).toBe(0);
  });

  it('in production accepts only https endpoints of the browsers’ push services', async () => {
    const me = await member();
    const deps = { sql: t.db, config: { ...t.config, push: { ...t.config.push!, anyEndpoint: false } } };
    const viewer = { id: me.user.id, role: 'user' as const, bannedAt: null };
    const from = { jti: null, userAgent: 'test' };
    const { keys } = service.device().subscription;
    for (const endpoint of [
      'http://127.0.0.1:9/push/x',
      'https://169.254.169.254/latest',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
    ])
      await expect(subscribe(deps, viewer, { endpoint, keys }, from), endpoint).rejects.toMatchObject({
        errorName: 'ValidationError',
        data: { field: 'endpoint' },
      });
    const ok = await subscribe(
      deps,
      viewer,
      { endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def', keys },
      from,
    );
    expect(ok).toEqual({ subscribed: true, devices: 1 });
    // No push may try to reach the real FCM from here.
    await t.db.query('delete from push_subscriptions where user_id = $1', [me.user.id]);
  });

  it('signing out of the session that subscribed stops the pushes to that browser', async () => {
    const me = await member();
    await withDevice(me.auth);
    const other = await member();
    await withDevice(other.auth);
    expect((await call({ method: 'POST', url: '/api/auth/logout', headers: me.auth })).statusCode).toBe(200);
    await settle();
    expect(await countOf(me.user.id)).toBe(0);
    expect(await countOf(other.user.id)).toBe(1);
  });
});

describe('delivery', () => {
  it('a chat message reaches the offline recipient’s devices decrypted, in their language, not the sender’s', async () => {
    const [sender, arabic, english] = [await member('en', 'Sam Lee'), await member('ar'), await member('en')];
    const [senderDevice, arDevice, enDevice] = [
      await withDevice(sender.auth),
      await withDevice(arabic.auth),
      await withDevice(english.auth),
    ];
    const arRoom = await chat(sender.auth, arabic.user.id, 'Is the Camry still for sale?');
    const enRoom = await chat(sender.auth, english.user.id, 'مرحبا، هل السيارة متاحة؟');
    await settle();
    expect(service.to(arDevice.id)).toEqual([
      {
        title: 'رسالة جديدة من \u2068Sam Lee\u2069',
        body: '\u2068Is the Camry still for sale?\u2069',
        url: `/chats?room=${arRoom}`,
        tag: `chat:${arRoom}`,
        lang: 'ar',
        dir: 'rtl',
      },
    ]);
    expect(service.to(enDevice.id)).toEqual([
      expect.objectContaining({
        title: 'New message from \u2068Sam Lee\u2069',
        body: '\u2068مرحبا، هل السيارة متاحة؟\u2069',
        url: `/en/chats?room=${enRoom}`,
        lang: 'en',
        dir: 'ltr',
      }),
    ]);
    expect(service.to(senderDevice.id)).toEqual([]);
    const arrived = service.arrived.find((a) => a.device === arDevice.id)!;
    expect(arrived).toMatchObject({ ttl: '86400', urgency: 'high', subject: 'mailto:push@souqna.dev' });
    const [row] = await t.db.query<{ last_success_at: Date | null }>(
      'select last_success_at from push_subscriptions where endpoint = $1',
      [arDevice.subscription.endpoint],
    );
    expect(row!.last_success_at).toBeInstanceOf(Date);
  });

  it('a long message is clipped: the push stays small', async () => {
    const [sender, to] = [await member(), await member('en')];
    const device = await withDevice(to.auth);
    await chat(sender.auth, to.user.id, 'ب'.repeat(2000));
    await settle();
    // The job may still be on its way on a loaded machine: wait for the push, however late.
    await expect.poll(() => service.to(device.id).length, { timeout: 20_000 }).toBe(1);
    const [push] = service.to(device.id);
    expect(Array.from(push!.body as string)).toHaveLength(140 + 2);
    expect(JSON.stringify(push).length).toBeLessThan(1024);
  });

  it('a new follower pushes as the preferences allow; a muted kind sends nothing', async () => {
    const [fan, star, muted] = [await member('en', 'Fan One'), await member('en'), await member('en')];
    const [starDevice, mutedDevice] = [await withDevice(star.auth), await withDevice(muted.auth)];
    await call({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: muted.auth,
      payload: { follow: false, comment: true, post: true },
    });
    for (const who of [star, muted])
      expect(
        (await call({ method: 'PATCH', url: `/api/follwers/${who.user.id}`, headers: fan.auth })).statusCode,
      ).toBeLessThan(300);
    await settle();
    expect(service.to(starDevice.id)).toEqual([
      expect.objectContaining({
        title: 'New follower',
        body: '\u2068Fan One\u2069 started following you',
        url: `/en/profile/${fan.user.id}`,
      }),
    ]);
    expect(service.to(mutedDevice.id)).toEqual([]);
  });

  it('a new ad of a followed member, an admin message and a payment notice arrive in the member’s language', async () => {
    const [seller, reader] = [await member('ar', 'بائع'), await member('ar')];
    const device = await withDevice(reader.auth);
    await addFollow(t.db, reader.user.id, seller.user.id);
    const post = await createPost(t.db, { userId: seller.user.id, title: 'Toyota Camry 2020' });
    t.app.deps.events.publish('post.created', { postId: post.id, userId: seller.user.id });
    const admin = await createAdmin(t.db);
    const sent = await call({
      method: 'POST',
      url: '/api/notifications/broadcast',
      headers: bearer(await tokenFor(admin.id)),
      payload: {
        en_title: 'Eid offers',
        ar_title: 'عروض العيد',
        en_message: 'Free featured ads',
        ar_message: 'إعلانات مميزة مجانًا',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.app.deps.jobs.send('notifications.notice', {
      noticeId: randomUUID(),
      recipientId: reader.user.id,
      senderId: null,
      about: 'payment',
      step: 'paid',
      amount: '50.00',
      currency: 'SAR',
      receiptNumber: 'SQ-2026-000042',
      postTitle: null,
    });
    await settle();
    const pushes = service.to(device.id);
    expect(pushes).toContainEqual(
      expect.objectContaining({
        title: 'إعلان جديد',
        body: 'نشر \u2068بائع\u2069 إعلانًا جديدًا: \u2068Toyota Camry 2020\u2069',
        url: `/posts/${post.id}`,
        lang: 'ar',
      }),
    );
    expect(pushes).toContainEqual(
      expect.objectContaining({
        title: 'تم استلام الدفعة',
        body: 'استلمنا عمولتك 50 ر.س. رقم الإيصال \u2068SQ-2026-000042\u2069. شكرًا لك.',
        url: '/notification',
      }),
    );
    expect(pushes).toContainEqual(
      expect.objectContaining({
        title: 'عروض العيد',
        body: 'إعلانات مميزة مجانًا',
        url: '/notification',
        dir: 'rtl',
      }),
    );
  });

  it('a 404 or 410 drops the subscription; a device that fails for now is retried alone, once it works', async () => {
    const [sender, to] = [await member(), await member()];
    const [gone, missing, flaky, fine] = [
      await withDevice(to.auth),
      await withDevice(to.auth),
      await withDevice(to.auth),
      await withDevice(to.auth),
    ];
    service.answerWith(gone.id, 410);
    service.answerWith(missing.id, 404);
    service.answerWith(flaky.id, 503, 1);
    await chat(sender.auth, to.user.id, 'first');
    await settle();
    const left = (
      await t.db.query<{ endpoint: string }>('select endpoint from push_subscriptions where user_id = $1', [
        to.user.id,
      ])
    ).map((r) => r.endpoint);
    expect(left.sort()).toEqual([flaky.subscription.endpoint, fine.subscription.endpoint].sort());
    expect(service.to(fine.id).map((p) => p.body)).toEqual(['\u2068first\u2069']);
    expect(service.to(flaky.id).map((p) => p.body)).toEqual(['\u2068first\u2069']);
    expect(service.refused.filter((r) => r.device === flaky.id).map((r) => r.status)).toEqual([503]);
  });

  it('sends nothing while the member has a Souqna page open (a live socket), and again once it closes', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const sockets = socketClients();
    const [sender, to] = [await member(), await member()];
    const device = await withDevice(to.auth);
    const socket = await sockets.connect(url, await tokenFor(to.user.id));
    await chat(sender.auth, to.user.id, 'while open');
    await settle();
    expect(service.to(device.id)).toEqual([]);
    socket.close();
    await expect.poll(() => t.app.deps.presence.isLive(to.user.id)).toBe(false);
    await chat(sender.auth, to.user.id, 'after close');
    await settle();
    expect(service.to(device.id).map((p) => p.body)).toEqual(['\u2068after close\u2069']);
    sockets.closeAll();
  });
});

describe('the web-push sender', () => {
  it('gives up on a push service that does not answer within its timeout, as worth a retry', async () => {
    const device = service.device();
    service.stall(device.id);
    const sender = webPushSender(t.config.push!, 300);
    const started = Date.now();
    const failure = await sender
      .send(device.subscription, { title: 't', body: 'b', url: '/', tag: 'x', lang: 'en', dir: 'ltr' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PushFailure);
    expect(failure).toMatchObject({ retry: true, message: 'push timed out after 300 ms' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports a refusal that a retry cannot fix (400, 413) as final, 429 and 5xx as worth a retry', async () => {
    const sender = webPushSender(t.config.push!);
    const payload = { title: 't', body: 'b', url: '/', tag: 'x', lang: 'en', dir: 'ltr' } as const;
    for (const [status, retry] of [
      [400, false],
      [413, false],
      [429, true],
      [502, true],
    ] as const) {
      const device = service.device();
      service.answerWith(device.id, status);
      await expect(sender.send(device.subscription, payload)).rejects.toMatchObject({ status, retry });
    }
  });
});
