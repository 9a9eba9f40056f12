import { endpoints, type CarMake, type CategoryDetail, type Country } from '@souqna/contracts';
import type { apiFor } from './api.server.ts';

/**
 * Countries, categories and car makes change only with a migration or an admin edit, yet every
 * listing page shows some of them: one copy per server process, refreshed after TTL_MS (the API
 * itself tells browsers to cache them for 5 minutes). Each answer is the same for every reader (no
 * token, no language in it). A failed load is not kept, so the next request tries again.
 */
export const TTL_MS = 60_000;

type Api = ReturnType<typeof apiFor>;

function kept<T>(call: (api: Api) => Promise<T>) {
  let entry: { at: number; value: Promise<T> } | null = null;
  return (api: Api, now = Date.now()): Promise<T> => {
    if (!entry || now - entry.at > TTL_MS) {
      const value = call(api);
      const mine = { at: now, value };
      entry = mine;
      value.catch(() => {
        if (entry === mine) entry = null;
      });
    }
    return entry.value;
  };
}

export const cachedCountries = kept<Country[]>((api) => api.call(endpoints.countries));
/** Every parent with its children (the home page's tiles, a category's chips and breadcrumb). */
export const cachedCategoryTree = kept<CategoryDetail[]>((api) => api.call(endpoints.categoryTree));
export const cachedCarMakes = kept<CarMake[]>((api) => api.call(endpoints.carMakes));
