// The Content-Security-Policy (docs/decisions/0050-csp-nonce-and-retried-sends.md). Scripts come
// from this origin only; an inline one runs when the server vouched for it: a page rendered for one
// answer names a nonce made for that answer, a guest's kept page (page-cache.ts) the hashes of the
// scripts it holds. Styles keep 'unsafe-inline' (React's style attributes).
import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';

type PolicyConfig = Pick<Config, 'appEnv' | 's3'>;

/** A nonce for one answer: 128 random bits, base64 (the CSP's nonce grammar). */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The policy, with `scriptSources` beside 'self' in script-src (a nonce or hashes, quoted). */
export function policyOf({ appEnv, s3 }: PolicyConfig, scriptSources: string[] = []): string {
  // With S3 on, ad photos and avatars are loaded straight from the bucket or its CDN.
  const imageOrigins = s3 ? [new URL(s3.publicUrl).origin] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptSources],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...imageOrigins],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", 'ws:', 'wss:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    // Only in production: a developer opening http://<lan-ip>:3000 on a phone must not be forced to https.
    ...(appEnv === 'production' ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((d) => d.join(' ')).join(';');
}

const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/_=-]+)'/;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The policy of a page kept for other guests: its answer's nonce (which every guest would see and
 * could reuse) becomes the SHA-256 of each inline script that carried it, so the kept page runs
 * exactly the scripts its render vouched for, whoever it is replayed to, with nothing to rewrite.
 */
export function keptPagePolicy(policy: string, html: string): string {
  const nonce = NONCE_SOURCE.exec(policy)?.[1];
  if (!nonce) return policy;
  const marked = `nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(SCRIPT)) {
    if (!attributes!.includes(marked) || /\ssrc\s*=/i.test(attributes!)) continue;
    hashes.add(`'${scriptHash(content!)}'`);
  }
  return policy.replace(`'nonce-${nonce}'`, [...hashes].join(' ')).replace(/ +;/g, ';');
}

/** A CSP hash source of an inline script's text, as the browser's HTML parser reads it. */
export function scriptHash(text: string): string {
  // The parser turns CR LF and lone CR into LF before the browser hashes the script.
  const parsed = text.replace(/\r\n?/g, '\n');
  return `sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}`;
}
