// The web server's environment, validated once when the server bundle loads. The API validates its
// own (apps/api/src/config.ts); the web app is built on its own and imports nothing from the API.
import { z } from 'zod';

// Empty strings in .env files mean "unset", as for the API.
const unset = (v: unknown) => (v === '' ? undefined : v);

const WebEnvSchema = z.object({
  APP_ENV: z.preprocess(unset, z.enum(['development', 'production', 'test']).default('development')),
  /** The public address for absolute links (canonical, OpenGraph, sitemap); else the request's own. */
  PUBLIC_URL: z.preprocess(unset, z.url().optional()),
});
export type WebEnv = z.output<typeof WebEnvSchema>;

export function parseWebEnv(source: Record<string, string | undefined>): WebEnv {
  const parsed = WebEnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid web configuration:\n${problems.join('\n')}`);
}

export const webEnv = parseWebEnv(process.env);

/** Origin of absolute links, without a trailing slash: PUBLIC_URL when set, else the request's. */
export function publicOrigin(requestUrl: string | URL, env: WebEnv = webEnv): string {
  return (env.PUBLIC_URL ?? new URL(requestUrl).origin).replace(/\/$/, '');
}
