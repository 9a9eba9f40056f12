// Environment parsed once; every problem is reported together so a misconfigured deploy fails in one go.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { RATE_LIMITS } from '@souqna/contracts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** Every variable the server reads (documented for operators; SENTRY_DSN is reserved). */
export const ENV_VARS = [
  'PORT',
  'HOST',
  'APP_ENV',
  'DATABASE_URL',
  'DATA_DIR',
  'JWT_SECRET',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'REDIS_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'ADMIN_PHONE',
  'SMTP_URL',
  'SMTP_FROM',
  'SMS_PROVIDER_URL',
  'UPLOADS_DIR',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
  'S3_FORCE_PATH_STYLE',
  'SENTRY_DSN',
  'LISTING_CACHE_SECONDS',
  'RATE_LIMIT_WINDOW_SECONDS',
  'RATE_LIMIT_OTP_PER_IDENTIFIER',
  'RATE_LIMIT_OTP_PER_IP',
  'RATE_LIMIT_FAILED_SIGNINS_PER_IDENTIFIER',
  'RATE_LIMIT_SIGNINS_PER_IP',
] as const;

// Empty strings in .env files mean "unset".
const opt = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const int = (fallback: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().default(fallback));

const EnvSchema = z.object({
  PORT: int(3000),
  HOST: opt(z.string()).default('0.0.0.0'),
  APP_ENV: opt(z.enum(['development', 'production', 'test'])).default('development'),
  DATABASE_URL: opt(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  DATA_DIR: opt(z.string()),
  JWT_SECRET: opt(z.string().min(32, 'must be at least 32 characters')),
  PUBLIC_URL: opt(z.url()),
  TRUST_PROXY: opt(z.string()),
  LOG_LEVEL: opt(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  REDIS_URL: opt(z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL')),
  ADMIN_EMAIL: opt(z.email()),
  ADMIN_PASSWORD: opt(z.string().min(8)),
  ADMIN_PHONE: opt(z.string().regex(/^(966|971)5\d{8}$/, 'must be E.164 digits like 971501234567')),
  SMTP_URL: opt(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// URL')),
  SMTP_FROM: opt(z.string()).default('Souqna <no-reply@souqna.dev>'),
  SMS_PROVIDER_URL: opt(z.url()),
  UPLOADS_DIR: opt(z.string()),
  S3_BUCKET: opt(z.string()),
  S3_ENDPOINT: opt(z.url({ protocol: /^https?$/ })),
  S3_REGION: opt(z.string()),
  S3_ACCESS_KEY_ID: opt(z.string()),
  S3_SECRET_ACCESS_KEY: opt(z.string()),
  // Image URLs are this plus "/<key>": a query or fragment would end up in the middle of them.
  S3_PUBLIC_URL: opt(z.url({ protocol: /^https?$/ }).regex(/^[^?#]*$/, 'must not have a query or fragment')),
  S3_FORCE_PATH_STYLE: opt(z.enum(['true', 'false'])),
  SENTRY_DSN: opt(z.string()),
  LISTING_CACHE_SECONDS: opt(z.coerce.number().int().min(0).max(300)),
  RATE_LIMIT_WINDOW_SECONDS: int(RATE_LIMITS.windowSeconds),
  RATE_LIMIT_OTP_PER_IDENTIFIER: int(RATE_LIMITS.otpPerIdentifier),
  RATE_LIMIT_OTP_PER_IP: int(RATE_LIMITS.otpPerIp),
  RATE_LIMIT_FAILED_SIGNINS_PER_IDENTIFIER: int(RATE_LIMITS.failedSignInsPerIdentifier),
  RATE_LIMIT_SIGNINS_PER_IP: int(RATE_LIMITS.signInPerIp),
});

export type AppEnv = 'development' | 'production' | 'test';
/** An S3-compatible bucket for images (docs/decisions/0010-image-storage.md). */
export type S3Config = {
  bucket: string;
  /** undefined: AWS itself; set for MinIO, R2 and other S3-compatible services. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base of the images' public URLs (a CDN or the bucket's public endpoint), no trailing slash. */
  publicUrl: string;
  forcePathStyle: boolean;
};
export type Config = {
  port: number;
  host: string;
  appEnv: AppEnv;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  publicUrl: string | undefined;
  trustProxy: boolean | number | string;
  logLevel: string;
  redisUrl: string | undefined;
  admin: { email: string; password: string; phone: string | undefined } | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string;
  smsProviderUrl: string | undefined;
  uploadsDir: string;
  /** Set: images go to this bucket and nowhere else; undefined: local disk under uploadsDir. */
  s3: S3Config | undefined;
  sentryDsn: string | undefined;
  /** Seconds a guest's listing page is reused (lib/listing-cache.ts); 0 turns it off. */
  listingCacheSeconds: number;
  rateLimits: {
    windowSeconds: number;
    otpPerIdentifier: number;
    otpPerIp: number;
    failedSignInsPerIdentifier: number;
    signInPerIp: number;
  };
};

export class ConfigError extends Error {
  problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

// Development keeps sessions across restarts without asking a newcomer to invent a secret.
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

type Env = z.infer<typeof EnvSchema>;
const S3_REQUIRED = ['S3_PUBLIC_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

function s3Problems(e: Env): string[] {
  if (e.S3_BUCKET) return S3_REQUIRED.filter((n) => !e[n]).map((n) => `${n}: required when S3_BUCKET is set`);
  // A mistyped S3_BUCKET would otherwise leave images on a disk the operator thinks is unused.
  const strays = [...S3_REQUIRED, ...S3_OPTIONAL].filter((n) => e[n] !== undefined);
  return strays.length ? [`S3_BUCKET: required when ${strays.join(', ')} is set`] : [];
}

function s3Config(e: Env): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    // AWS's default region, MinIO's default, and an alias of R2's 'auto'; 'auto' itself breaks AWS.
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    publicUrl: e.S3_PUBLIC_URL!.replace(/\/+$/, ''),
    // A custom endpoint (MinIO, an IP address) rarely has wildcard DNS for bucket subdomains.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const prod = e.APP_ENV === 'production';
  if (prod && !e.JWT_SECRET) problems.push('JWT_SECRET: required when APP_ENV=production');
  // Without providers the codes would land in the dev outbox, which anyone could read.
  if (prod && !e.SMTP_URL)
    problems.push('SMTP_URL: required when APP_ENV=production (email channel has no provider)');
  if (prod && !e.SMS_PROVIDER_URL)
    problems.push('SMS_PROVIDER_URL: required when APP_ENV=production (sms channel has no provider)');
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD))
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  problems.push(...s3Problems(e));
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  return {
    port: e.PORT,
    host: e.HOST,
    appEnv: e.APP_ENV,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    publicUrl: e.PUBLIC_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL ?? (e.APP_ENV === 'test' ? 'silent' : 'info'),
    redisUrl: e.REDIS_URL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD, phone: e.ADMIN_PHONE }
        : undefined,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    smsProviderUrl: e.SMS_PROVIDER_URL,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    s3: s3Config(e),
    sentryDsn: e.SENTRY_DSN,
    // Tests write rows directly and read them back at once: they opt in where they test the cache.
    listingCacheSeconds: e.LISTING_CACHE_SECONDS ?? (e.APP_ENV === 'test' ? 0 : 5),
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      otpPerIdentifier: e.RATE_LIMIT_OTP_PER_IDENTIFIER,
      otpPerIp: e.RATE_LIMIT_OTP_PER_IP,
      failedSignInsPerIdentifier: e.RATE_LIMIT_FAILED_SIGNINS_PER_IDENTIFIER,
      signInPerIp: e.RATE_LIMIT_SIGNINS_PER_IP,
    },
  };
}
