import { describe, expect, it } from 'vitest';
import { canonicalSavedQuery, SavedSearchQuerySchema, savedSearchPath } from './saved-searches.ts';

const canonical = (q: Record<string, unknown>) => canonicalSavedQuery(SavedSearchQuerySchema.parse(q));

describe('canonicalSavedQuery', () => {
  it('keeps one spelling: words folded, empty filters dropped, choices sorted, keys in one order', () => {
    const a = canonical({
      fuel: 'petrol,hybrid',
      search: ' تُويوتا  TOYOTA ',
      state: '',
      priceRange: '١٠٠٠-',
    });
    const b = canonical({ priceRange: '1000-', fuel: ['hybrid', 'petrol'], search: 'تويوتا toyota' });
    expect(a).toEqual({ search: 'تويوتا toyota', priceRange: '1000-', fuel: 'hybrid,petrol' });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('leaves out paging, order and dates, and an open price range', () => {
    const q = SavedSearchQuerySchema.parse({ search: 'x', priceRange: '-' });
    expect(canonicalSavedQuery(q)).toEqual({ search: 'x' });
    expect(SavedSearchQuerySchema.parse({ cursor: 'c', sort: 'newest', dateFrom: '2026-01-01' })).toEqual({});
  });
});

describe('savedSearchPath', () => {
  it('is the category’s listing with the other filters in its address', () => {
    expect(savedSearchPath({ categoryId: 'cars-for-sale', search: 'camry', country: 'SA' })).toBe(
      '/posts/category/cars-for-sale?search=camry&country=SA',
    );
    expect(savedSearchPath({ search: 'كنب' })).toBe('/posts/category?search=%D9%83%D9%86%D8%A8');
  });
});
