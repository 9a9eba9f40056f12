// The plan choice on the shapes the 1 M-ad bench measures (bench/cases.ts).
import { describe, expect, it } from 'vitest';
import {
  chooseSearchPlan,
  estimateMatches,
  matchesAtLeast,
  MAX_WALK,
  type SearchStats,
} from './search-plan.ts';

const stats: SearchStats = {
  total: 1_100_000,
  counts: new Map([
    ['#all', 1_100_000],
    ['toyota', 9_800],
    ['تويوتا', 9_800],
    ['sale', 230_000],
    ['للبيع', 12_000],
    ['camry', 3_000],
    ['2015', 50_000],
    ['#city:1', 55_000],
    ['#root:cars', 200_000],
  ]),
};

describe('matchesAtLeast', () => {
  it('is the most common single word of one group of alternatives', () => {
    expect(matchesAtLeast("('toyota' | 'تويوتا' | 'تيوتا')", stats)).toBe(9_800);
    expect(matchesAtLeast("'camry':*", stats)).toBe(3_000);
  });

  it('proves nothing for a phrase or an AND, whose matches can be far fewer than its words', () => {
    expect(matchesAtLeast("('for' <-> 'sale')", stats)).toBe(0);
    expect(matchesAtLeast("(('for' <-> 'sale') | 'للبيع')", stats)).toBe(12_000);
    expect(matchesAtLeast("('camry' | 'كامري') & '2015'", stats)).toBe(0);
    expect(matchesAtLeast("'yukon'", stats)).toBe(0);
  });
});

describe('estimateMatches', () => {
  it('takes the rarest AND group, the commonest alternative, a phrase as its rarest word', () => {
    expect(estimateMatches("('toyota' | 'تويوتا' | 'تيوتا')", stats)).toBe(9_800);
    expect(estimateMatches("('camry' | ('كامري' | 'كامر')) & '2015'", stats)).toBe(3_000);
    expect(estimateMatches("(('for' <-> 'sale') | 'للبيع')", stats)).toBe(12_000);
    expect(estimateMatches("'yukon'", stats)).toBe(0);
  });
});

describe('chooseSearchPlan', () => {
  const plan = (f: Parameters<typeof chooseSearchPlan>[0], timeSort = true) =>
    chooseSearchPlan(f, timeSort, 22, stats);

  it('a common word alone walks the global index, within the cap', () => {
    const p = plan({ tsquery: "('toyota' | 'تويوتا')" });
    expect(p).toMatchObject({ mode: 'walk', lead: null });
    expect(p.mode === 'walk' && p.walkCap <= MAX_WALK).toBe(true);
  });

  it('more rows than a page (the 50 candidates of best match) for a common word still walk: the cap grows with the rows asked', () => {
    // Measured on 1 M ads: walking ~5,500 rows took 13 ms, the GIN plan's ~9,200 matches 56 ms.
    const p = chooseSearchPlan({ tsquery: "('toyota' | 'تويوتا')" }, true, 50, stats);
    expect(p).toMatchObject({ mode: 'walk', lead: null });
    expect(p.mode === 'walk' && p.walkCap).toBeGreaterThanOrEqual(50 / (9_800 / 1_100_000));
  });

  it('the same word in a big city with a price range: the GIN plan', () => {
    expect(plan({ tsquery: "'toyota'", cityIds: [1], priceMin: 1, priceMax: 2 })).toEqual({ mode: 'gin' });
  });

  it('a very common word in a big city walks that city first', () => {
    expect(plan({ tsquery: "'sale'", cityIds: [1], categoryRootId: 'cars' })).toMatchObject({
      mode: 'walk',
      lead: 'cityIds',
    });
  });

  it('a price sort walks the price index (no lead) only for a very common word, with a lower cap', () => {
    expect(plan({ tsquery: "'sale'" }, false)).toEqual({ mode: 'walk', lead: null, walkCap: 512 });
    // Its rows are scattered over the table: a narrower match reads the GIN matches instead.
    expect(plan({ tsquery: "'sale'", cityIds: [1] }, false)).toEqual({ mode: 'gin' });
    expect(plan({ tsquery: "'toyota'" }, false)).toEqual({ mode: 'gin' });
  });

  it('rare or unknown words, and no counts at all, take the GIN plan', () => {
    expect(plan({ tsquery: "'yukon'", cityIds: [1] })).toEqual({ mode: 'gin' });
    expect(chooseSearchPlan({ tsquery: "'sale'" }, true, 22, { total: 0, counts: new Map() })).toEqual({
      mode: 'gin',
    });
  });
});
