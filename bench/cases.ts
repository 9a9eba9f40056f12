import type pg from 'pg';
import { encodeCursor, timeKeySql } from '../apps/api/src/lib/cursor.ts';

export type BenchCase = { name: string; path: string; headers?: Record<string, string> };

const q = (params: Record<string, string>) => `/api/post/cursor?${new URLSearchParams(params)}`;

/** The listed queries of the listings issue, with real ids and values from the loaded data. */
export async function benchCases(db: pg.Client, _base: string): Promise<BenchCase[]> {
  const one = async <T extends pg.QueryResultRow>(sql: string) => (await db.query<T>(sql)).rows[0]!;
  const category = await one<{ id: string }>(
    `select c.id from categories c where c.parent_id is null order by (select count(*) from categories k where k.parent_id = c.id) desc limit 1`,
  );
  // Half way down the listed ads: 500k on the bench's 1 M ads, and still a row on a smaller load.
  const deep = await one<{ key: string; id: string }>(
    `select ${timeKeySql('listed_at')} as key, id from posts where sold_at is null and expired_at is null
      order by listed_at desc, id desc
      offset least(500000, (select count(*) / 2 from posts where sold_at is null and expired_at is null)) limit 1`,
  );
  const post = await one<{ id: string }>(
    'select id from posts where sold_at is null and expired_at is null order by listed_at desc limit 1',
  );
  // A word that shows up in about 0.01 % of ads, from a 1 % sample of the titles; the same
  // sample (and so the same word) every run, and whatever builds the search documents, so runs compare.
  const rare = await one<{ word: string }>(
    `select word from ts_stat($$select to_tsvector('simple', souqna_normalize(title))
                                  from posts tablesample system (1) repeatable (1)$$)
      where ndoc = 1 and length(word) > 4 and word ~ '^[a-z]+$' order by word limit 1`,
  );
  const cityFilter = { country: 'Saudi Arabia', state: 'Riyadh', city: 'Riyadh' };
  return [
    { name: 'cursor, no filter', path: q({}) },
    { name: 'cursor, category', path: q({ categoryId: category.id }) },
    { name: 'cursor, city + price', path: q({ ...cityFilter, priceRange: '10000-75000' }) },
    { name: 'cursor, search "toyota"', path: q({ search: 'toyota' }) },
    {
      name: 'cursor, search "تويوتا" + city + price',
      path: q({ search: 'تويوتا', ...cityFilter, priceRange: '10000-75000' }),
    },
    { name: `cursor, rare word "${rare.word}" + city`, path: q({ search: rare.word, ...cityFilter }) },
    // Names (docs/decisions/0045-search-precision.md): another name of a make, a model of two words.
    { name: 'cursor, search "mercedes"', path: q({ search: 'mercedes' }) },
    { name: 'cursor, search "لاند كروزر"', path: q({ search: 'لاند كروزر' }) },
    { name: 'cursor, search "toyota", newest first', path: q({ search: 'toyota', sort: 'newest' }) },
    // Beyond spelling (docs/decisions/0046-search-beyond-spelling.md): a broken plural and its set
    // (شقة ↔ شقق ↔ shaqa…), a dialect word with a city, a model word, a typing mistake.
    { name: 'cursor, search "شقق" (plural set)', path: q({ search: 'شقق' }) },
    { name: 'cursor, search "جوال" + city (synonyms)', path: q({ search: 'جوال', ...cityFilter }) },
    { name: 'cursor, search "ps5" (model word)', path: q({ search: 'ps5' }) },
    { name: 'cursor, search "تلاجة" (one typing mistake)', path: q({ search: 'تلاجة' }) },
    // Details by category (docs/decisions/0039-details-by-category.md): a broad range, a narrow one, homes.
    {
      name: 'cursor, cars: year 2018–2022 + mileage ≤ 100,000 km',
      path: q({ categoryId: 'cars-for-sale', year: '2018-2022', mileage: '-100000' }),
    },
    {
      name: 'cursor, cars: year 2024 + mileage ≤ 20,000 km + automatic',
      path: q({
        categoryId: 'cars-for-sale',
        year: '2024-2024',
        mileage: '-20000',
        transmission: 'automatic',
      }),
    },
    {
      name: 'cursor, flats for rent: area ≥ 150 m² + rooms ≥ 3',
      path: q({ categoryId: 'apartments-for-rent', area: '150-', rooms: '3-' }),
    },
    { name: 'cursor, deep cursor (500k)', path: q({ cursor: encodeCursor('newest', deep.key, deep.id) }) },
    { name: 'SSR /', path: '/' },
    { name: 'SSR /en', path: '/en' },
    { name: 'SSR /posts/category/{id}', path: `/posts/category/${category.id}` },
    { name: 'SSR /posts/{id}', path: `/posts/${post.id}` },
  ];
}
