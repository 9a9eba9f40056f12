import type { z } from 'zod';

/**
 * The list filters an address gives, each kept only when the API's own query schema accepts it:
 * a hand-edited or stale value is dropped (the list shows unfiltered) instead of becoming a 4xx or
 * a 500. Each key is checked alone, so the schema's defaults do not leak into the address.
 */
export function urlFilters(url: URL, keys: readonly string[], schema: z.ZodType): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = url.searchParams.get(key)?.trim();
    if (value && schema.safeParse({ [key]: value }).success) out[key] = value;
  }
  return out;
}
