import { describe, expect, it } from 'vitest';
import { clearedFiltersHref } from './cleared-filters.ts';

describe('clearedFiltersHref', () => {
  it('keeps only the search words when a filter is set', () => {
    expect(
      clearedFiltersHref('/en', '?search=camry&city=Riyadh&priceRange=1000-2000&sort=price_asc&view=agenda'),
    ).toBe('/en?search=camry');
  });

  it('keeps Arabic search words intact', () => {
    const href = clearedFiltersHref('/', '?search=تويوتا كامري&country=Saudi+Arabia');
    const url = new URL(href!, 'http://souqna.test');
    expect(url.pathname).toBe('/');
    expect([...url.searchParams]).toEqual([['search', 'تويوتا كامري']]);
  });

  it('drops the whole query when there are no search words', () => {
    expect(clearedFiltersHref('/posts/category/7', '?dateFrom=2026-01-01&cursor=abc')).toBe(
      '/posts/category/7',
    );
  });

  it('offers nothing to clear with only search, sort, view or cursor set', () => {
    expect(clearedFiltersHref('/', '?search=x&sort=oldest&view=agenda&cursor=abc')).toBeNull();
    expect(clearedFiltersHref('/', '')).toBeNull();
    // An emptied field is no filter.
    expect(clearedFiltersHref('/', '?city=')).toBeNull();
  });
});
