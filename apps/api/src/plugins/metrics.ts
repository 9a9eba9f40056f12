// Prometheus metrics of one app (docs/decisions/0033-overload-health-metrics.md): requests by
// route pattern (never the raw URL: ids would make a series per ad) and status, their latency,
// the database pool, connected sockets, the job queue's depth, the limits counted in this process
// while Redis is out (docs/decisions/0049-redis-outage.md) and Node's own (event-loop lag, memory, CPU). Served on METRICS_PORT, never on the public origin (metrics-server.ts).
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SocketServer } from './socket.ts';
import type { Deps } from '../context.ts';
import { registerReplicaMetrics } from './metrics-replica.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A request that matched no route (404s, scanners) is counted under one label. */
const UNMATCHED = '(unmatched)';

export function registerMetrics(
  app: FastifyInstance,
  deps: Pick<Deps, 'sql' | 'jobs' | 'limits' | 'reads'>,
  io: SocketServer,
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'souqna_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'souqna_http_request_duration_seconds',
    help: 'HTTP answer time in seconds, by route pattern and status',
    labelNames,
    buckets: BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });
  const pool = deps.sql.native;
  new Gauge({
    name: 'souqna_db_pool_connections',
    help: 'Database connections by state (embedded PGlite: one, always busy-or-idle)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (pool.driver === 'pglite') return void this.set({ state: 'total' }, 1);
      this.set({ state: 'total' }, pool.pool.totalCount);
      this.set({ state: 'idle' }, pool.pool.idleCount);
      this.set({ state: 'waiting' }, pool.pool.waitingCount);
    },
  });
  new Gauge({
    name: 'souqna_sockets_connected',
    help: 'Socket.IO connections open on this process',
    registers: [registry],
    collect() {
      this.set(io.of('/').sockets.size);
    },
  });
  new Gauge({
    name: 'souqna_job_queue_depth',
    help: 'Jobs waiting to run, by queue (the same for every worker: read from the shared table)',
    labelNames: ['queue'],
    registers: [registry],
    aggregator: 'max',
    async collect() {
      for (const [queue, n] of Object.entries(await deps.jobs.depth())) this.set({ queue }, n);
    },
  });
  new Counter({
    name: 'souqna_rate_limit_in_process_total',
    help: 'Rate-limit counts taken in this process because Redis was unavailable',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(deps.limits.inProcess().total);
    },
  });
  new Gauge({
    name: 'souqna_rate_limit_in_process',
    help: '1 while the rate limits count in this process (Redis unavailable), else 0',
    registers: [registry],
    collect() {
      this.set(deps.limits.inProcess().active ? 1 : 0);
    },
  });
  new Gauge({
    name: 'souqna_page_admission',
    help: 'Server renders: the adaptive limit, those in progress and those waiting for a slot (plugins/overload.ts)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const state = app.pageAdmission.state();
      if (!state) return;
      for (const [name, value] of Object.entries(state)) this.set({ state: name }, value);
    },
  });
  registerReplicaMetrics(registry, deps.reads);
  app.decorate('metrics', registry);
  return registry;
}
