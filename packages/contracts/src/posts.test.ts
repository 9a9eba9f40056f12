import { describe, expect, it } from 'vitest';
import { listingSort, PostsQuerySchema, PriceSchema, UpdatePostSchema } from './posts.ts';
import { CreateReportSchema } from './social.ts';

// docs/product/errors-and-limits.md#validation-rules (price)
describe('PriceSchema (price rule → integer halalas)', () => {
  it.each([
    ['1500', 150000],
    ['٣٥٠٠', 350000],
    ['12.5', 1250],
    ['99.99', 9999],
    [250, 25000],
  ])('%s → %i', (input, minor) => expect(PriceSchema.parse(input)).toBe(minor));
  it.each(['01', '1.234', '0', '', '1,000', '-5', '12345678901'])('%j is refused', (input) => {
    expect(PriceSchema.safeParse(input).success).toBe(false);
  });
});

describe('listing and update inputs', () => {
  it('keepImages takes a JSON array or a comma list of ids', () => {
    const id = '6a0f5a57-9d0c-4f1e-9a39-5f2a6f0f2a11';
    expect(UpdatePostSchema.parse({ keepImages: `["${id}"]` }).keepImages).toEqual([id]);
    expect(UpdatePostSchema.parse({ keepImages: `${id}, ${id}` }).keepImages).toEqual([id, id]);
    expect(UpdatePostSchema.safeParse({ keepImages: 'x' }).success).toBe(false);
  });
  it('filter defaults: 21 per page; priceRange folds Arabic digits', () => {
    expect(PostsQuerySchema.parse({})).toMatchObject({ limit: 21 });
    expect(PostsQuerySchema.parse({ priceRange: '١٠٠٠-٢٠٠٠' }).priceRange).toBe('1000-2000');
    expect(PostsQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
  it('the order: best match when the search has words, newest otherwise; an explicit sort wins', () => {
    expect(listingSort({})).toBe('newest');
    expect(listingSort({ search: 'تويوتا' })).toBe('relevance');
    expect(listingSort({ search: ' !! ' })).toBe('newest');
    expect(listingSort({ search: 'تويوتا', sort: 'price_asc' })).toBe('price_asc');
    expect(listingSort({ search: 'تويوتا', sort: 'newest' })).toBe('newest');
    expect(listingSort({ sort: 'relevance' })).toBe('newest');
    expect(PostsQuerySchema.safeParse({ sort: 'relevance' }).success).toBe(true);
    expect(PostsQuerySchema.safeParse({ sort: 'best' }).success).toBe(false);
  });
  it('a report names exactly one target', () => {
    expect(CreateReportSchema.safeParse({ postId: 'a', reason: 'spam' }).success).toBe(true);
    expect(CreateReportSchema.safeParse({ reason: 'spam' }).success).toBe(false);
    expect(CreateReportSchema.safeParse({ postId: 'a', userId: 'b', reason: 'spam' }).success).toBe(false);
  });
});
