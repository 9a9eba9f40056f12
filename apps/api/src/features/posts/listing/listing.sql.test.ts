// Sold ads in the listing SQL (docs/decisions/0027-sold-ads.md): every listing but a member's own
// leaves them out, and a walk tests it inside, where its partial index (0015_sold_ads.sql) serves it.
import { describe, expect, it } from 'vitest';
import { listingSql } from './listing.sql.ts';

const UNSOLD = 'p.sold_at is null';
const walk = { mode: 'walk', lead: null, walkCap: 4096 } as const;

describe('listingSql and sold ads', () => {
  it('leaves sold ads out of plain, GIN and walk plans', () => {
    for (const plan of [{ mode: 'plain' }, { mode: 'gin' }, walk] as const)
      expect(listingSql({ tsquery: "'toyota'" }, 'newest', undefined, 22, plan).text).toContain(UNSOLD);
  });

  it('a walk tests it inside its bounded read, on time and price orders alike', () => {
    for (const sort of ['newest', 'price_asc'] as const) {
      const { text } = listingSql({ tsquery: "'toyota'" }, sort, undefined, 22, walk);
      const inner = text.slice(text.indexOf('(select'), text.indexOf('limit 4096'));
      expect(inner, sort).toContain(UNSOLD);
    }
  });

  it("keeps them in a member's own list", () => {
    const { text } = listingSql({ userId: 'u' }, 'newest', undefined, 22, { mode: 'plain' });
    expect(text).not.toContain('sold_at is null');
  });
});
