// A saved search's query → what the matching job reads (docs/decisions/0055-saved-search-alerts.md):
// the filters resolved exactly as the listing resolves them (listing.service.ts), laid out so one
// b-tree finds the candidates of a new ad (category, country, price) and the words come last.
import {
  canonicalSavedQuery,
  SavedSearchQuerySchema,
  type SavedQueryText,
  type SavedSearchQuery,
} from '@souqna/contracts';
import { AppError } from '../../../lib/app-error.ts';
import type { Reference } from '../../../domain/reference.ts';
import { resolveFilters, type ListFilters } from '../posts.public.ts';

export const ANY_CATEGORY = '00000000-0000-0000-0000-000000000000';
export const ANY_COUNTRY = '';
export const PRICE_OPEN = '9223372036854775807';

export type Details = Pick<ListFilters, 'ranges' | 'choices'>;
export type SearchColumns = {
  query: SavedQueryText;
  queryKey: string;
  categoryKey: string;
  countryKey: string;
  priceMin: number;
  priceMax: string;
  priced: boolean;
  stateCode: string | null;
  cityIds: number[] | null;
  carModels: string[] | null;
  currncy: string | null;
  sellerId: string | null;
  details: Details | null;
  words: string | null;
  wordKeys: string[] | null;
};

const invalid = (message: string) =>
  new AppError('ValidationError', { field: 'query', issues: [{ path: 'query', message }] });

/** The query as sent (the listing's address) → its one spelling and its columns; ValidationError if it asks nothing. */
export function searchColumns(ref: Reference, raw: Record<string, string | string[]>): SearchColumns {
  const parsed = SavedSearchQuerySchema.safeParse(raw);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'invalid');
  const query = canonicalSavedQuery(parsed.data);
  if (!Object.keys(query).length) throw invalid('empty');
  // The canonical text read again, so a search saved and its listing's link ask the same.
  const q = SavedSearchQuerySchema.parse(query) as SavedSearchQuery & { limit: number };
  const f = resolveFilters(ref, q, null);
  if (!f || (query.search && !f.tsquery && Object.keys(query).length === 1)) throw invalid('unknown');
  const { countryKey, categoryKey } = keysOf(ref, f);
  const details = f.ranges || f.choices ? { ranges: f.ranges, choices: f.choices } : null;
  const sorted = Object.fromEntries(Object.entries(f).sort(([a], [b]) => a.localeCompare(b)));
  return {
    query,
    queryKey: JSON.stringify(sorted),
    categoryKey,
    countryKey,
    priceMin: f.priceMin ?? 0,
    priceMax: f.priceMax === undefined ? PRICE_OPEN : String(f.priceMax),
    priced: f.priceMin !== undefined || f.priceMax !== undefined,
    stateCode: f.stateCode ?? null,
    cityIds: f.cityIds ?? null,
    carModels: f.carModels ?? null,
    currncy: f.currncy ?? null,
    sellerId: f.userId ?? null,
    details,
    words: f.tsquery ?? null,
    wordKeys: f.tsquery ? firstPartKeys(f.tsquery) : null,
  };
}

/**
 * Every token of the query's first AND-ed part (buildTsQuery joins parts with ' & ' and nothing
 * inside a part does): an ad that matches holds one of them, as a whole lexeme. A phrase's tokens
 * all count, which only widens the candidates; the words themselves are tested after.
 */
export function firstPartKeys(tsquery: string): string[] {
  const first = tsquery.split(' & ')[0]!;
  return [...new Set([...first.matchAll(/'([^']+)'/g)].map((m) => m[1]!))];
}

/** The country is kept even when a state or city names it (the listing drops it as implied). */
function keysOf(ref: Reference, f: ListFilters) {
  const stateCode = f.stateCode ?? (f.cityIds ? ref.cities.get(f.cityIds[0]!)?.stateCode : undefined);
  const country = f.countryCode ?? (stateCode ? ref.states.get(stateCode)?.countryCode : undefined);
  return {
    countryKey: country ?? ANY_COUNTRY,
    categoryKey: f.categoryId ?? f.categoryRootId ?? ANY_CATEGORY,
  };
}

/** The details an ad must have, tested on the few candidates (listing.sql.ts's attributeConditions). */
export function detailsMatch(d: Details | null, attributes: Record<string, unknown> | null): boolean {
  if (!d) return true;
  const a = attributes ?? {};
  for (const r of d.ranges ?? []) {
    const v = a[r.key];
    if (typeof v !== 'number') return false;
    if (r.min !== undefined && v < r.min) return false;
    if (r.max !== undefined && v > r.max) return false;
  }
  return (d.choices ?? []).every((c) => c.values.includes(String(a[c.key])));
}
