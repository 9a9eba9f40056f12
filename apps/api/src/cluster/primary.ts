// The cluster primary (docs/decisions/0032-workers-and-instances.md): it has migrated and seeded
// already (server.ts), forks WEB_CONCURRENCY workers that share PORT, replaces one that dies,
// relays what the workers share when there is no Redis (cache events, socket rooms, rate-limit
// counters), serves the workers' summed metrics, and stops them all gracefully.
import cluster, { type Worker } from 'node:cluster';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { setupPrimary as relaySockets } from '@socket.io/cluster-adapter';
import closeWithGrace from 'close-with-grace';
import type { Logger } from 'pino';
import { AggregatorRegistry } from 'prom-client';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import { relayEventsBetweenWorkers } from '../events/cluster-channel.ts';
import { serveMetrics } from '../metrics-server.ts';

/** A worker that dies this soon after starting waits longer before its replacement (crash loop). */
const QUICK_DEATH_MS = 10_000;
const MAX_BACKOFF_MS = 30_000;

/** A worker's word to the primary once it listens (its own socket: server.ts, docs/decisions/0059). */
export const WORKER_LISTENING = 'souqna:listening';

/**
 * Fails as a single process would when PORT is taken: workers bind with SO_REUSEPORT, which would
 * otherwise share the port with whatever already listens on it.
 */
export function portFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port, host }, () => probe.close(() => resolve()));
  });
}

export async function runPrimary(config: Config, log: Logger, onReady: () => void): Promise<void> {
  await portFree(config.port, config.host);
  relayEventsBetweenWorkers();
  if (!config.redisUrl) {
    relaySockets();
    new RateLimiterClusterMaster();
  }
  let metricsServer: Server | undefined;
  if (config.metrics) {
    const aggregator = new AggregatorRegistry();
    const source = { contentType: aggregator.contentType, metrics: () => aggregator.clusterMetrics() };
    metricsServer = await serveMetrics(source, config.metrics, log);
  }

  // Workers run the server module itself, not the script that started the primary (npm start's
  // build check, or e2e/serve.ts, which makes a fresh database: a worker must not do that again).
  cluster.setupPrimary({ exec: path.resolve(import.meta.dirname, '../server.ts') });
  let stopping = false;
  let backoff = 1_000;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(), Date.now());
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) return;
    backoff = lived < QUICK_DEATH_MS ? Math.min(backoff * 2, MAX_BACKOFF_MS) : 1_000;
    log.error({ pid: worker.process.pid, code, signal, restartInMs: backoff }, 'worker died: replacing it');
    setTimeout(() => !stopping && fork(), backoff);
  });
  // Said once, when the first worker listens.
  const ready = (_worker: Worker, message: unknown) => {
    if (message !== WORKER_LISTENING) return;
    cluster.off('message', ready);
    onReady();
  };
  cluster.on('message', ready);
  for (let i = 0; i < config.workers; i++) fork();
  log.info(
    { workers: config.workers, port: config.port, shared: config.redisUrl ? 'redis' : 'primary' },
    'serving with cluster workers',
  );

  closeWithGrace({ delay: 20_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'primary failed');
    stopping = true;
    log.info({ signal }, 'stopping workers');
    const exits = [...started.keys()].map(
      (worker) =>
        new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once('exit', () => resolve()))),
    );
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
    await Promise.all(exits);
    await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
  });
}
