// The rules between variables (config.ts parses each one alone): all of them reported together.
import type { Env } from './config-env.ts';

const S3_REQUIRED = ['S3_PUBLIC_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

function s3Problems(e: Env): string[] {
  if (e.S3_BUCKET) return S3_REQUIRED.filter((n) => !e[n]).map((n) => `${n}: required when S3_BUCKET is set`);
  // A mistyped S3_BUCKET would otherwise leave images on a disk the operator thinks is unused.
  const strays = [...S3_REQUIRED, ...S3_OPTIONAL].filter((n) => e[n] !== undefined);
  return strays.length ? [`S3_BUCKET: required when ${strays.join(', ')} is set`] : [];
}

/** Each problem as "NAME: why", in a stable order. */
export function configProblems(e: Env): string[] {
  const problems: string[] = [];
  const prod = e.APP_ENV === 'production';
  if (prod && !e.JWT_SECRET) problems.push('JWT_SECRET: required when APP_ENV=production');
  // Links in pages and e-mails name the site; never the request's Host (docs/deploy.md#public-address).
  if (prod && !e.PUBLIC_URL) problems.push('PUBLIC_URL: required when APP_ENV=production');
  // Outside production the start-up (dev-secret.ts) keeps one in DATA_DIR; a caller that skipped it is a bug.
  if (!prod && !e.JWT_SECRET)
    problems.push('JWT_SECRET: required (withDevSecret supplies one in development)');
  // Without providers the codes would land in the dev outbox, which anyone could read.
  if (prod && !e.SMTP_URL)
    problems.push('SMTP_URL: required when APP_ENV=production (email channel has no provider)');
  if (prod && !e.SMS_PROVIDER_URL)
    problems.push('SMS_PROVIDER_URL: required when APP_ENV=production (sms channel has no provider)');
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD))
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  // A replica of the primary itself would pass every check and offload nothing (docs/decisions/0064).
  if (e.DATABASE_READ_URL && e.DATABASE_READ_URL === e.DATABASE_URL)
    problems.push('DATABASE_READ_URL: must name a replica, not DATABASE_URL itself');
  problems.push(...s3Problems(e));
  return problems;
}

export function s3Config(e: Env) {
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    /** undefined: AWS itself; set for MinIO, R2 and other S3-compatible services. */
    endpoint: e.S3_ENDPOINT,
    // AWS's default region, MinIO's default, and an alias of R2's 'auto'; 'auto' itself breaks AWS.
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    /** Base of the images' public URLs (a CDN or the bucket's public endpoint), no trailing slash. */
    publicUrl: e.S3_PUBLIC_URL!.replace(/\/+$/, ''),
    // A custom endpoint (MinIO, an IP address) rarely has wildcard DNS for bucket subdomains.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
  };
}
