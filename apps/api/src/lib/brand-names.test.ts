import { buildTsQuery, buildVocabulary, normalizeSearchText } from '@souqna/contracts';
import { describe, expect, it } from 'vitest';
import { BRAND_FAMILIES, BRAND_NAMES } from './brand-names.ts';

const vocab = buildVocabulary(BRAND_NAMES);
const query = (text: string) => buildTsQuery(text, vocab)!;

describe('brand spellings, one test per family', () => {
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

  it('every family has its brands', () => {
    for (const family of Object.values(BRAND_FAMILIES)) expect(family.length).toBeGreaterThan(5);
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
    expect(query('apple')).toBe("('apple' | ('ابل' <-> 'ستور'))");
  });

  it('no spelling names two different brands', () => {
    const owner = new Map<string, string>();
    for (const names of BRAND_NAMES) {
      for (const name of names) {
        const key = normalizeSearchText(name);
        expect(owner.get(key) ?? names[0], `${name} is also ${owner.get(key)}`).toBe(names[0]);
        owner.set(key, names[0]!);
      }
    }
  });
});
