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
    const isName = (w: string) => vocab.has(w);
    expect(searchDocument(['فورد اكسبلورر'], isName).split(' ')).not.toContain('ورد');
  });

  it('a rent ad does not answer a sale query', () => {
    const rent = searchDocument(['شقة للإيجار']).split(' ');
    const sale = buildTsQuery('للبيع', vocab)!;
    expect(sale).toBe("('للبيع' | 'بيع')");
    expect(rent.some((w) => sale.includes(`'${w}'`))).toBe(false);
  });
});

describe('names match whole (docs/product/listings-and-search.md#search-vocabulary)', () => {
  const names = buildVocabulary([
    ['Mercedes-Benz', 'مرسيدس', 'مرسيدس بنز', 'بنز', 'Mercedes', 'Benz'],
    ['Camry', 'كامري'],
    ['iPhone', 'ايفون', 'اي فون'],
    ['Lexus', 'لكزس'],
    ['Elantra', 'النترا'],
    ['Land Cruiser', 'لاند كروزر'],
  ]);
  const isName = (w: string) => names.has(w);
  const doc = (text: string) => searchDocument([text], isName).split(' ');
  const tokens = (q: string) => [...buildTsQuery(q, names)!.matchAll(/'([^']+)'/g)].map((m) => m[1]);

  it('a stem or a bare form of an ordinary word is never a name: بنزين (petrol) is not بنز', () => {
    expect(doc('سيارة بنزين')).not.toContain('بنز');
    expect(tokens('بنزين')).not.toContain('بنز');
    expect(buildTsQuery('بنز', names)).not.toContain('بنزين');
  });

  it('a name is not stemmed: كامري is not كامر (the stem of كامره, a camera)', () => {
    expect(doc('تويوتا كامري')).not.toContain('كامر');
    expect(tokens('كامري')).not.toContain('كامر');
    expect(doc('كامرة مراقبة')).toContain('كامر');
  });

  it('an article or particle on a name searches as the bare name, all its spellings included', () => {
    expect(buildTsQuery('الايفون', names)).toBe(buildTsQuery('ايفون', names));
    expect(buildTsQuery('بالكامري', names)).toBe(buildTsQuery('camry', names));
    expect(buildTsQuery('ولكزس', names)).toBe(buildTsQuery('lexus', names));
    expect(buildTsQuery('والنترا', names)).toBe(buildTsQuery('elantra', names));
    expect(buildTsQuery('واللاند كروزر', names)).toBe(buildTsQuery('land cruiser', names));
    expect(doc('الايفون نظيف')).toContain('ايفون');
    expect(doc('للبيع ولكزس')).toContain('لكزس');
  });

  it('a name of several words is also known written together, in either script', () => {
    for (const typed of ['land cruiser', 'landcruiser', 'لاند كروزر', 'لاندكروزر', 'Land-Cruiser']) {
      const q = buildTsQuery(typed, names)!;
      expect(q, typed).toContain("('land' <-> 'cruiser')");
      expect(q, typed).toContain("('لاند' <-> 'كروزر')");
      expect(q, typed).toContain("'landcruiser'");
      expect(q, typed).toContain("'لاندكروزر'");
    }
  });

  it("a brand's other names find that brand, and nothing else", () => {
    const mercedes = buildTsQuery('mercedes', names);
    for (const other of ['مرسيدس', 'بنز', 'Mercedes-Benz', 'مرسيدس بنز', 'benz'])
      expect(buildTsQuery(other, names), other).toBe(mercedes);
  });
});
