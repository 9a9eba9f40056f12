// The web server's environment, validated once when the server bundle loads. The API validates its
// own (apps/api/src/config.ts); the web app is built on its own and imports nothing from the API.
import { z } from 'zod';

// Empty strings in .env files mean "unset", as for the API.
const unset = (v: unknown) => (v === '' ? undefined : v);

const WebEnvSchema = z.object({
  APP_ENV: z.preprocess(unset, z.enum(['development', 'production', 'test']).default('development')),
  /** The public address for absolute links (canonical, OpenGraph, sitemap); required in production (the API checks it). */
  PUBLIC_URL: z.preprocess(unset, z.url().optional()),
  /** The port this server listens on: without PUBLIC_URL, links name http://localhost:PORT. */
  PORT: z.preprocess(unset, z.coerce.number().int().min(1).max(65_535).default(3000)),
});
export type WebEnv = z.output<typeof WebEnvSchema>;

export function parseWebEnv(source: Record<string, string | undefined>): WebEnv {
  const parsed = WebEnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid web configuration:\n${problems.join('\n')}`);
}

export const webEnv = parseWebEnv(process.env);

/**
 * Origin of absolute links, without a trailing slash: PUBLIC_URL, else http://localhost:PORT. Never
 * the request's Host: a forged one would put another site in canonical, hreflang and OpenGraph
 * links, and the guest page cache would serve them to everyone (docs/deploy.md#public-address).
 */
export function publicOrigin(env: WebEnv = webEnv): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}
