// docs/product/listings-and-search.md#search-normalisation. db/migrations/0003_search.sql holds the SQL twin
// (souqna_normalize); a test runs both over the same tricky strings and asserts they agree.
import { WORD_NAMES } from './search-names/index.ts';
import { markInches, modelWordParts } from './search-model-numbers.ts';

// Only explicit code-point tables are used (no locale-dependent lower()/[:alnum:]), so the
// result is the same in Node, PostgreSQL in any locale, and PGlite.

// Harakat, Quranic marks, superscript alef and tatweel: removed (not spaced) so words stay whole.
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const FOLD: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ی: 'ي', // Persian yeh is typed on some keyboards
  ة: 'ه',
  ک: 'ك',
};
// Letters and digits kept; everything else (punctuation, symbols, emoji, other scripts) becomes a space.
const NOT_KEPT = /[^0-9a-z\u00C0-\u024F\u0620-\u064A\u066E-\u06D3]+/gu;

/**
 * The letters folded as search folds them (marks gone, ASCII lower case, alef/yeh/teh marbuta forms,
 * Arabic-Indic digits as ASCII) with the punctuation kept: the safety rules read links and numbers
 * in it (safety-signals/).
 */
export function foldLetters(value: string): string {
  return value
    .replace(MARKS, '')
    .replace(/[A-Z]/g, (c) => c.toLowerCase()) // ASCII only: SQL lower() is locale-dependent
    .replace(/[أإآٱىیةک]/g, (c) => FOLD[c]!)
    .replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (c) => String(c.charCodeAt(0) - 0x06f0));
}

export function normalizeSearchText(value: string): string {
  return foldLetters(value).replace(NOT_KEPT, ' ').trim().replace(/ +/g, ' ');
}

export function searchTokens(value: string): string[] {
  const text = normalizeSearchText(value);
  return text ? text.split(' ') : [];
}

const ARABIC_WORD = /^[\u0620-\u064A\u066E-\u06D3]+$/;
// Light stemming after Lucene's ArabicLightStemmer, on normalised text (ة is already ه).
const PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
const SUFFIXES = ['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي'];
const MIN_STEM = 3;

/** The token without one clitic prefix and one suffix (للإيجار → ايجار, سيارات/سياره → سيار). */
export function stemArabic(token: string): string {
  if (!ARABIC_WORD.test(token)) return token;
  let t = token;
  const p = PREFIXES.find((x) => t.startsWith(x) && t.length - x.length >= MIN_STEM);
  if (p) t = t.slice(p.length);
  const s = SUFFIXES.find((x) => t.endsWith(x) && t.length - x.length >= MIN_STEM);
  if (s) t = t.slice(0, -s.length);
  return t;
}

// Particles written onto the next word: و/ف (and, so), then ب/ك/ل (with, like, for), before the
// word itself (وحمام, بحالة) or before its article (بالرياض, للبر: ل + ال with the alef dropped).
const ARTICLE_FORMS = ['وبال', 'وكال', 'فبال', 'فكال', 'ولل', 'فلل', 'وال', 'فال', 'بال', 'كال', 'لل', 'ال'];
const PARTICLE_PAIRS = ['وب', 'وك', 'ول', 'فب', 'فك', 'فل'];
const PARTICLES = ['و', 'ف', 'ب', 'ك', 'ل'];

/** Every way particles could come off the word, the most stripped first (see withoutParticles). */
function strippings(token: string): string[] {
  if (!ARABIC_WORD.test(token)) return [];
  const rules: [string[], number][] = [
    [ARTICLE_FORMS, 2],
    [PARTICLE_PAIRS, 3],
    [PARTICLES, 3],
  ];
  return rules.flatMap(([forms, min]) =>
    forms
      .filter((x) => token.startsWith(x) && token.length - x.length >= min)
      .map((x) => token.slice(x.length)),
  );
}

/**
 * The word without the particles attached to it, or null when it has none that can go: after an
 * article two letters must remain (للبر → بر), three after one or two particles, so short
 * words that merely start with those letters (باب, ولد, فرن) stay whole.
 */
export function withoutParticles(token: string): string | null {
  return strippings(token)[0] ?? null;
}

/** The known name left when particles come off the word (ولكزس → لكزس, والنترا → النترا), if any. */
export function nameWithoutParticles(token: string, isName: (word: string) => boolean): string | undefined {
  return strippings(token).find((w) => isName(w) && !WORD_NAMES.has(w));
}

/**
 * The other forms a word is indexed and searched by (docs/product/listings-and-search.md#search-vocabulary).
 * `isName` says which words are known names (a make, a model, a brand):
 * - a name is matched whole, never by a stem or without "particles": فورد is not و + رد, and
 *   كامري is not the stem كامر (of كامره, a camera);
 * - a word that is a name with particles attached is that name and nothing else (الايفون, وتويوتا);
 * - any other word gets its light stem and itself without particles, but never a form that is
 *   a name: the stem of بنزين (petrol) is بنز, which is Mercedes.
 */
export function wordForms(token: string, isName: (word: string) => boolean = () => false): string[] {
  if (isName(token)) return [];
  const name = nameWithoutParticles(token, isName);
  if (name) return [name];
  const bare = withoutParticles(token);
  const forms = new Set([stemArabic(token), ...(bare ? [bare, stemArabic(bare)] : [])]);
  forms.delete(token);
  return [...forms].filter((f) => !isName(f));
}

/**
 * The text a post is indexed by: the normalised parts, then the other forms of its words.
 * They go at the end so the surface words keep their positions for phrase (<->) queries.
 */
export function searchDocument(
  parts: (string | null | undefined)[],
  isName?: (word: string) => boolean,
): string {
  // Beyond spelling (search-model-numbers.ts): 65" is "65 inch", and a joined model word (s24)
  // is also indexed by its parts, so a search typed apart finds it.
  const words = searchTokens(markInches(parts.filter(Boolean).join(' ')));
  const forms = new Set<string>();
  for (const w of words) for (const f of [...wordForms(w, isName), ...modelWordParts(w)]) forms.add(f);
  for (const w of words) forms.delete(w);
  return [...words, ...forms].join(' ');
}
