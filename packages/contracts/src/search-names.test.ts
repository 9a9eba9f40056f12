import { describe, expect, it } from 'vitest';
import { SEARCH_NAME_KINDS, SEARCH_NAMES } from './search-names/index.ts';
import { normalizeSearchText, searchDocument, searchTokens } from './search-normalize.ts';
import { buildTsQuery, searchVocabulary } from './search-query.ts';

// Spellings two things really share: short model codes of two makes. A search for one finds both.
const SHARED = new Set(['lx', 'rx', 'h1', 'اتش 1', 'اتش1']);

describe('the search vocabulary table', () => {
  it('one entry per thing: unique ids, known kinds, a model names its make', () => {
    const ids = new Set<string>();
    for (const n of SEARCH_NAMES) {
      expect(ids.has(n.id), n.id).toBe(false);
      ids.add(n.id);
      expect(SEARCH_NAME_KINDS).toContain(n.kind);
      expect(n.en.length + n.ar.length, n.id).toBeGreaterThan(0);
      for (const name of n.ar) expect(name, n.id).toMatch(/[\u0600-\u06FF]/);
      for (const name of n.en) expect(name, n.id).not.toMatch(/[\u0600-\u06FF]/);
    }
    for (const n of SEARCH_NAMES.filter((x) => x.kind === 'model'))
      expect(SEARCH_NAMES.find((m) => m.id === n.make)?.kind, n.id).toBe('make');
  });

  it('no spelling, written apart or together, names two things', () => {
    const owner = new Map<string, string>();
    for (const n of SEARCH_NAMES) {
      const spellings = [...n.en, ...n.ar].map(normalizeSearchText);
      for (const key of new Set([...spellings, ...spellings.map((s) => s.replace(/ /g, ''))])) {
        if (SHARED.has(key) || /^\d+$/.test(key)) continue;
        expect(owner.get(key) ?? n.id, `${key}: ${n.id} and ${owner.get(key)}`).toBe(n.id);
        owner.set(key, n.id);
      }
    }
  });
});

/**
 * Confusable pairs: a name and a word (or another name) a letter or two away, or sharing a stem.
 * Neither finds the other: the query's words never meet the other ad's document.
 */
const CONFUSABLE: [string, string, string][] = [
  ['بنز', 'بنزين', 'Mercedes / petrol: the stem of بنزين is بنز'],
  ['مرسيدس', 'بنزين', 'Mercedes / petrol'],
  ['كامري', 'كامرة', 'Camry / camera: both stem to كامر'],
  ['جيلي', 'الجيل', 'Geely / generation: جيلي stems to جيل'],
  ['جاز', 'جازان', 'Honda Jazz / Jazan: جازان stems to جاز'],
  ['جري', 'قرية', 'Gree / village'],
  ['باترول', 'بترول', 'Nissan Patrol / petroleum'],
  ['كيا', 'كيان', 'Kia / entity'],
  ['رام', 'رامي', 'Dodge Ram / Rami: رامي stems to رام'],
  ['سيل', 'وسيلة', 'BYD Seal / means: وسيله stems to سيل'],
  ['سيل', 'السيل', 'BYD Seal / Al Sail (a flood, a town)'],
  ['لكزس', 'لكس', 'Lexus / lux'],
  ['هوندا', 'هونر', 'Honda / Honor'],
  ['اودي', 'اوبو', 'Audi / Oppo'],
  ['سوني', 'سوناتا', 'Sony / Sonata'],
  ['galaxy', 'iphone', 'two product lines'],
];

describe('confusable pairs', () => {
  const vocab = searchVocabulary();
  const isName = (w: string) => vocab.has(w);
  const words = (query: string) => [...buildTsQuery(query, vocab)!.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
  it.each(CONFUSABLE)('%s and %s never find each other (%s)', (a, b) => {
    const docA = new Set(searchDocument([a], isName).split(' '));
    const docB = new Set(searchDocument([b], isName).split(' '));
    expect(words(a).filter((w) => docB.has(w))).toEqual([]);
    expect(words(b).filter((w) => docA.has(w))).toEqual([]);
  });

  it('a longer name contains the shorter one, not the other way round', () => {
    const cross = searchDocument(['كرولا كروس'], isName).split(' ');
    expect(words('كورولا').some((w) => cross.includes(w))).toBe(true);
    expect(buildTsQuery('كرولا كروس', vocab)).not.toBe(buildTsQuery('كورولا', vocab));
  });

  it('every Arabic spelling in the table is whole letters after normalisation', () => {
    for (const n of SEARCH_NAMES) for (const s of n.ar) expect(searchTokens(s).length, s).toBeGreaterThan(0);
  });
});
