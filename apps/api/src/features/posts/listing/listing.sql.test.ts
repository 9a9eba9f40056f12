// Sold and expired ads in the listing SQL (docs/decisions/0027-sold-ads.md, 0053): every listing
// but a member's own leaves them out, and a walk tests it inside, where its partial index
// (0025_ad_lifecycle.sql) serves it; the member's page shows their expired ads to them alone.
import { describe, expect, it } from 'vitest';
import { listingSql } from './listing.sql.ts';

const UNSOLD = 'p.sold_at is null and p.expired_at is null';
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

  it("keeps them in a member's own list, the expired ones for the member alone", () => {
    const { text } = listingSql({ userId: 'u' }, 'newest', undefined, 22, { mode: 'plain' });
    expect(text).not.toContain('sold_at is null');
    expect(text).toContain('p.expired_at is null');
    const own = listingSql({ userId: 'u', viewerId: 'u' }, 'newest', undefined, 22, { mode: 'plain' });
    expect(own.text).not.toContain('expired_at is null');
  });

  it('orders time by listed_at, which a refresh moves', () => {
    const { text } = listingSql({}, 'newest', undefined, 22, { mode: 'plain' });
    expect(text).toContain('order by p.listed_at desc, p.id desc');
  });
});
