// The API as a Fastify instance (never listens): server.ts adds the web app and listens, tests inject.
import cluster_ from 'node:cluster';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CategoryCounts } from '@souqna/contracts';
import type { Config } from './config.ts';
import type { App, Deps } from './context.ts';
import type { Database } from './db/client.ts';
import { openReplica, primaryReads, type ReplicaOptions } from './db/replica.ts';
import { createLimits } from './adapters/limits/index.ts';
import { createMessenger, type Messenger } from './adapters/messaging/index.ts';
import { openStorage, type Storage } from './adapters/storage/index.ts';
import { openPayments, type PaymentProvider } from './adapters/payments/index.ts';
import { openPush, type PushSender } from './adapters/push/index.ts';
import { openRedis } from './adapters/redis/index.ts';
import authPlugin from './plugins/auth.ts';
import docsPlugin from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import securityPlugin from './plugins/security.ts';
import { textInputValidatorCompiler } from './plugins/text-input.ts';
import uploadsPlugin from './plugins/uploads.ts';
import apiRoutes from './compose/routes.ts';
import { createEventBus, type EventBus } from './events/event-bus.ts';
import { createClusterChannel, type ClusterChannel } from './events/cluster-channel.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { admitEveryPage, registerOverload, type OVERLOAD_LIMITS } from './plugins/overload.ts';
import { registerMemberCaching } from './plugins/member-caching.ts';
import { echoRequestId, requestIdOptions } from './plugins/request-id.ts';
import { OneLineRequestLog, prettyLogStream } from './lib/dev-log.ts';
import { createListingCache } from './features/posts/listing/listing-cache.ts';
import { createViewCounter } from './features/posts/views/view-counter.ts';
import { createStaleValue } from './lib/stale-value.ts';
import { createKeptReads, createRecentSet, KEPT_SECONDS } from './lib/kept-reads.ts';
import { attachSocket } from './plugins/socket.ts';
import { socketPushes } from './compose/socket-pushes.ts';
import { chatSocketHandlers } from './features/chat/chat.public.ts';
import { createPresence } from './plugins/socket-presence.ts';
import { subscribe } from './compose/subscriptions.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { startWorkers } from './compose/workers.ts';

export type BuildAppOptions = {
  config: Config;
  db: Database;
  /** false/true, pino options, or an existing pino logger (server.ts may share one). */
  logger?: boolean | FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Test seams: replace the outgoing-message provider or the file storage. */
  messenger?: Messenger;
  storage?: Storage;
  /** Test seam: another payment provider than the one PAYMENTS_PROVIDER names. */
  payments?: PaymentProvider;
  /** Tests pass a recorder (events/event-bus.ts) to assert what was published. */
  events?: EventBus;
  /** Test seam: how events reach other instances (default: Redis, cluster IPC or none). */
  cluster?: ClusterChannel;
  /** Overload refusal (plugins/overload.ts): on by default (or with other limits), off in test apps (harness.ts). */
  overload?: boolean | Partial<typeof OVERLOAD_LIMITS>;
  /** Test seam: another web push sender than the config's. */
  push?: PushSender;
  /** Test seam: the read replica's lag limit and checks (db/replica.ts). */
  replica?: ReplicaOptions;
  /** Test seam: the job queue's own schema (jobs/job-queue.ts), for test apps sharing a database. */
  jobsSchema?: string;
};

function loggerOptions(
  config: Config,
  logger: BuildAppOptions['logger'],
): Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> {
  if (logger && typeof logger === 'object' && 'child' in logger && typeof logger.child === 'function') {
    return { loggerInstance: logger as FastifyBaseLogger };
  }
  if (logger !== undefined) return { logger: logger as FastifyServerOptions['logger'] };
  // Tokens and cookies never reach the logs (ASVS 16.x).
  return {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(config.logFormat === 'pretty' ? { stream: prettyLogStream() } : {}),
    },
  };
}

/** Request lines: one short line per request when a person reads the log (lib/dev-log.ts). */
function requestLogOptions(config: Config, logger: BuildAppOptions['logger']) {
  if (logger !== undefined || config.logFormat !== 'pretty') return requestIdOptions;
  return { ...requestIdOptions, logController: new OneLineRequestLog({ requestIdLogLabel: 'requestId' }) };
}

export async function buildApp({
  config,
  db,
  logger,
  messenger,
  storage,
  payments,
  events,
  cluster,
  overload = true,
  push,
  replica,
  jobsSchema,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    ...loggerOptions(config, logger),
    ...requestLogOptions(config, logger),
    trustProxy: config.trustProxy as boolean | string, // a hop count (number) also works at runtime
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(textInputValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // One set of Redis connections for the limits, the events channel and the socket (adapters/redis).
  const redis = config.redisUrl ? await openRedis(config.redisUrl, app.log) : undefined;
  app.addHook('onClose', async () => redis?.close());
  const limits = createLimits(config, redis, app.log);
  const presence = createPresence();
  // Guests' listing, search and profile reads (docs/decisions/0064-read-replica.md).
  const reads =
    config.databaseReadUrl && db.native.driver === 'pg'
      ? openReplica(db.native.pool, config.databaseReadUrl, app.log, replica)
      : primaryReads(db);
  app.addHook('onClose', async () => reads.close());
  const deps: Deps = {
    config,
    sql: db,
    orm: db.orm,
    reads,
    messenger: messenger ?? createMessenger(config, db.orm),
    limits,
    storage: storage ?? (await openStorage(config)),
    payments: payments ?? openPayments(config, db),
    push: push ?? openPush(config),
    presence,
    events: events ?? createEventBus(app.log),
    listingCache: createListingCache(config.listingCacheSeconds),
    countCache: createListingCache<number>(config.listingCountSeconds, 5000),
    categoryCounts: createStaleValue<CategoryCounts>(config.listingCountSeconds),
    views: createViewCounter(db, app.log),
    jobs: await startJobQueue(db, app.log, jobsSchema),
    kept: {
      sessions: createKeptReads({ seconds: KEPT_SECONDS.sessions, max: 10_000 }),
      marks: createKeptReads({ seconds: KEPT_SECONDS.marks, max: 5_000 }),
      writers: createRecentSet({ seconds: KEPT_SECONDS.writers, max: 10_000 }),
    },
  };
  subscribe(deps.events, { app: deps });
  // Caches hear every worker's and instance's changes (docs/decisions/0032-workers-and-instances.md).
  const channel = cluster ?? createClusterChannel({ redis, log: app.log });
  deps.events.join(channel);
  app.addHook('onClose', async () => channel.close());
  if (config.runJobs) await startWorkers(deps, app);
  app.decorate('deps', deps);
  // A storage handed in by the caller is the caller's to close.
  if (!storage) app.addHook('onClose', async () => deps.storage.close?.());

  echoRequestId(app);
  registerMemberCaching(app);
  registerErrorHandling(app);
  if (overload) await registerOverload(app, overload === true ? {} : overload);
  else admitEveryPage(app);
  await app.register(securityPlugin);
  await app.register(fastifyCookie);
  // Per-route limits only: a global per-IP cap would trip benchmarks and users behind one NAT.
  // Per-route limits count across instances when Redis is configured (the limits adapter's store).
  await app.register(fastifyRateLimit, { global: false, ...limits.routeStore });
  await app.register(docsPlugin);
  await app.register(authPlugin);
  await app.register(uploadsPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  const io = attachSocket(app, { redis, verifyToken: (t) => app.verifyAccessToken(t) });
  subscribe(deps.events, { socket: socketPushes(deps, io, Boolean(config.redisUrl) || cluster_.isWorker) });
  chatSocketHandlers(deps, io);
  registerMetrics(app, deps, io);
  presence.attach(io);
  // Subscribers and jobs still running finish (or are left for another instance) before the database closes.
  app.addHook('preClose', async () => deps.events.settled());
  // The views still in memory are written while the database is open.
  app.addHook('preClose', async () => deps.views.close());
  app.addHook('onClose', async () => deps.jobs.stop());
  return app;
}
