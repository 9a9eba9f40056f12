import { endpoints, type Country } from '@souqna/contracts';
import type { apiFor } from './api.server.ts';

/**
 * Countries, states and cities change only with a migration or an admin edit, yet every listing page
 * shows them: one copy per server process, refreshed after TTL_MS (the API itself tells browsers to
 * cache them for 5 minutes). The answer is the same for every reader (no token, no language in it).
 * A failed load is not kept, so the next request tries again.
 */
export const TTL_MS = 60_000;

let countries: { at: number; value: Promise<Country[]> } | null = null;

export function cachedCountries(api: ReturnType<typeof apiFor>, now = Date.now()): Promise<Country[]> {
  if (!countries || now - countries.at > TTL_MS) {
    const value = api.call(endpoints.countries);
    const entry = { at: now, value };
    countries = entry;
    value.catch(() => {
      if (countries === entry) countries = null;
    });
  }
  return countries.value;
}
