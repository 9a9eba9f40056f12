// What operators and load balancers rely on (docs/deploy.md, docs/decisions/0033): liveness and
// readiness apart, a request id in every answer, a 503 at once under overload with the health
// answers spared, and the Prometheus metrics by route pattern.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, LivenessAnswerSchema, ReadinessAnswerSchema } from '@souqna/contracts';
import { OVERLOAD_LIMITS } from '../src/plugins/overload.ts';
import { buildTestApp, client, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ overload: { warmUpMs: 0 } });
});
afterAll(() => t?.close());

/** Keeps the event loop busy, as a flood of server renders would. */
function saturate(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('health for load balancers', () => {
  it('GET /api/health/live answers without touching the database', async () => {
    const res = await client(t.app)({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(LivenessAnswerSchema.parse(res.json())).toEqual({ status: 'ok' });
  });

  it('GET /api/health/ready checks the database (and says there is no Redis to check)', async () => {
    const res = await client(t.app)({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(ReadinessAnswerSchema.parse(res.json())).toEqual({
      status: 'ok',
      database: 'ok',
      redis: 'none',
      driver: t.db.driver,
    });
  });
});

describe('request id', () => {
  it('keeps a sane X-Request-Id from the load balancer, in the header and the error answer', async () => {
    const res = await client(t.app)({
      method: 'GET',
      url: '/api/post/not-an-id',
      headers: { 'x-request-id': 'lb-7f3a.2' },
    });
    expect(res.headers['x-request-id']).toBe('lb-7f3a.2');
    const body = ApiErrorSchema.parse(res.json());
    expect(body.requestId).toBe('lb-7f3a.2');
  });

  it('replaces an unsafe one with a new UUID, and gives every request its own', async () => {
    const req = client(t.app);
    const bad = await req({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'a b\nforged' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(bad.json()).toMatchObject({ name: 'NotFoundError', requestId: bad.headers['x-request-id'] });
    const other = await req({ method: 'GET', url: '/api/health/live' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers['x-request-id']).not.toBe(bad.headers['x-request-id']);
  });
});

describe('overload', () => {
  // Over real HTTP: the calls a server render makes through app.inject are never refused.
  it('answers 503 ServiceUnavailableError with Retry-After at once while the loop is saturated; health still answers', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const get = async (url: string) => {
      const res = await fetch(`${base}${url}`);
      return {
        status: res.status,
        headers: res.headers,
        body: (await res.json()) as Record<string, unknown>,
      };
    };
    // Building the app kept the loop busy: wait for a calm sample first.
    const calm = async () => {
      for (let i = 0; i < 40 && (await get('/api/countries')).status !== 200; i++)
        await new Promise((r) => setTimeout(r, 100));
      return (await get('/api/countries')).status;
    };
    expect(await calm()).toBe(200);
    // Busy in 400 ms turns until a sample has judged the loop: the plugin samples the mean delay
    // once a second, so one long block lands in a period of short delays as often as not.
    for (let i = 0; i < 10 && !t.app.isUnderPressure(); i++) {
      saturate(400);
      await new Promise((r) => setImmediate(r));
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(t.app.isUnderPressure()).toBe(true);
    const started = performance.now();
    const refused = await get('/api/countries');
    expect(performance.now() - started).toBeLessThan(200);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(OVERLOAD_LIMITS.retryAfterSeconds));
    expect(refused.body).toMatchObject({
      name: 'ServiceUnavailableError',
      data: { reason: 'overloaded', retryAfter: OVERLOAD_LIMITS.retryAfterSeconds },
      requestId: refused.headers.get('x-request-id'),
    });
    expect((await get('/api/health/live')).status).toBe(200);
    expect((await get('/api/health')).status).toBe(200);
    // A page's own API calls (app.inject) still go through.
    expect((await client(t.app)({ method: 'GET', url: '/api/countries' })).statusCode).toBe(200);
    // The next calm sample lets requests in again.
    expect(await calm()).toBe(200);
  });
});

describe('metrics', () => {
  it('counts requests by route pattern (never the raw URL) and status, with pool and Node metrics', async () => {
    const req = client(t.app);
    await req({ method: 'GET', url: '/api/category/00000000-0000-4000-8000-000000000001' });
    const text = await t.app.metrics.metrics();
    expect(text).toMatch(
      /souqna_http_requests_total\{method="GET",route="\/api\/category\/:id",status="404"\} \d+/,
    );
    expect(text).not.toContain('00000000-0000-4000-8000-000000000001');
    expect(text).toContain('souqna_http_request_duration_seconds_bucket');
    expect(text).toMatch(/souqna_db_pool_connections\{state="total"\} \d+/);
    expect(text).toContain('souqna_sockets_connected 0');
    expect(text).toMatch(/souqna_job_queue_depth\{queue="notifications.fanout"\} \d+/);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });
});
