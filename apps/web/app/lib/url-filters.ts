import type { TextQuery } from '@souqna/contracts/endpoints-define';
import type { z } from 'zod';
import { parseDay } from './day-input.ts';

/** The filters that hold a day: typed DD/MM/YYYY without JavaScript (ui/date-field.tsx). */
const DAY_KEYS = new Set(['dateFrom', 'dateTo']);
/** A full ISO time in the address (an API-style link) is the schema's to judge. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T/;

/**
 * A day filter as YYYY-MM-DD, read as a person types it (DD/MM/YYYY, any digits); undefined when
 * it is no day. Never left to `Date`'s own parser, which reads 03/04/2026 as the 4th of March.
 */
function dayValue(value: string): string | undefined {
  return parseDay(value) ?? (ISO_TIME.test(value) ? value : undefined);
}

/** The name of one filter: a key of the query schema. */
export type FilterKey<S> = keyof TextQuery<S> & string;

/**
 * The list filters an address gives, each kept only when the API's own query schema accepts it:
 * a hand-edited or stale value is dropped (the list shows unfiltered) instead of becoming a 4xx or
 * a 500. Each key is checked alone, so the schema's defaults do not leak into the address.
 */
export function urlFilters<S extends z.ZodType>(
  url: URL,
  keys: readonly FilterKey<S>[],
  schema: S,
): TextQuery<S> {
  const out: TextQuery<S> = {};
  for (const key of keys) {
    const raw = url.searchParams.get(key)?.trim();
    const value = raw && DAY_KEYS.has(key) ? dayValue(raw) : raw;
    if (accepts(schema, key, value)) out[key] = value;
  }
  return out;
}

/** The schema's own check is what makes the string one of its key's values. */
function accepts<S extends z.ZodType, K extends FilterKey<S>>(
  schema: S,
  key: K,
  value: unknown,
): value is TextQuery<S>[K] {
  return typeof value === 'string' && value !== '' && schema.safeParse({ [key]: value }).success;
}
