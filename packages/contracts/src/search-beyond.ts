// What buyers type that differs from what sellers write, beyond spelling: the typed side's extra
// alternatives for buildTsQuery (docs/product/listings-and-search.md#beyond-spelling,
// docs/decisions/0046-search-beyond-spelling.md). The tables (dialect synonyms, broken plurals,
// Arabic in Latin letters) are joined into sets: a word in two tables (شقة: شقق and shaqa) finds
// everything either table links it to. Ads' documents need none of it, except joined model words.
import { BROKEN_PLURALS } from './search-plurals.ts';
import { LATIN_ARABIC } from './search-latin.ts';
import { markInches, splitModelWord } from './search-model-numbers.ts';
import { searchTokens, stemArabic, withoutParticles } from './search-normalize.ts';
import type { SearchVocabulary } from './search-query.ts';
import { ruleWordForms } from './search-word-forms.ts';
import { SEARCH_SYNONYMS, type SearchSynonym } from './search-synonyms.ts';

export const BEYOND_TABLES: readonly (readonly SearchSynonym[])[] = [
  SEARCH_SYNONYMS,
  BROKEN_PLURALS,
  LATIN_ARABIC,
];
/** The longest phrase in the tables, in words. */
const MAX_PHRASE = 3;

/** Normalised phrase → the normalised phrases of its set (itself included), as token lists. */
function buildSets(tables: readonly (readonly SearchSynonym[])[]): Map<string, string[][]> {
  const parent = new Map<string, string>();
  const find = (k: string): string => {
    const p = parent.get(k) ?? k;
    if (p === k) return k;
    const root = find(p);
    parent.set(k, root);
    return root;
  };
  for (const entry of tables.flat()) {
    const keys = entry.words.map((w) => searchTokens(w).join(' ')).filter(Boolean);
    for (const k of keys) if (!parent.has(k)) parent.set(k, k);
    for (const k of keys.slice(1)) parent.set(find(k), find(keys[0]!));
  }
  const members = new Map<string, string[]>();
  for (const k of parent.keys()) members.set(find(k), [...(members.get(find(k)) ?? []), k]);
  const sets = new Map<string, string[][]>();
  for (const k of parent.keys())
    sets.set(
      k,
      members.get(find(k))!.map((m) => m.split(' ')),
    );
  // An Arabic word's light stem finds its set too (السيارات → سيار → سيارة), unless it is a word of its own.
  for (const k of parent.keys()) {
    const stem = stemArabic(k);
    if (!sets.has(stem)) sets.set(stem, sets.get(k)!);
  }
  return sets;
}

export const BEYOND_SETS: ReadonlyMap<string, string[][]> = buildSets(BEYOND_TABLES);

/** Whether a typed word (or its bare or stemmed form) is in the tables: a known word, never "corrected". */
export const inBeyondTables = (word: string) => setOf(word) !== undefined;
/** A word of the tables keeps its letters, as known names do (بوصة is not ب + وصة). */
export const keptWhole = (word: string) => BEYOND_SETS.has(word);

/**
 * The typed words as the search reads them: an inch mark is the word "inch", and a joined model
 * word whose letters are a known name or unit is split ("iphone15" → "iphone 15", "65inch" →
 * "65 inch") so the name's other spellings apply. `known`: the names' vocabulary.
 */
export function typedTokens(text: string, known: (word: string) => boolean): string[] {
  const tokens = searchTokens(markInches(text));
  return tokens.flatMap((t, i) => {
    // The "s" of an English possessive (women's → women s) is not a word of its own.
    if (t === 's' && i > 0 && /^[a-z]{2,}$/.test(tokens[i - 1]!)) return [];
    const parts = splitModelWord(t);
    const letters = parts && (/^\d/.test(t) ? parts[1] : parts[0]);
    return parts && letters && (known(letters) || BEYOND_SETS.has(letters)) ? parts : [t];
  });
}

/** The set of one typed word: the word, else the word without particles, else either's stem. */
function setOf(word: string): string[][] | undefined {
  const bare = withoutParticles(word);
  const forms = [word, bare, stemArabic(word), bare && stemArabic(bare), ...ruleWordForms(word)];
  for (const f of forms) if (f && BEYOND_SETS.has(f)) return BEYOND_SETS.get(f);
  return undefined;
}

/**
 * The alternatives for the words at tokens[i]: the longest phrase of the tables found there, with
 * the phrases of its set, or a joined model word that is not a known name ("s24" → s24 or
 * "s" followed by "24"). null: nothing beyond the word's own forms.
 */
export function beyondAlternatives(
  tokens: string[],
  i: number,
): { length: number; phrases: string[][] } | null {
  for (let n = Math.min(MAX_PHRASE, tokens.length - i); n >= 2; n--) {
    const set = BEYOND_SETS.get(tokens.slice(i, i + n).join(' '));
    if (set) return { length: n, phrases: set };
  }
  const set = setOf(tokens[i]!);
  // The typed word stays one of them: a set found through its stem must not lose its own form.
  if (set)
    return { length: 1, phrases: set.some((p) => p.join(' ') === tokens[i]) ? set : [[tokens[i]!], ...set] };
  const parts = splitModelWord(tokens[i]!);
  return parts ? { length: 1, phrases: [[tokens[i]!], parts] } : null;
}

/** Phrases that are known names bring all their spellings (ps → playstation → بلايستيشن). */
export function withVocabulary(phrases: string[][], vocab: SearchVocabulary): string[][] {
  return phrases.flatMap((p) => vocab.get(p.join(' ')) ?? [p]);
}

/** A known name that is also in the tables (pickup, playstation) gets its set too. */
export function withBeyond(group: string[][], vocab: SearchVocabulary): string[][] {
  const sets = group.flatMap((p) => BEYOND_SETS.get(p.join(' ')) ?? []);
  if (!sets.length) return group;
  const all = new Map([...group, ...withVocabulary(sets, vocab)].map((p) => [p.join(' '), p]));
  return [...all.values()];
}
