// Typed search text → a PostgreSQL tsquery over the normalised 'simple' document
// (docs/product/listings-and-search.md#search): exact tokens AND-ed, each word also matching its Arabic stem
// and itself without attached particles, and known names (search-names/) expanded to all their
// spellings both ways, whole (تيوتا → تويوتا | toyota; land cruiser → لاندكروزر | لاند <-> كروزر …);
// then what buyers type beyond spelling (search-beyond.ts, docs/decisions/0046).
import { nameWithoutParticles, searchTokens, stemArabic, wordForms } from './search-normalize.ts';
import { SEARCH_NAMES, type SearchName } from './search-names/index.ts';
import { beyondAlternatives, keptWhole, typedTokens, withBeyond, withVocabulary } from './search-beyond.ts';
import { ruleWordForms } from './search-word-forms.ts';

/** Normalised phrase → every spelling of the same thing, each as its list of tokens. */
export type SearchVocabulary = Map<string, string[][]>;

const MAX_TOKENS = 8;
const MAX_PHRASE = 4;

/**
 * groups: the names of one thing (en, ar and aliases), raw as typed. A name of several words is
 * also known written together (Land Cruiser → landcruiser, لاند كروزر → لاندكروزر).
 */
export function buildVocabulary(groups: readonly (readonly string[])[]): SearchVocabulary {
  const vocab: SearchVocabulary = new Map();
  for (const names of groups) {
    const written = names.map((n) => searchTokens(n)).filter((p) => p.length && p.length <= MAX_PHRASE);
    const joined = written.filter((p) => p.length > 1).map((p) => [p.join('')]);
    const phrases = [...new Map([...written, ...joined].map((p) => [p.join(' '), p])).values()];
    for (const phrase of phrases) {
      const key = phrase.join(' ');
      // Bare numbers and single letters ("3", "x") would drag unrelated ads into a search.
      if (/^\d+$/.test(key) || key.length < 2) continue;
      const known = vocab.get(key) ?? [];
      const seen = new Set(known.map((p) => p.join(' ')));
      vocab.set(key, [...known, ...phrases.filter((p) => !seen.has(p.join(' ')))]);
    }
  }
  return vocab;
}

/** The vocabulary of a table of names: each entry's spellings in both scripts are one group. */
export const vocabularyOf = (names: readonly SearchName[]) =>
  buildVocabulary(names.map((n) => [...n.en, ...n.ar]));

let shared: SearchVocabulary | undefined;
/** The site's vocabulary (SEARCH_NAMES), built once. */
export const searchVocabulary = (): SearchVocabulary => (shared ??= vocabularyOf(SEARCH_NAMES));

function term(token: string, prefix: boolean, vocab: SearchVocabulary): string {
  if (prefix) return `'${token}':*`;
  const isName = (w: string) => vocab.has(w);
  // Known names take no rule forms (iphone is not an English plural to inflect).
  const rules = isName(token) ? [] : ruleWordForms(token);
  // A word of the beyond tables keeps its letters (بوصة is not ب + وصة) but, unlike a name, meets
  // its other forms at its stem (سيارة ↔ سيارات); anything else: the word's forms (search-normalize.ts).
  const own =
    keptWhole(token) && !isName(token)
      ? [stemArabic(token)].filter((f) => f !== token && !isName(f))
      : wordForms(token, isName);
  const forms = [...new Set([...own, ...rules])];
  return forms.length ? `(${[token, ...forms].map((f) => `'${f}'`).join(' | ')})` : `'${token}'`;
}

function anyOf(phrases: string[][], vocab: SearchVocabulary): string {
  const alts = phrases.map((p) =>
    p.length === 1 ? term(p[0]!, false, vocab) : `(${p.map((t) => `'${t}'`).join(' <-> ')})`,
  );
  return `(${[...new Set(alts)].join(' | ')})`;
}

/** The name the words start with (an article or particle on its first word aside: الايفون, بالكامري). */
function nameAt(words: string[], vocab: SearchVocabulary): string[][] | undefined {
  const rest = words
    .slice(1)
    .map((w) => ` ${w}`)
    .join('');
  const bare = nameWithoutParticles(words[0]!, (w) => vocab.has(w + rest));
  return vocab.get(words.join(' ')) ?? (bare ? vocab.get(bare + rest) : undefined);
}

/**
 * The tsquery text for to_tsquery('simple', …), or null when nothing searchable was typed.
 * Tokens only hold letters and digits after normalisation, so quoting them is safe.
 * prefixLast: the last word also matches as a prefix (suggestions only: prefix GIN lookups are slow).
 */
export function buildTsQuery(
  text: string,
  vocab: SearchVocabulary,
  options: { prefixLast?: boolean } = {},
): string | null {
  const tokens = typedTokens(text, (w) => vocab.has(w)).slice(0, MAX_TOKENS);
  if (!tokens.length) return null;
  const parts: string[] = [];
  for (let i = 0; i < tokens.length;) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE, tokens.length - i); n >= 1 && !matched; n--) {
      const group = nameAt(tokens.slice(i, i + n), vocab);
      if (group && !(options.prefixLast && i + n === tokens.length)) {
        parts.push(anyOf(withBeyond(group, vocab), vocab));
        matched = n;
      }
    }
    // Beyond spelling (search-beyond.ts): dialect synonyms, broken plurals, Latin-typed Arabic, model words.
    const beyond = matched || options.prefixLast ? null : beyondAlternatives(tokens, i);
    if (beyond) {
      parts.push(anyOf(withVocabulary(beyond.phrases, vocab), vocab));
      matched = beyond.length;
    }
    if (!matched) {
      parts.push(term(tokens[i]!, Boolean(options.prefixLast) && i === tokens.length - 1, vocab));
      matched = 1;
    }
    i += matched;
  }
  return parts.join(' & ');
}
