// The environment, parsed once by one schema whose output is the config (docs/decisions/0014-one-config.md).
// Pure: the development secret is kept on disk by dev-secret.ts at start-up, not here.
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { RATE_LIMITS } from '@souqna/contracts';
import { configProblems, s3Config } from './config-rules.ts';
import { paymentsConfig, paymentsProblems } from './config-payments.ts';
import { pushConfig, pushProblems } from './config-push.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** DATA_DIR as a path: the repository's data/ unless set (dev-secret.ts needs it before parsing). */
export const dataDirOf = (value: string | undefined): string =>
  path.resolve(value || path.join(REPO_ROOT, 'data'));

// Empty strings in .env files mean "unset".
const unset = (v: unknown) => (v === '' ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());
const int = (fallback: number) => z.preprocess(unset, z.coerce.number().int().positive().default(fallback));
const https = { protocol: /^https?$/ };

export const EnvSchema = z.object({
  PORT: int(3000),
  HOST: opt(z.string()).default('0.0.0.0'),
  APP_ENV: opt(z.enum(['development', 'production', 'test'])).default('development'),
  /** How server.ts serves the web app: Vite with hot reload (npm run dev) or the built bundles. */
  WEB_MODE: opt(z.enum(['development', 'production'])).default('production'),
  DATABASE_URL: opt(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  DATA_DIR: opt(z.string()),
  JWT_SECRET: opt(z.string().min(32, 'must be at least 32 characters')),
  PUBLIC_URL: opt(z.url()),
  TRUST_PROXY: opt(z.string()),
  LOG_LEVEL: opt(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  /** `pretty`: one short line per request for a person (development's default); `json`: pino's lines. */
  LOG_FORMAT: opt(z.enum(['json', 'pretty'])),
  REDIS_URL: opt(z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL')),
  /** Worker processes with DATABASE_URL (default: one per core); embedded PGlite is always one. */
  WEB_CONCURRENCY: opt(z.coerce.number().int().min(1).max(64)),
  /** GET /metrics (Prometheus) on this port, off when unset; never on the public PORT. */
  METRICS_PORT: opt(z.coerce.number().int().positive().max(65535)),
  METRICS_HOST: opt(z.string()).default('127.0.0.1'),
  ADMIN_EMAIL: opt(z.email()),
  ADMIN_PASSWORD: opt(z.string().min(8)),
  ADMIN_PHONE: opt(z.string().regex(/^(966|971)5\d{8}$/, 'must be E.164 digits like 971501234567')),
  SMTP_URL: opt(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// URL')),
  SMTP_FROM: opt(z.string()).default('Souqna <no-reply@souqna.dev>'),
  SMS_PROVIDER_URL: opt(z.url()),
  UPLOADS_DIR: opt(z.string()),
  S3_BUCKET: opt(z.string()),
  S3_ENDPOINT: opt(z.url(https)),
  S3_REGION: opt(z.string()),
  S3_ACCESS_KEY_ID: opt(z.string()),
  S3_SECRET_ACCESS_KEY: opt(z.string()),
  // Image URLs are this plus "/<key>": a query or fragment would end up in the middle of them.
  S3_PUBLIC_URL: opt(z.url(https).regex(/^[^?#]*$/, 'must not have a query or fragment')),
  S3_FORCE_PATH_STYLE: opt(z.enum(['true', 'false'])),
  SENTRY_DSN: opt(z.string()),
  LISTING_CACHE_SECONDS: opt(z.coerce.number().int().min(0).max(300)),
  LISTING_COUNT_SECONDS: opt(z.coerce.number().int().min(0).max(3600)),
  PAGE_CACHE_SECONDS: opt(z.coerce.number().int().min(0).max(300)),
  RATE_LIMIT_WINDOW_SECONDS: int(RATE_LIMITS.windowSeconds),
  RATE_LIMIT_OTP_PER_IDENTIFIER: int(RATE_LIMITS.otpPerIdentifier),
  RATE_LIMIT_OTP_PER_IP: int(RATE_LIMITS.otpPerIp),
  RATE_LIMIT_FAILED_SIGNINS_PER_IDENTIFIER: int(RATE_LIMITS.failedSignInsPerIdentifier),
  RATE_LIMIT_SIGNINS_PER_IP: int(RATE_LIMITS.signInPerIp),
  // Payments (docs/decisions/0025-payments.md; the rules between them are in config-payments.ts).
  PAYMENTS_PROVIDER: opt(z.enum(['sandbox', 'moyasar', 'none'])),
  PAYMENTS_SANDBOX_IN_PRODUCTION: opt(z.enum(['true', 'false'])),
  MOYASAR_SECRET_KEY: opt(z.string()),
  MOYASAR_WEBHOOK_SECRET: opt(z.string().min(8, 'must be at least 8 characters')),
  MOYASAR_API_URL: opt(z.url(https)),
  // Web push (docs/decisions/0031-web-push.md; the rules between them are in config-push.ts).
  VAPID_PUBLIC_KEY: opt(z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key')),
  VAPID_PRIVATE_KEY: opt(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key')),
  VAPID_SUBJECT: opt(z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// contact')),
});
export type Env = z.output<typeof EnvSchema>;

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
