// The environment, parsed once by one schema whose output is the config (docs/decisions/0014-one-config.md).
// Pure: the development secret is kept on disk by dev-secret.ts at start-up, not here.
import os from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { EnvSchema } from './config-env.ts';
import { configProblems, s3Config } from './config-rules.ts';
import { paymentsConfig, paymentsProblems } from './config-payments.ts';
import { pushConfig, pushProblems } from './config-push.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** DATA_DIR as a path: the repository's data/ unless set (dev-secret.ts needs it before parsing). */
export const dataDirOf = (value: string | undefined): string =>
  path.resolve(value || path.join(REPO_ROOT, 'data'));

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

// Cross-field rules run once every variable parsed on its own (zod skips them otherwise).
export const ConfigSchema = EnvSchema.superRefine((e, ctx) => {
  for (const message of [...configProblems(e), ...paymentsProblems(e), ...pushProblems(e)])
    ctx.addIssue({ code: 'custom', message, input: e });
}).transform((e) => {
  const dataDir = dataDirOf(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    appEnv: e.APP_ENV,
    webMode: e.WEB_MODE,
    databaseUrl: e.DATABASE_URL,
    /** A streaming replica for reads that may lag a moment (docs/decisions/0064); only beside DATABASE_URL. */
    databaseReadUrl: e.DATABASE_URL ? e.DATABASE_READ_URL : undefined,
    /** Set: DATABASE_READ_URL was given to embedded PGlite, which has no replicas (the start says so). */
    readUrlIgnored: !e.DATABASE_URL && Boolean(e.DATABASE_READ_URL),
    dataDir,
    /** Always set: configProblems refuses a missing one, dev-secret.ts supplies development's. */
    jwtSecret: e.JWT_SECRET!,
    publicUrl: e.PUBLIC_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL ?? (e.APP_ENV === 'test' ? 'silent' : 'info'),
    logFormat: e.LOG_FORMAT ?? (e.APP_ENV === 'development' ? 'pretty' : 'json'),
    redisUrl: e.REDIS_URL,
    /** Processes serving PORT (docs/decisions/0032-workers-and-instances.md). */
    workers: e.DATABASE_URL ? (e.WEB_CONCURRENCY ?? os.availableParallelism()) : 1,
    /** Set: WEB_CONCURRENCY asked for more than one process on embedded PGlite, which cannot. */
    workersRefused: !e.DATABASE_URL && (e.WEB_CONCURRENCY ?? 1) > 1,
    /** Whether this instance runs the durable jobs (workers and timetables) or only writes them. */
    runJobs: e.RUN_JOBS === 'true',
    /** Whether /api/docs and /api/openapi.json are served (docs/decisions/0050-csp-nonce-and-retried-sends.md). */
    apiDocs: e.API_DOCS ? e.API_DOCS === 'true' : e.APP_ENV !== 'production',
    metrics: e.METRICS_PORT ? { port: e.METRICS_PORT, host: e.METRICS_HOST } : undefined,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD, phone: e.ADMIN_PHONE }
        : undefined,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    smsProviderUrl: e.SMS_PROVIDER_URL,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    /** Set: images go to this bucket and nowhere else; undefined: local disk under uploadsDir. */
    s3: s3Config(e),
    sentryDsn: e.SENTRY_DSN,
    // Tests write rows directly and read them back at once: they opt in where they test the cache.
    /** Seconds a guest's listing page is reused (docs/decisions/0009-guest-listing-cache.md); 0 turns it off. */
    listingCacheSeconds: e.LISTING_CACHE_SECONDS ?? (e.APP_ENV === 'test' ? 0 : 5),
    /** Seconds a result count is reused by every viewer (docs/product/listings-and-search.md#result-count); 0 turns it off. */
    listingCountSeconds: e.LISTING_COUNT_SECONDS ?? (e.APP_ENV === 'test' ? 0 : 60),
    /** Seconds a guest's whole page is reused (docs/decisions/0035-guest-page-cache.md); 0 turns it off. */
    pageCacheSeconds: e.PAGE_CACHE_SECONDS ?? (e.APP_ENV === 'test' ? 0 : 5),
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      otpPerIdentifier: e.RATE_LIMIT_OTP_PER_IDENTIFIER,
      otpPerIp: e.RATE_LIMIT_OTP_PER_IP,
      failedSignInsPerIdentifier: e.RATE_LIMIT_FAILED_SIGNINS_PER_IDENTIFIER,
      signInPerIp: e.RATE_LIMIT_SIGNINS_PER_IP,
    },
    /** The payment provider and its keys (config-payments.ts). */
    payments: paymentsConfig(e),
    /** The VAPID keys of web push; undefined: no push is sent (config-push.ts). */
    push: pushConfig(e),
  };
});

export type Config = z.output<typeof ConfigSchema>;
export type AppEnv = Config['appEnv'];
/** An S3-compatible bucket for images (docs/decisions/0010-image-storage.md). */
export type S3Config = NonNullable<Config['s3']>;

export class ConfigError extends Error {
  problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** The config of an environment, or a ConfigError naming every problem ("NAME: why"). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)),
  );
}
