import { describe, expect, it } from 'vitest';
import type { CategoryDetail } from '@souqna/contracts';
import { carOf, keptQuery, placeInTree, withAds } from './category-tree.ts';

const cat = (id: string, parentId: string | null) => ({
  id,
  slug: `${id}-slug`,
  parentId,
  ar_categoryName: `ar ${id}`,
  en_categoryName: `en ${id}`,
  isVehicles: false,
  hasCarModels: false,
});
const tree: CategoryDetail[] = [
  { ...cat('v', null), parent: null, children: [cat('cars', 'v'), cat('boats', 'v')] },
  { ...cat('e', null), parent: null, children: [cat('phones', 'e')] },
];

describe('placeInTree', () => {
  it('finds a parent with its children, and a child with its parent and siblings, by id or slug', () => {
    expect(placeInTree(tree, 'v')).toEqual({ category: tree[0], siblings: [] });
    const boats = placeInTree(tree, 'boats-slug')!;
    expect(boats.category).toMatchObject({ id: 'boats', children: [], parent: cat('v', null) });
    expect(boats.siblings.map((c) => c.id)).toEqual(['cars', 'boats']);
    expect(placeInTree(tree, 'nothing')).toBeUndefined();
  });
});

describe('keptQuery', () => {
  it('keeps search, price, dates, places and order; drops details, make, model and the page', () => {
    const search =
      '?search=x&priceRange=1-2&currncy=SAR&city=Riyadh&year=2018-&carMake=toyota&cursor=c&sort=oldest';
    expect(keptQuery(search, { carMake: 'nissan' })).toBe(
      '?search=x&priceRange=1-2&currncy=SAR&city=Riyadh&sort=oldest&carMake=nissan',
    );
    expect(keptQuery('?year=2018-')).toBe('');
  });
});

describe('withAds', () => {
  it('leaves out what has no ads and puts the most ads first, ties in the given order', () => {
    const items = [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }, { slug: 'd' }];
    expect(withAds(items, { b: 3, c: 5, d: 3 })).toEqual([
      { item: { slug: 'c' }, count: 5 },
      { item: { slug: 'b' }, count: 3 },
      { item: { slug: 'd' }, count: 3 },
    ]);
  });
});

describe('carOf', () => {
  const makes = [
    {
      slug: 'toyota',
      en: 'Toyota',
      ar: 'تويوتا',
      models: [{ slug: 'toyota-camry', en: 'Camry', ar: 'كامري' }],
    },
  ];
  it('names a model only within its make', () => {
    expect(carOf(makes, new URLSearchParams('carMake=toyota&carModel=toyota-camry')).model?.en).toBe('Camry');
    expect(carOf(makes, new URLSearchParams('carModel=toyota-camry')).model).toBeUndefined();
  });
});
