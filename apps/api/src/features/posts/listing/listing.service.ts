// GET /api/post/cursor: filters (names, slugs, ids as typed) → resolved codes → one keyset page.
import {
  buildTsQuery,
  CHOICE_KEYS,
  LISTING_COUNT_CAP,
  listingSort,
  normalizeSearchText,
  parseRange,
  RANGE_KEYS,
  type PostSort,
  type PostsPage,
  type PostsQuery,
} from '@souqna/contracts';

/** The query with its order settled (best match when the search has words: listingSort). */
type SortedQuery = PostsQuery & { sort: PostSort };
import type { AuthUser, Deps } from '../../../context.ts';
import type { Reads } from '../../../db/client.ts';
import { readsFor } from '../../../policies/read-routing.ts';
import { isUuid } from '../../../lib/app-error.ts';
import { decodeCursor, encodeCursor } from '../../../lib/cursor.ts';
import { findCities, findCountry, findState, reference, type Reference } from '../../../domain/reference.ts';
import { toCard } from '../../../domain/post-cards.ts';
import { countRows, didYouMean, listRows } from './listing.queries.ts';
import { viewersCount } from './result-count.ts';
import { cursorKind } from './listing.sql.ts';
import type { ListFilters } from './types.ts';
import { endOf } from '../../../lib/date-range.ts';
import { typoFix } from './search-typo.ts';
import { cardCursors, memberPage } from './member-listing.ts';

/** null: a filter names something that does not exist, so the page is empty. */
export function resolveFilters(ref: Reference, q: PostsQuery, viewer: AuthUser | null): ListFilters | null {
  const f: ListFilters = {};
  if (q.search) {
    const tsquery = buildTsQuery(q.search, ref.vocabulary);
    if (tsquery) f.tsquery = tsquery;
  }
  if (q.dateFrom) f.dateFrom = q.dateFrom;
  if (q.dateTo) f.dateTo = endOf(q.dateTo);
  if (q.currncy) f.currncy = q.currncy;
  if (q.country) {
    const country = findCountry(ref, q.country);
    if (!country) return null;
    f.countryCode = country.code;
  }
  if (q.state) {
    const state = findState(ref, q.state, f.countryCode);
    if (!state) return null;
    f.stateCode = state.code;
  }
  if (q.city) {
    const cities = findCities(ref, q.city, { stateCode: f.stateCode, countryCode: f.countryCode });
    if (!cities.length) return null;
    f.cityIds = cities.map((c) => c.id);
  }
  // A city lies in one state and a state in one country (post-input.ts checks it), so the wider
  // filters add nothing once the narrower one is resolved within them; left in, they only make
  // the planner multiply selectivities it believes independent and misjudge plans.
  if (f.cityIds) delete f.stateCode;
  if (f.cityIds || f.stateCode) delete f.countryCode;
  if (q.categoryId) {
    const cat = [...ref.categories.values()].find((c) => c.id === q.categoryId || c.slug === q.categoryId);
    if (!cat) return null;
    // A parent category lists the ads of all its children.
    if (cat.parentId) f.categoryId = cat.id;
    else f.categoryRootId = cat.id;
  }
  if (q.priceRange) {
    const [min, max] = q.priceRange.split('-');
    if (min) f.priceMin = Number(min) * 100;
    if (max) f.priceMax = Number(max) * 100;
  }
  if (q.userId) f.userId = q.userId;
  if (q.carModel || q.carMake) {
    const models = carModelsOf(ref, q.carModel, q.carMake);
    if (!models.length) return null;
    f.carModels = models;
  }
  for (const key of RANGE_KEYS) {
    const [min, max] = q[key] ? parseRange(q[key]) : [];
    if (min !== undefined || max !== undefined) (f.ranges ??= []).push({ key, min, max });
  }
  for (const key of CHOICE_KEYS) if (q[key]?.length) (f.choices ??= []).push({ key, values: q[key] });
  if (viewer) f.viewerId = viewer.id;
  return f;
}

/**
 * The models a listing shows: carModel is a model slug, or a make slug for all its models; carMake
 * keeps the models of that make (docs/decisions/0047-browse-by-category.md). Empty: none match.
 */
function carModelsOf(ref: Reference, carModel?: string, carMake?: string): string[] {
  const named = (slug: string) => (ref.carModels.has(slug) ? [slug] : (ref.makeModels.get(slug) ?? []));
  if (!carMake) return named(carModel!);
  const ofMake = ref.makeModels.get(carMake) ?? [];
  return carModel ? named(carModel).filter((m) => ofMake.includes(m)) : ofMake;
}

export function listPosts(deps: Deps, viewer: AuthUser | null, query: PostsQuery): Promise<PostsPage> {
  const { cursor, ...rest } = { ...query, sort: listingSort(query) };
  const q: SortedQuery = cursor ? { ...rest, cursor } : rest;
  // The parsed query (defaults filled, one key order, the cursor last) names a shared page.
  const shared = (at: string | undefined) => {
    const page: SortedQuery = at ? { ...rest, cursor: at } : rest;
    return deps.listingCache.get(JSON.stringify(page), () => loadPage(deps, null, page));
  };
  if (!viewer) return shared(cursor);
  // A member's own ads (expired ones to renew, hidden prices) are theirs alone to see; a member who
  // just wrote an ad reads on the primary while a replica may not have it yet (decision 0064).
  if (q.userId === viewer.id) return loadPage(deps, viewer, q);
  if (deps.kept.writers.has(viewer.id) && deps.reads.status().state !== 'none')
    return loadPage(deps, viewer, q);
  // The guests' pages come from the replica (when there is one); the member's own reads do not.
  return memberPage(deps, viewer, q, {
    shared,
    exact: () => loadPage(deps, viewer, q),
    // Kept with the shared counts, under the member, the query and the sellers blocked (a block or an unblock
    // names another entry; a new ad empties them all): a blocker's count is read once per query.
    count: (blocked) =>
      deps.countCache.get(JSON.stringify(['member', viewer.id, rest, [...blocked].sort()]), async () => {
        const { filters } = await filtersOf(deps, deps.sql, q, viewer);
        return filters ? countFound(deps, deps.sql, filters, q.sort) : 0;
      }),
  });
}

/** The query's filters, its words as corrected for one typing mistake (search-typo.ts). */
async function filtersOf(deps: Deps, db: Reads, q: SortedQuery, viewer: AuthUser | null) {
  const ref = await reference(deps.orm);
  const filters = resolveFilters(ref, q, viewer);
  if (!filters || (q.userId && !isUuid(q.userId))) return { ref, filters: null, fix: null };
  return { ref, filters, fix: await correctTypo(db, ref, q, filters) };
}

/** One typing mistake (search-typo.ts): words in no ad are searched as corrected (`filters` widened). */
export async function correctTypo(db: Reads, ref: Reference, q: PostsQuery, filters: ListFilters) {
  const fix = filters.tsquery ? await typoFix(db, q.search!, ref.vocabulary) : null;
  if (fix?.widen) filters.tsquery = buildTsQuery(fix.text, ref.vocabulary) ?? filters.tsquery;
  return fix;
}

/**
 * How many ads match, up to LISTING_COUNT_CAP + 1. The count is shared by every viewer for
 * `listingCountSeconds`; a member who blocked sellers gets their matches taken away, exactly.
 */
async function countFound(deps: Deps, db: Reads, filters: ListFilters, sort: PostSort): Promise<number> {
  const { viewerId, ...shared } = filters;
  // Sorting by price leaves out hidden prices (listing.sql.ts): part of what is counted.
  const key = JSON.stringify([shared, sort.startsWith('price')]);
  const all = await deps.countCache.get(key, () => countRows(db, shared, sort, LISTING_COUNT_CAP));
  if (!viewerId) return all;
  const hidden = await countRows(db, { ...shared, hiddenBy: viewerId }, sort, LISTING_COUNT_CAP);
  const mine = viewersCount(all, hidden, LISTING_COUNT_CAP);
  return mine ?? countRows(db, filters, sort, LISTING_COUNT_CAP);
}

async function loadPage(deps: Deps, viewer: AuthUser | null, q: SortedQuery): Promise<PostsPage> {
  const after = q.cursor ? decodeCursor(q.cursor, q.sort, cursorKind(q.sort)) : undefined;
  // One typing mistake (search-typo.ts): words in no ad are searched as corrected, on every page.
  // A guest's page may come from the replica; a member's own stays on the primary (read-routing.ts).
  const db = readsFor(deps, viewer);
  const { ref, filters, fix } = await filtersOf(deps, db, q, viewer);
  if (!filters) return { items: [], nextCursor: null };
  // The first page also says how many match ("1,000+" past the cap); later pages need not.
  const [rows, counted] = await Promise.all([
    listRows(db, { filters, sort: q.sort, after, limit: q.limit + 1 }),
    after ? undefined : countFound(deps, db, filters, q.sort),
  ]);
  const more = rows.length > q.limit;
  const items = rows.slice(0, q.limit);
  // A single page is its own exact count; a shared count may lag a write on another instance.
  const count = counted === undefined ? undefined : more ? Math.max(counted, items.length + 1) : items.length;
  const last = items.at(-1);
  const page: PostsPage = {
    items: items.map((r) => toCard(r, ref, deps.storage, viewer)),
    nextCursor: more && last ? encodeCursor(q.sort, last.sort_key, last.id) : null,
    ...(count === undefined
      ? {}
      : { found: { count: Math.min(count, LISTING_COUNT_CAP), more: count > LISTING_COUNT_CAP } }),
  };
  // A shared page keeps each card's cursor: a member's page refilled past blocked sellers ends on one.
  if (!viewer)
    cardCursors.set(
      page,
      items.map((r) => encodeCursor(q.sort, r.sort_key, r.id)),
    );
  if (fix && !after) Object.assign(page, { didYouMean: fix.text, corrected: fix.widen });
  else if (!items.length && !after && filters.tsquery)
    page.didYouMean = await didYouMean(db, normalizeSearchText(q.search!));
  return page;
}
