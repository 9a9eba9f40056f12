// Browsing by category (docs/decisions/0047-browse-by-category.md): where a category sits in the
// tree, which chips a page offers and what a chip's link keeps of the address. Pure, so each rule
// is tested.
import type { CarMake, Category, CategoryCounts, CategoryDetail } from '@souqna/contracts';

/** A category as GET /api/category/{id} answers it, and the other children of its parent. */
export type Placed = { category: CategoryDetail; siblings: Category[] };

/** A tree entry as a bare category: without its children and its (null) parent. */
const plain = ({ children: _children, parent: _parent, ...category }: CategoryDetail): Category => category;

/** By id or slug, as the address names it; undefined for none. */
export function placeInTree(tree: CategoryDetail[], idOrSlug: string): Placed | undefined {
  const is = (c: Category) => c.id === idOrSlug || c.slug === idOrSlug;
  for (const parent of tree) {
    if (is(parent)) return { category: parent, siblings: [] };
    const child = parent.children.find(is);
    if (child)
      return { category: { ...child, parent: plain(parent), children: [] }, siblings: parent.children };
  }
  return undefined;
}

/**
 * What a chip to another category or make keeps of the address: the search, price, dates, places
 * and order; not what belongs to the category left (its details, make and model) nor the page.
 */
const KEPT = [
  'search',
  'currncy',
  'priceRange',
  'dateFrom',
  'dateTo',
  'country',
  'state',
  'city',
  'sort',
  'view',
];
export function keptQuery(search: string, add: Record<string, string> = {}): string {
  const from = new URLSearchParams(search);
  const out = new URLSearchParams([...from].filter(([k]) => KEPT.includes(k)));
  for (const [k, v] of Object.entries(add)) out.set(k, v);
  const query = out.toString();
  return query ? `?${query}` : '';
}

export type Counted<T> = { item: T; count: number };

/** The makes (or a make's models) that have ads for sale, most ads first, then in the reference order. */
export function withAds<T extends { slug: string }>(
  items: T[],
  counts: Record<string, number>,
): Counted<T>[] {
  return items
    .map((item, i) => ({ item, count: counts[item.slug] ?? 0, i }))
    .filter((x) => x.count > 0)
    .sort((a, b) => b.count - a.count || a.i - b.i)
    .map(({ item, count }) => ({ item, count }));
}

/** The make and model the address names (a model only within its make). */
export function carOf(makes: CarMake[], params: URLSearchParams) {
  const make = makes.find((m) => m.slug === params.get('carMake'));
  const model = make?.models.find((m) => m.slug === params.get('carModel'));
  return { make, model };
}

export const countOf = (counts: CategoryCounts, category: Category) => counts.categories[category.id] ?? 0;
