import { describe, expect, it } from 'vitest';
import { searchDocument, stemArabic, withoutParticles } from './search-normalize.ts';
import { buildTsQuery, buildVocabulary } from './search-query.ts';

const vocab = buildVocabulary([
  ['Toyota', 'تويوتا', 'تيوتا', 'تايوتا'],
  ['Camry', 'كامري'],
  ['Land Cruiser', 'لاند كروزر', 'لاندكروزر'],
  ['3', 'Mazda 3'],
  ['Ford', 'فورد'],
]);

describe('buildTsQuery', () => {
  it('expands known names both ways and keeps other words exact', () => {
    const q = buildTsQuery('تيوتا 2018', vocab)!;
    expect(q).toContain("'toyota'");
    expect(q).toContain("'تويوتا'");
    expect(q).toMatch(/ & '2018'$/);
  });
  it('matches multi-word names as phrases, longest first', () => {
    expect(buildTsQuery('land cruiser', vocab)).toContain("('لاند' <-> 'كروزر')");
    expect(buildTsQuery('لاندكروزر', vocab)).toContain("('land' <-> 'cruiser')");
  });
  it('adds the Arabic stem of a word, ignores punctuation-only input, never expands bare numbers', () => {
    expect(buildTsQuery('للإيجار', vocab)).toBe("('للايجار' | 'ايجار')");
    expect(buildTsQuery('!!! ...', vocab)).toBeNull();
    expect(buildTsQuery('3', vocab)).toBe("'3'");
  });
  it('prefix only on the last word when asked', () => {
    expect(buildTsQuery('كامري مستع', vocab, { prefixLast: true })).toMatch(/'مستع':\*$/);
  });
});

describe('stemming and the search document', () => {
  it('strips one clitic prefix and one suffix, keeping 3 letters', () => {
    expect(stemArabic('للايجار')).toBe('ايجار');
    expect(stemArabic('سيارات')).toBe(stemArabic('سياره'));
    expect(stemArabic('شقه')).toBe('شقه');
    expect(stemArabic('toyota')).toBe('toyota');
  });
  it('keeps the words in order and appends differing stems', () => {
    expect(searchDocument(['شقة للإيجار', null, 'Riyadh'])).toBe('شقه للايجار riyadh ايجار');
  });
});

describe('attached particles', () => {
  it.each([
    ['وحمام', 'حمام'],
    ['بحاله', 'حاله'],
    ['للبر', 'بر'],
    ['بالرياض', 'رياض'],
    ['وبالرياض', 'رياض'],
    ['فالسعر', 'سعر'],
    ['وللبيع', 'بيع'],
    ['كالجديد', 'جديد'],
    ['وبسعر', 'سعر'],
  ])('%s → %s', (word, bare) => {
    expect(withoutParticles(word)).toBe(bare);
  });

  it('short words that only start with those letters stay whole', () => {
    for (const word of ['باب', 'ولد', 'فرن', 'بيع', 'لون', 'كرت', 'toyota'])
      expect(withoutParticles(word)).toBeNull();
  });

  it('an ad saying وحمام is found by حمام, and بالرياض by الرياض', () => {
    const doc = searchDocument(['شقة ٣ غرف وحمام بالرياض']).split(' ');
    expect(doc).toEqual(expect.arrayContaining(['وحمام', 'بالرياض', 'حمام', 'رياض']));
    expect(buildTsQuery('الرياض', vocab)).toBe("('الرياض' | 'رياض')");
    expect(buildTsQuery('وحمام', vocab)).toBe("('وحمام' | 'حمام')");
  });

  it('known names keep their letters on both sides: فورد is not و + رد', () => {
    expect(buildTsQuery('فورد', vocab)).toBe("('ford' | 'فورد')");
    const keep = (w: string) => vocab.has(w);
    expect(searchDocument(['فورد اكسبلورر'], keep).split(' ')).not.toContain('ورد');
  });

  it('a rent ad does not answer a sale query', () => {
    const rent = searchDocument(['شقة للإيجار']).split(' ');
    const sale = buildTsQuery('للبيع', vocab)!;
    expect(sale).toBe("('للبيع' | 'بيع')");
    expect(rent.some((w) => sale.includes(`'${w}'`))).toBe(false);
  });
});
