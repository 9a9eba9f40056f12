import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdaptiveLimit } from '../lib/adaptive-limit.ts';
import { admitted } from './web-admission.ts';

// One render at a time, one more may wait (up to 2 × 60 ms); a refusal is held 40 ms. The render
// waits as long as the test says (?ms=), or keeps the CPU busy (?busy=) as one on the embedded
// database does; /plain is answered without admission, as a health check is.
const options = {
  initial: 1,
  min: 1,
  max: 1,
  tolerance: 2,
  queueWaitMs: 40,
  queueBudgetMs: 60,
  queueSize: 1,
};
const limit = createAdaptiveLimit(options);
const admissionOf = (l: typeof limit) => ({
  admit: () => l.acquire(),
  busy: () => false,
  retryAfterSeconds: 2,
  state: () => null,
});
const order: string[] = [];
/** Called as a render begins its busy part (the test sends a request from there, as if it arrived meanwhile). */
let onRender: (name: string) => void = () => {};
let server: Server;
let base = '';

function serve(l: typeof limit): Server {
  return createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    if (url.pathname === '/plain') {
      order.push('plain');
      return res.end('plain');
    }
    void admitted(admissionOf(l), { url: req.url, raw: req } as FastifyRequest, res, async () => {
      const name = url.searchParams.get('name') ?? 'render';
      order.push(name);
      const ms = Number(url.searchParams.get('ms') ?? 0);
      if (ms) await new Promise((r) => setTimeout(r, ms));
      onRender(name);
      const busyUntil = performance.now() + Number(url.searchParams.get('busy') ?? 0);
      while (performance.now() < busyUntil);
      res.end('rendered');
    });
  });
}
const listen = async (s: Server) => {
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(s.address() as { port: number }).port}`;
};
beforeAll(async () => {
  server = serve(limit);
  base = await listen(server);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const get = async (path: string, at = base) => {
  const started = performance.now();
  const res = await fetch(at + path);
  return {
    status: res.status,
    headers: res.headers,
    body: await res.text(),
    ms: performance.now() - started,
  };
};

it('a render over the limit waits for a slot a few ms, then is let in', async () => {
  const [first, second] = await Promise.all([get('/?ms=20'), get('/?ms=0')]);
  expect([first.body, second.body]).toEqual(['rendered', 'rendered']);
});

it('past twice its budget, or with no place in the queue, a render is refused quickly with 503, Retry-After and a page in the reader’s language', async () => {
  const busy = get('/?ms=300');
  await new Promise((r) => setTimeout(r, 20));
  const [waited, full] = await Promise.all([get('/en/posts?x=1'), get('/')]);
  for (const refused of [waited, full]) {
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.ms).toBeLessThan(200);
  }
  expect(full.body).toContain('<html lang="ar" dir="rtl">');
  expect(full.body).toContain('سوقنا مشغول الآن');
  expect(waited.body).toContain('<html lang="en" dir="ltr">');
  expect(waited.body).toContain('Souqna is busy');
  expect((await busy).body).toBe('rendered');
  expect(limit.inFlight).toBe(0);
});

it('a render that never waits for I/O does not hold back the requests that arrive meanwhile: the next starts on a later turn of the loop', async () => {
  const roomy = createAdaptiveLimit({ ...options, queueBudgetMs: 1_000, queueSize: 4 });
  const own = serve(roomy);
  const at = await listen(own);
  const socket: Socket = connect(Number(new URL(at).port), '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  const plain = new Promise((r) => socket.once('data', r));
  try {
    order.length = 0;
    // Sent while r1 keeps the CPU busy, as a request from another visitor arrives meanwhile.
    onRender = (name) => name === 'r1' && socket.write('GET /plain HTTP/1.1\r\nHost: x\r\n\r\n');
    // r1 waits a little first, so r2 and r3 are read and queued behind it.
    const renders = ['r1', 'r2', 'r3'].map((name) =>
      get(`/?busy=30&name=${name}${name === 'r1' ? '&ms=100' : ''}`, at),
    );
    expect((await Promise.all(renders)).map((r) => r.body)).toEqual(['rendered', 'rendered', 'rendered']);
    await plain;
    expect(order).toEqual(['r1', 'plain', 'r2', 'r3']);
  } finally {
    onRender = () => {};
    socket.destroy();
    await new Promise<void>((r) => own.close(() => r()));
  }
});

it('two renders let in at once start on turns of their own: a request that arrives during the first is read before the second', async () => {
  const two = createAdaptiveLimit({ ...options, initial: 2, min: 2, max: 2 });
  const own = serve(two);
  const port = Number(new URL(await listen(own)).port);
  const sockets: Socket[] = [];
  const open = async () => {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    await new Promise((r) => socket.once('connect', r));
    return socket;
  };
  const [first, second, third] = [await open(), await open(), await open()];
  const answered = (socket: Socket) => new Promise((r) => socket.once('data', r));
  const ask = (socket: Socket, path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  try {
    order.length = 0;
    onRender = (name) => name === 'r1' && ask(third!, '/plain');
    const done = [answered(first!), answered(second!), answered(third!)];
    // Written in one go: both are read in the same turn and both let in (the limit is 2).
    ask(first!, '/?busy=30&name=r1');
    ask(second!, '/?busy=30&name=r2');
    await Promise.all(done);
    expect(order).toEqual(['r1', 'plain', 'r2']);
  } finally {
    onRender = () => {};
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((r) => own.close(() => r()));
  }
});
