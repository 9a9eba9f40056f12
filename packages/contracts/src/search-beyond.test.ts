import { describe, expect, it } from 'vitest';
import { BEYOND_SETS, BEYOND_TABLES } from './search-beyond.ts';
import { markInches, splitModelWord } from './search-model-numbers.ts';
import { searchDocument, searchTokens } from './search-normalize.ts';
import { buildTsQuery, buildVocabulary } from './search-query.ts';
import { ruleWordForms } from './search-word-forms.ts';
import { bestCorrection, mayBeTypo, neighbourSwaps, withinOneEdit } from './search-typo.ts';

const vocab = buildVocabulary([
  ['iPhone', 'ايفون'],
  ['PlayStation', 'بلايستيشن'],
  ['Land Cruiser', 'لاند كروزر'],
]);
const q = (text: string) => buildTsQuery(text, vocab)!;

describe('the tables', () => {
  it('every entry names two or more different words and says why', () => {
    for (const entry of BEYOND_TABLES.flat()) {
      const keys = new Set(entry.words.map((w) => searchTokens(w).join(' ')));
      expect(keys.size, entry.words.join(', ')).toBeGreaterThanOrEqual(2);
      expect(entry.reason.length, entry.words.join(', ')).toBeGreaterThan(10);
    }
  });
  it('no set grows by accident: joined through shared words, each stays small', () => {
    for (const [word, set] of BEYOND_SETS) expect(set.length, word).toBeLessThanOrEqual(10);
  });
  it('words left out on purpose stay out (they would match other things)', () => {
    for (const w of ['براد', 'flat', 'land', 'ac', 'شاشه', 'طلي', 'طليان', 'اسره', 'جمال', 'عقد', 'قدر'])
      expect(BEYOND_SETS.has(w), w).toBe(false);
  });
});

describe('buildTsQuery beyond spelling', () => {
  it('a broken plural finds its singular and the other way round, through particles too', () => {
    expect(q('عطر')).toContain("'عطور'");
    expect(q('العطور')).toContain("'عطر'");
    expect(q('شقة')).toContain("'شقق'");
  });
  it('dialect words and Latin-typed Arabic find the same goods', () => {
    for (const typed of ['جوال', 'موبايل', 'jawal']) {
      expect(q(typed)).toContain("'جوال'");
      expect(q(typed)).toContain("'موبايل'");
    }
    expect(q('دباب بحري')).toContain("('جت' <-> 'سكي')");
    expect(q('دباب')).not.toContain("'جت'");
  });
  it('a feminine noun meets its dual and suffixed forms', () => {
    expect(q('سيارة')).toContain("'سيارت'");
    expect(q('سيارتين')).toContain("'سياره'");
  });
  it('English plurals both ways, glasses never glass, known names not inflected', () => {
    expect(q('phone')).toContain("'phones'");
    expect(q('batteries')).toContain("'battery'");
    expect(q('watch')).toContain("'watches'");
    expect(q('glasses')).toBe("'glasses'");
    expect(q('iphone')).not.toContain('iphones');
    expect(q("women's abaya")).not.toMatch(/'s'/);
  });
  it('model words: joined or apart, across scripts; a size in inches however written', () => {
    expect(q('s24')).toBe("('s24' | ('s' <-> '24'))");
    expect(q('iphone15')).toBe(q('iphone 15'));
    expect(q('ايفون ١٥')).toBe(q('iphone 15'));
    for (const typed of ['65 inch', '65"', '65inch', '٦٥ بوصة', '65 انش'])
      expect(q(typed)).toBe(q('65 inch'));
    expect(q('ps5')).toContain("'بلايستيشن'");
    expect(q('بلايستيشن 5')).toContain("'ps'");
  });
});

describe('rules', () => {
  it('word forms', () => {
    expect(ruleWordForms('شقه')).toEqual(['شقت']);
    expect(ruleWordForms('غرفه')).toEqual(['غرفت']);
    expect(ruleWordForms('غرفتين')).toEqual(['غرفه', 'غرف']);
    expect(ruleWordForms('بيتين')).toEqual([]); // بي is too short to be a feminine noun
    expect(ruleWordForms('boxes')).toEqual(['box']);
    expect(ruleWordForms('bus')).toEqual([]);
    expect(ruleWordForms('knife')).toEqual(['knives']);
  });
  it('model words and inch marks', () => {
    expect(splitModelWord('256gb')).toEqual(['256', 'gb']);
    expect(splitModelWord('ايفون15')).toEqual(['ايفون', '15']);
    expect(splitModelWord('a1b2')).toBeNull();
    expect(searchTokens(markInches('شاشة 55" و 65″'))).toEqual(['شاشه', '55', 'inch', 'و', '65', 'inch']);
    expect(searchDocument(['Galaxy S24']).split(' ')).toEqual(['galaxy', 's24', 's', '24']);
  });
  it('one typing mistake: changed, added, removed or swapped letters, nothing more', () => {
    expect(withinOneEdit('تلاجه', 'ثلاجه')).toBe(true);
    expect(withinOneEdit('toyta', 'toyota')).toBe(true);
    expect(withinOneEdit('camrry', 'camry')).toBe(true);
    expect(withinOneEdit('iphnoe', 'iphone')).toBe(true);
    expect(withinOneEdit('camera', 'camry')).toBe(false);
    expect(withinOneEdit('same', 'same')).toBe(false);
    expect(mayBeTypo('كنبه')).toBe(false);
    expect(neighbourSwaps('iphnoe')).toContain('iphone');
    expect(neighbourSwaps('abba')).toEqual(['baba', 'abab']);
    expect(mayBeTypo('s24ultra')).toBe(false);
  });
  it('the correction is the closest word in most ads, never one in too few, a word before its stem', () => {
    const ads = (word: string, n: number) => ({ word, ads: n });
    expect(bestCorrection('تلاجه', [ads('ثلاجه', 40), ads('ثلاج', 90), ads('ثلاجات', 99)])).toBe('ثلاجه');
    expect(bestCorrection('بطانيه', [ads('بطاريه', 2)])).toBeNull();
    expect(bestCorrection('زعفرن', [ads('زعفر', 3), ads('زعفران', 3)])).toBe('زعفران');
  });
});
