import { describe, expect, it } from 'vitest';
import { searchDocument, stemArabic } from './search-normalize.ts';
import { buildTsQuery, buildVocabulary } from './search-query.ts';

const vocab = buildVocabulary([
  ['Toyota', 'تويوتا', 'تيوتا', 'تايوتا'],
  ['Camry', 'كامري'],
  ['Land Cruiser', 'لاند كروزر', 'لاندكروزر'],
  ['3', 'Mazda 3'],
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
