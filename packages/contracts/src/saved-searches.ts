// Saved searches and their new-ad alerts (docs/product/saved-searches.md). A saved search is a
// listing's query without its paging and order; two searches that ask the same are one.
import { z } from './zod.ts';
import { normalizeSearchText } from './search-normalize.ts';
import { PostsQuerySchema } from './posts.ts';
import { ATTRIBUTE_KEYS } from './attributes.ts';
import { requiredString } from './rules.ts';
import { IsoDateSchema } from './schemas-common.ts';

/** instant: in-app and web push, at most one per search per ALERT_WINDOW_MINUTES; daily: one e-mail digest. */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const SAVED_SEARCHES_MAX = 50;
export const SAVED_SEARCH_NAME_MAX = 80;
/** A search alerts at most once in this many minutes; the ads matched meanwhile go together. */
export const ALERT_WINDOW_MINUTES = 15;
/** A daily digest lists at most this many ads (the newest), and says how many more there were. */
export const DIGEST_MAX_ADS = 10;

/** The listing filters a search keeps: no paging, no order, no dates (an alert is about new ads). */
export const SAVED_QUERY_KEYS = [
  'search',
  'categoryId',
  'country',
  'state',
  'city',
  'priceRange',
  'currncy',
  'carMake',
  'carModel',
  'userId',
  ...ATTRIBUTE_KEYS,
] as const;
type SavedKey = (typeof SAVED_QUERY_KEYS)[number];

export const SavedSearchQuerySchema = PostsQuerySchema.pick(
  Object.fromEntries(SAVED_QUERY_KEYS.map((k) => [k, true])) as { [K in SavedKey]: true },
);
export type SavedSearchQuery = z.infer<typeof SavedSearchQuerySchema>;
/** The query as an address holds it: each kept filter as text, keys in one order. */
export type SavedQueryText = Partial<Record<SavedKey, string>>;

/**
 * One spelling for one search: empty filters dropped, the words folded as search folds them
 * (تويوتا and تُويوتا are one search), several choices sorted, keys in SAVED_QUERY_KEYS order.
 */
export function canonicalSavedQuery(q: SavedSearchQuery): SavedQueryText {
  const out: SavedQueryText = {};
  for (const key of SAVED_QUERY_KEYS) {
    const v = q[key as keyof SavedSearchQuery] as unknown;
    if (v === undefined || v === null || v === '') continue;
    const text = Array.isArray(v)
      ? [...new Set(v.map(String))].sort().join(',')
      : key === 'search'
        ? normalizeSearchText(String(v))
        : String(v).trim();
    if (text && text !== '-') out[key] = text;
  }
  return out;
}

const Name = requiredString(1, SAVED_SEARCH_NAME_MAX);

export const CreateSavedSearchSchema = z.object({
  /** The listing's query as its address holds it (GET /api/post/cursor's filters). */
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  /** Absent: the words, else "Saved search"; the web sends its filter chips' text. */
  name: Name.optional(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES).default('instant'),
});
export type CreateSavedSearch = z.input<typeof CreateSavedSearchSchema>;

export const UpdateSavedSearchSchema = z
  .object({ name: Name.optional(), frequency: z.enum(SAVED_SEARCH_FREQUENCIES).optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined, { error: 'required' });

export const SavedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  query: z.record(z.string(), z.string()),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  createdAt: IsoDateSchema,
  /** When it last alerted its saver; null: never yet. */
  lastAlertAt: IsoDateSchema.nullable(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;
/** POST answers the saved search, and whether it was there already (the same query saved before). */
export const SavedSearchSavedSchema = SavedSearchSchema.extend({ existed: z.boolean() });
export const SavedSearchesSchema = z.object({ items: z.array(SavedSearchSchema), max: z.number().int() });
export const SavedSearchIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const SavedSearchDeletedSchema = z.object({ ok: z.literal(true) });

/** The digest's link: a signed token that turns one search's alerts off, signed in or not. */
export const UnsubscribeSchema = z.object({ token: z.string().min(10).max(1000) });
export const UnsubscribedSchema = z.object({ name: z.string(), frequency: z.literal('off') });

/**
 * The listing page of a saved search, without the locale prefix: the category's page with the
 * other filters in its address (what the alert links to, in-app, in a push and in the digest).
 */
export function savedSearchPath(query: Record<string, string>): string {
  const { categoryId, ...rest } = query;
  const params = new URLSearchParams(Object.entries(rest)).toString();
  const base = categoryId ? `/posts/category/${encodeURIComponent(categoryId)}` : '/posts/category';
  return params ? `${base}?${params}` : base;
}
