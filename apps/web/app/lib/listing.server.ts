import { PostsPageSchema, PostsQuerySchema } from '@souqna/contracts';
import { apiFor } from './api.server.ts';
import { localeOf } from './guards.server.ts';
import { cachedCountries } from './reference-data.server.ts';

type Args = { request: Request; context: Parameters<typeof apiFor>[1] };

// The listing query keys of spec §3 a reader may set in the address; the route fixes the rest.
const FROM_URL = [
  'search',
  'dateFrom',
  'dateTo',
  'currncy',
  'country',
  'state',
  'city',
  'sort',
  'priceRange',
  'carModel',
  'cursor',
] as const;

/** The API query for this address: unknown or malformed keys are dropped, not sent on. */
export function listingQuery(url: URL, fixed: { categoryId?: string; userId?: string }): string {
  const raw: Record<string, string> = {};
  for (const key of FROM_URL) {
    const value = url.searchParams.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...raw, ...fixed })) {
    if (!value) continue;
    // Each key is checked alone, so one bad value drops only itself.
    const shape = PostsQuerySchema.shape[key as keyof typeof PostsQuerySchema.shape];
    const one = shape.safeParse(value);
    if (one.success) out.set(key, value);
  }
  return out.toString();
}

/** A listing page's data: the posts of this filter and the countries for the filter panel. */
export async function loadListing(args: Args, fixed: { categoryId?: string; userId?: string } = {}) {
  const url = new URL(args.request.url);
  const api = apiFor(args.request, args.context, localeOf(args));
  const query = listingQuery(url, fixed);
  const [page, countries] = await Promise.all([
    api.call(PostsPageSchema, { method: 'GET', url: `/api/post/cursor?${query}` }),
    cachedCountries(api),
  ]);
  const view = url.searchParams.get('view') === 'agenda' ? ('agenda' as const) : ('grid' as const);
  return { page, countries, view };
}
