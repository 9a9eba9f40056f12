// The environment variables, each parsed on its own (docs/decisions/0014-one-config.md). config.ts
// adds the rules across variables and shapes the config; config-rules.ts, config-payments.ts and
// config-push.ts read Env from here, so none of them imports config.ts back.
import { z } from 'zod';
import { RATE_LIMITS } from '@souqna/contracts';

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
  /** A streaming replica of DATABASE_URL for guests' listing, search and profile reads (docs/decisions/0064). */
  DATABASE_READ_URL: opt(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
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
  /**
   * `false`: this instance serves requests and writes jobs, and other instances run them (a web tier
   * apart from a jobs tier; docs/decisions/0043-compose-and-durable-events.md). Default: runs them.
   */
  RUN_JOBS: opt(z.enum(['true', 'false'])).default('true'),
  /** GET /metrics (Prometheus) on this port, off when unset; never on the public PORT. */
  METRICS_PORT: opt(z.coerce.number().int().positive().max(65535)),
  METRICS_HOST: opt(z.string()).default('127.0.0.1'),
  /** The API's docs (/api/docs, /api/openapi.json); default: served outside production only. */
  API_DOCS: opt(z.enum(['true', 'false'])),
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
