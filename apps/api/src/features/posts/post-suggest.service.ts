// GET /api/post/suggest?q=: known names starting with what was typed, then recent titles
// (the only place prefix matching is used: prefix GIN lookups are 8–25× slower, docs/product/listings-and-search.md#search-measurements).
import { buildTsQuery, normalizeSearchText, searchTokens } from '@souqna/contracts';
import type { Deps } from '../../context.ts';
import { reference } from '../../domain/reference.ts';
import { recentTitles } from './post-suggest.queries.ts';

type Suggestion = { text: string; kind: 'make' | 'model' | 'category' | 'place' | 'title' };
const MAX = 8;

export async function suggest(deps: Deps, q: string): Promise<{ items: Suggestion[] }> {
  const typed = normalizeSearchText(q);
  if (typed.length < 2) return { items: [] };
  const ref = await reference(deps.orm);
  const starts = (name: string) => normalizeSearchText(name).startsWith(typed);
  const items: Suggestion[] = [];
  const add = (text: string, kind: Suggestion['kind']) => {
    if (items.length < MAX && !items.some((i) => i.text === text)) items.push({ text, kind });
  };
  const makes = new Map([...ref.carModels.values()].map((m) => [m.make.slug, m.make]));
  for (const m of makes.values()) for (const n of [m.ar, m.en]) if (starts(n)) add(n, 'make');
  for (const m of ref.carModels.values()) for (const n of [m.ar, m.en]) if (starts(n)) add(`${n}`, 'model');
  for (const c of ref.categories.values())
    for (const n of [c.arName, c.enName]) if (starts(n)) add(n, 'category');
  for (const c of ref.cities.values()) for (const n of [c.ar, c.en]) if (starts(n)) add(n, 'place');
  const tsquery = searchTokens(q).length ? buildTsQuery(q, ref.vocabulary, { prefixLast: true }) : null;
  if (tsquery && items.length < MAX) {
    // Titles of other members' ads, the same for every viewer: a replica a moment behind will do (0064).
    for (const title of await recentTitles(deps.reads, tsquery, MAX - items.length)) add(title, 'title');
  }
  return { items };
}
