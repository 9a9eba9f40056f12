// Saved searches (docs/product/saved-searches.md): a member saves a listing's query, names it, says
// how often it alerts, and deletes it; a digest's link turns one off without signing in.
import { SAVED_SEARCHES_MAX, type SavedSearch, type SavedSearchFrequency } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../../context.ts';
import { AppError, isUuid } from '../../../lib/app-error.ts';
import { reference } from '../../../domain/reference.ts';
import { searchColumns } from './search-columns.ts';
import {
  countSavedLocked,
  deleteSaved,
  findByKey,
  insertSaved,
  listSaved,
  turnOff,
  updateSaved,
  type SavedRow,
} from './saved-searches.queries.ts';
import { searchOfToken } from './unsubscribe-token.ts';

type SaveInput = {
  query: Record<string, string | string[]>;
  name?: string | undefined;
  frequency: SavedSearchFrequency;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
export const toSavedSearch = (r: SavedRow): SavedSearch => ({
  _id: r.id,
  name: r.name,
  query: r.query,
  frequency: r.frequency,
  createdAt: iso(r.created_at)!,
  lastAlertAt: iso(r.last_alert_at),
});

export async function listSearches(deps: Deps, viewer: AuthUser) {
  const rows = await listSaved(deps.sql, viewer.id);
  return { items: rows.map(toSavedSearch), max: SAVED_SEARCHES_MAX };
}

/**
 * The same search saved again is the one already there (renamed when a name is given), so it
 * never counts twice against SAVED_SEARCHES_MAX. The name falls back to the words, else a
 * neutral title in the request's language.
 */
export async function saveSearch(deps: Deps, viewer: AuthUser, input: SaveInput, locale: 'ar' | 'en') {
  const columns = searchColumns(await reference(deps.orm), input.query);
  const fallback = columns.query.search ?? (locale === 'ar' ? 'بحث محفوظ' : 'Saved search');
  return deps.sql.transaction(async (tx) => {
    const found = await findByKey(tx, viewer.id, columns.queryKey);
    if (found) {
      const row = input.name ? await updateSaved(tx, viewer.id, found.id, { name: input.name }) : found;
      return { ...toSavedSearch(row ?? found), existed: true };
    }
    if ((await countSavedLocked(tx, viewer.id)) >= SAVED_SEARCHES_MAX)
      throw new AppError('SavedSearchLimitError', { max: SAVED_SEARCHES_MAX });
    const row = await insertSaved(tx, viewer.id, input.name ?? fallback, input.frequency, columns);
    return { ...toSavedSearch(row), existed: false };
  });
}

export async function changeSearch(
  deps: Deps,
  viewer: AuthUser,
  id: string,
  patch: { name?: string | undefined; frequency?: SavedSearchFrequency | undefined },
) {
  const row = isUuid(id) ? await deps.sql.transaction((tx) => updateSaved(tx, viewer.id, id, patch)) : null;
  if (!row) throw new AppError('NotFoundError');
  return toSavedSearch(row);
}

export async function removeSearch(deps: Deps, viewer: AuthUser, id: string) {
  if (!isUuid(id) || !(await deleteSaved(deps.sql, viewer.id, id))) throw new AppError('NotFoundError');
  return { ok: true as const };
}

/** The link of a digest: valid token, search still there → off. A deleted search is NotFoundError. */
export async function unsubscribe(deps: Deps, token: string) {
  const id = await searchOfToken(deps.config.jwtSecret, token);
  const row = await deps.sql.transaction((tx) => turnOff(tx, id));
  if (!row) throw new AppError('NotFoundError');
  return { name: row.name, frequency: 'off' as const };
}
