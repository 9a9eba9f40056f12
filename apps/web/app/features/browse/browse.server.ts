// The data of browsing by category (docs/decisions/0047-browse-by-category.md): the tree and car
// makes kept per process, the counts from the API, which keeps them itself.
import { endpoints, type CarMake, type CategoryCounts, type Locale } from '@souqna/contracts';
import { categoryName } from '../../lib/category-name.ts';
import type { apiFor } from '../../lib/api.server.ts';
import { cachedCarMakes, cachedCategoryTree } from '../../lib/reference-data.server.ts';
import { placeInTree } from './category-tree.ts';
import type { Tile } from './category-tiles.tsx';

type Api = ReturnType<typeof apiFor>;

/** The home page's tiles: every main category with its name in the language and its ads for sale. */
export async function homeTiles(api: Api, locale: Locale): Promise<Tile[]> {
  const [tree, counts] = await Promise.all([cachedCategoryTree(api), api.call(endpoints.categoryCounts)]);
  return tree.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: categoryName(c, locale),
    count: counts.categories[c.id] ?? 0,
  }));
}

/**
 * A category page's place in the tree, its counts and, where ads have a car model, the makes.
 * Only the counts the page shows are sent to the browser. Throws a 404 for no such category.
 */
export async function categoryBrowse(api: Api, idOrSlug: string) {
  const placed = placeInTree(await cachedCategoryTree(api), idOrSlug);
  if (!placed) throw new Response(null, { status: 404 });
  const { category, siblings } = placed;
  const cars = category.hasCarModels;
  const [all, makes] = await Promise.all([
    api.call(endpoints.categoryCounts),
    cars ? cachedCarMakes(api) : ([] as CarMake[]),
  ]);
  const shown = [category, ...category.children, ...siblings];
  const counts: CategoryCounts = {
    categories: Object.fromEntries(shown.map((c) => [c.id, all.categories[c.id] ?? 0])),
    makes: cars ? all.makes : {},
    models: cars ? all.models : {},
  };
  return { category, siblings, counts, makes };
}
