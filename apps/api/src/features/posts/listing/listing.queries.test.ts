// listRows with a fake database: the plan follows the term counts, and a walk that ends short of
// a page hands over to the GIN plan (the walk may have hit its cap), while a full walk answers.
import { describe, expect, it } from 'vitest';
import type { Connection, Database } from '../../../db/client.ts';
import { listRows } from './listing.queries.ts';

function fakeDb(counts: Record<string, number>, walkRows: number) {
  const log: string[] = [];
  const conn: Connection = {
    async exec() {},
    async query<T>(text: string) {
      if (text.includes('from search_term_stats'))
        return Object.entries(counts).map(([word, ndoc]) => ({ word, ndoc })) as T[];
      const mode = text.includes('materialized')
        ? 'gin'
        : text.includes('p.search_tsv from posts')
          ? 'walk'
          : 'plain';
      log.push(mode);
      const n = mode === 'walk' ? walkRows : 22;
      return Array.from({ length: n }, (_, i) => ({ id: `${mode}-${i}` })) as T[];
    },
  };
  const db = { ...conn, driver: 'pg', withConnection: (fn: (c: Connection) => unknown) => fn(conn) };
  return { db: db as unknown as Database, log };
}
const page = (tsquery: string, cityIds?: number[]) => ({
  filters: { tsquery, ...(cityIds ? { cityIds } : {}) },
  sort: 'newest' as const,
  after: undefined,
  limit: 22,
});
const COUNTS = { '#all': 1_000_000, toyota: 120_000, '#city:1': 50_000, '#city:2': 300 };

describe('listRows', () => {
  it('walks for a common word and keeps a full walk', async () => {
    const { db, log } = fakeDb(COUNTS, 22);
    expect((await listRows(db, page("'toyota'")))[0]!.id).toBe('walk-0');
    expect(log).toEqual(['walk']);
  });

  it('a walk that ends short hands over to the GIN plan', async () => {
    const { db, log } = fakeDb(COUNTS, 3);
    expect((await listRows(db, page("'toyota'", [1])))[0]!.id).toBe('gin-0');
    expect(log).toEqual(['walk', 'gin']);
  });

  it('a rare or unknown word, or a common word in a small city, goes to the GIN plan first', async () => {
    for (const p of [page("'yukon'"), page("'toyota'", [2])]) {
      const { db, log } = fakeDb(COUNTS, 22);
      await listRows(db, p);
      expect(log).toEqual(['gin']);
    }
  });

  it('without counts (never refreshed) every search takes the GIN plan; no text is plain', async () => {
    const { db, log } = fakeDb({}, 22);
    await listRows(db, page("'toyota'"));
    await listRows(db, { ...page(''), filters: {} });
    expect(log).toEqual(['gin', 'plain']);
  });
});
