import { describe, expect, it } from 'vitest';
import { SEARCH_NAME_KINDS, SEARCH_NAMES } from './search-names/index.ts';
import { normalizeSearchText } from './search-normalize.ts';
import { buildTsQuery, searchVocabulary } from './search-query.ts';

const vocab = searchVocabulary();
const query = (text: string) => buildTsQuery(text, vocab)!;

describe('brand spellings, one test per kind', () => {
  it.each([
    ['phones', 'ايفون', 'iphone'],
    ['phones', 'آيفون', 'iphone'],
    ['phones', 'iPhone', 'ايفون'],
    ['phones', 'سامسونغ', 'samsung'],
    ['phones', 'samsung', 'سامسونج'],
    ['phones', 'جلاكسي', 'galaxy'],
    ['phones', 'شياومي', 'xiaomi'],
    ['electronics', 'بلاي ستيشن', 'playstation'],
    ['electronics', 'playstation', 'بلايستيشن'],
    ['electronics', 'ماكبوك', 'macbook'],
    ['watches', 'رولكس', 'rolex'],
    ['watches', 'روليكس', 'rolex'],
    ['watches', 'rolex', 'رولكس'],
    ['watches', 'اوميجا', 'omega'],
    ['perfumes', 'شنل', 'chanel'],
    ['perfumes', 'غوتشي', 'gucci'],
    ['perfumes', 'tom ford', "'توم' <-> 'فورد'"],
    ['appliances', 'ال جي', 'lg'],
    ['appliances', 'bosch', 'بوش'],
    ['appliances', 'دايسون', 'dyson'],
  ])('%s: "%s" also finds %s', (_family, typed, other) => {
    expect(query(typed)).toContain(other.includes("'") ? other : `'${normalizeSearchText(other)}'`);
  });

  it('every kind has its names', () => {
    for (const kind of SEARCH_NAME_KINDS)
      expect(SEARCH_NAMES.filter((n) => n.kind === kind).length, kind).toBeGreaterThan(5);
  });
});

describe('precision', () => {
  it('a product line never finds another brand, nor its maker alone', () => {
    expect(query('galaxy')).not.toContain('iphone');
    expect(query('galaxy')).not.toContain('samsung');
    expect(query('iphone')).not.toContain('galaxy');
    expect(query('rolex')).not.toContain('omega');
  });

  it('words that are also brands elsewhere stay themselves: camels, the colour grey', () => {
    // إبل (camels) normalises to ابل; رصاصي is grey in a car ad.
    expect(query('إبل')).toBe("'ابل'");
    // Only the word and its light stem, no brand.
    expect(query('رصاصي')).toBe("('رصاصي' | 'رصاص')");
    expect(query('apple')).toBe("('apple' | ('ابل' <-> 'ستور') | 'ابلستور')");
  });
});
