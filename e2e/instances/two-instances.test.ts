// More than one machine (docs/deploy.md): two instances, each with two workers, on one PostgreSQL
// and one Redis behind nginx. What one instance does, the other shows: a new ad in the guests'
// listing within a second, a chat message on a socket held by the other, one rate-limit count.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, SOCKET_EVENTS, SOCKET_PATH } from '@souqna/contracts';
import { startStack, type Stack } from './stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 180_000);
afterAll(() => stack?.close());

type Json = Record<string, unknown>;
/** A JSON call; an overloaded instance's 503 is retried after its Retry-After, as clients should. */
async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = { status: res.status, headers: res.headers, body: (await res.json()) as Json };
    const overloaded = res.status === 503 && (answer.body.data as Json | undefined)?.reason === 'overloaded';
    if (!overloaded || attempt === 3) return answer;
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
  }
}

let counter = 0;
/** A member signed up through nginx (the OTP read from the development outbox), and their token. */
async function member(base: string) {
  const seven = `${(Date.now() + ++counter) % 10_000_000}`.padStart(7, '0');
  const m = {
    fullname: 'عضو تجريبي',
    email: `instances.${Date.now()}.${counter}@souqna.test`,
    number: `50${seven}`,
    phoneNumber: `97150${seven}`,
    password: 'Strong-pass1',
    username: `inst_${Date.now() % 1_000_000}_${counter}`,
  };
  expect(
    (
      await call(base, 'POST', '/api/auth/requestOTPForNewUser', {
        email: m.email,
        phoneNumber: m.phoneNumber,
      })
    ).status,
  ).toBe(200);
  const outbox = await call(base, 'GET', `/api/dev/outbox?to=${m.phoneNumber}`);
  const otp = (outbox.body.items as Array<{ code: string | null }>).find((i) => i.code)?.code;
  const created = await call(base, 'POST', '/api/auth/verifyOTPForNewUser', { ...m, otp });
  expect(created.status).toBe(201);
  const login = await call(base, 'POST', '/api/auth/login', { email: m.email, password: m.password });
  return { id: (created.body.userData as { _id: string })._id, token: login.body.access_token as string };
}

/** A category an ad may be posted in: a child of a parent that is not vehicles (no car model). */
async function anyCategory(base: string): Promise<string> {
  type Category = { id: string; isVehicles: boolean };
  const parents = (await call(base, 'GET', '/api/category/parent')).body as unknown as Category[];
  const parent = parents.find((c) => !c.isVehicles) ?? parents[0]!;
  const children = (await call(base, 'GET', `/api/category/children?parentId=${parent.id}`))
    .body as unknown as Category[];
  return (children[0] ?? parent).id;
}

/** An ad with one photo (an ad needs one), as the ad form sends it: multipart. */
async function postAd(base: string, token: string, categoryId: string) {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#16a085' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  const fields = {
    title: `دراجة هوائية ${randomUUID().slice(0, 6)}`,
    price: '900',
    currncy: 'SAR',
    categoryId,
  };
  for (const [k, v] of Object.entries({
    ...fields,
    country: 'Saudi Arabia',
    state: 'Riyadh',
    city: 'Riyadh',
  }))
    form.append(k, v);
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'bike.jpg');
  const res = await fetch(`${base}/api/post`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const listed = async (base: string) =>
  ((await call(base, 'GET', '/api/post/cursor')).body.items as Array<{ _id: string }>).map((p) => p._id);

function connect(base: string, token: string): Promise<Socket> {
  const socket = io(base, {
    path: SOCKET_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('two instances behind nginx', () => {
  it('an ad posted through A is in the guests’ listing of B within a second (B’s cache was warm)', async () => {
    const { a, b, nginx } = stack;
    const seller = await member(nginx);
    const before = await listed(b.base);
    expect(await listed(b.base)).toEqual(before); // served from B's cache from now on
    const posted = await postAd(a.base, seller.token, await anyCategory(a.base));
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const id = posted.body._id as string;
    const start = performance.now();
    while (!(await listed(b.base)).includes(id) && performance.now() - start < 3_000)
      await new Promise((r) => setTimeout(r, 50));
    expect(await listed(b.base)).toContain(id);
    expect(performance.now() - start).toBeLessThan(1_000);
  });

  it('a sign-out through A ends the session on B within a second (B kept its check, docs/decisions/0067)', async () => {
    const { a, b, nginx } = stack;
    const m = await member(nginx);
    // Asked several times, so each of B's workers has kept the check.
    for (let k = 0; k < 6; k++)
      expect((await call(b.base, 'GET', '/api/auth/me', undefined, m.token)).status).toBe(200);
    expect((await call(a.base, 'POST', '/api/auth/logout', undefined, m.token)).status).toBe(200);
    const start = performance.now();
    const refusedRun = async () => {
      for (let k = 0; k < 6; k++)
        if ((await call(b.base, 'GET', '/api/auth/me', undefined, m.token)).status !== 401) return false;
      return true;
    };
    while (!(await refusedRun()) && performance.now() - start < 3_000)
      await new Promise((r) => setTimeout(r, 50));
    expect(await refusedRun()).toBe(true);
    expect(performance.now() - start).toBeLessThan(1_000);
  });

  it('a chat message sent through A reaches the recipient’s socket on B, and the sender’s through nginx', async () => {
    const { a, b, nginx } = stack;
    const [seller, buyer] = [await member(nginx), await member(nginx)];
    const room = await call(a.base, 'POST', '/api/rooms', { userId: seller.id }, buyer.token);
    expect(room.status).toBe(201);
    const onB = await connect(b.base, seller.token);
    const viaNginx = await connect(nginx, buyer.token);
    const heard = (socket: Socket) =>
      new Promise<{ body: string }>((resolve) => socket.once(SOCKET_EVENTS.messageNew, resolve));
    const [onBHeard, nginxHeard] = [heard(onB), heard(viaNginx)];
    const body = `مرحبا ${randomUUID().slice(0, 8)}`;
    const sent = await call(
      a.base,
      'POST',
      '/api/message',
      { roomId: room.body.roomId, body, clientId: randomUUID() },
      buyer.token,
    );
    expect(sent.status).toBe(201);
    const within = <T>(p: Promise<T>) =>
      Promise.race([
        p,
        new Promise<never>((_, no) => setTimeout(() => no(new Error('no message in 3 s')), 3_000)),
      ]);
    expect((await within(onBHeard)).body).toBe(body);
    expect((await within(nginxHeard)).body).toBe(body);
    onB.close();
    viaNginx.close();
  });

  it('failed sign-ins alternately on A and B trip one limit, at the contract’s count', async () => {
    const { a, b } = stack;
    const email = `nobody.${Date.now()}@souqna.test`;
    const attempt = (base: string) =>
      call(base, 'POST', '/api/auth/login', { email, password: 'Wrong-pass1' });
    for (let i = 0; i < RATE_LIMITS.failedSignInsPerIdentifier; i++)
      expect((await attempt(i % 2 ? b.base : a.base)).body.name).toBe('WrongCredentialsError');
    for (const base of [a.base, b.base]) {
      const refused = await attempt(base);
      expect(refused.status).toBe(429);
      expect(refused.body.name).toBe('TooManyRequestsError');
    }
  });

  it('each instance is ready (database and Redis) and serves its workers’ metrics; nginx spreads requests', async () => {
    const { a, b, nginx } = stack;
    for (let i = 0; i < 8; i++) expect((await call(nginx, 'GET', '/api/health/live')).status).toBe(200);
    for (const instance of [a, b]) {
      const ready = await call(instance.base, 'GET', '/api/health/ready');
      expect(ready.body).toEqual({ status: 'ok', database: 'ok', redis: 'ok', driver: 'pg' });
      const metrics = await (await fetch(instance.metrics)).text();
      expect(metrics).toMatch(
        /souqna_http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} [1-9]/,
      );
      expect(metrics).toMatch(/souqna_db_pool_connections\{state="total"\} \d+/);
    }
    // nginx's request id reached the instance: it is echoed back.
    const res = await call(nginx, 'GET', '/api/health/live');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('nginx closes a request naming another host unanswered; the site’s own names are served', async () => {
    const { nginx } = stack;
    const get = (host: string) =>
      new Promise<number | 'closed'>((resolve) => {
        const req = http.get(`${nginx}/en/help`, { headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', () => resolve('closed'));
      });
    expect(await get('evil.example')).toBe('closed');
    expect(await get(new URL(nginx).host)).toBe(200);
  });
});
