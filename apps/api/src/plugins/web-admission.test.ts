import { createServer, type Server } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdaptiveLimit } from '../lib/adaptive-limit.ts';
import { admitted } from './web-admission.ts';

// One render at a time, one more may wait 40 ms: the render takes as long as the test says.
const limit = createAdaptiveLimit({
  initial: 1,
  min: 1,
  max: 1,
  tolerance: 2,
  queueWaitMs: 40,
  queueSize: 1,
});
const admission = { admit: () => limit.acquire(), retryAfterSeconds: 2, state: () => null };
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const ms = Number(new URL(req.url!, 'http://x').searchParams.get('ms') ?? 0);
    void admitted(admission, { url: req.url, raw: req } as FastifyRequest, res, async () => {
      await new Promise((r) => setTimeout(r, ms));
      res.end('rendered');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const get = async (path: string) => {
  const started = performance.now();
  const res = await fetch(base + path);
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

it('past its wait, or with the queue full, a render is refused at once with 503, Retry-After and a page in the reader’s language', async () => {
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
