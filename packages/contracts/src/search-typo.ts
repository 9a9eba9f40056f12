// One typing mistake in a long word (docs/decisions/0046-search-beyond-spelling.md): which typed
// words may be corrected, and what counts as one mistake. The API looks candidates up in the
// vocabulary of words seen in ads (search_words) and asks these rules.
import { stemArabic } from './search-normalize.ts';

/** Shorter words are left alone: one letter off in a four-letter word is often another word. */
export const TYPO_MIN_LETTERS = 5;
/**
 * A typed word in fewer ads than this is "few": a word in no ad at all is searched as its
 * correction (and the answer says so); a word in one or two gets only the suggestion. A
 * correction must itself be in at least this many ads.
 */
export const TYPO_FEW_ADS = 3;
/** At most this many words of one search are looked up (each is one index lookup). */
export const TYPO_MAX_WORDS = 3;

const ONE_SCRIPT = /^(?:[a-z]+|[\u0620-\u064A\u066E-\u06D3]+)$/;

/** A normalised word that may hold a typing mistake: letters of one script, long enough. */
export const mayBeTypo = (word: string) => word.length >= TYPO_MIN_LETTERS && ONE_SCRIPT.test(word);

/** a and b differ by one letter changed, added or removed, or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return false;
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  const rest = (p: string[], from: number) => p.slice(from).join('');
  if (x.length === y.length) {
    if (rest(x, i + 1) === rest(y, i + 1)) return true;
    return x[i] === y[i + 1] && x[i + 1] === y[i] && rest(x, i + 2) === rest(y, i + 2);
  }
  return x.length > y.length ? rest(x, i + 1) === rest(y, i) : rest(x, i) === rest(y, i + 1);
}

/** The word with two neighbouring letters swapped, each way it can be (iphnoe → iphone …). */
export function neighbourSwaps(word: string): string[] {
  const c = [...word];
  const out = new Set<string>();
  for (let i = 0; i + 1 < c.length; i++)
    if (c[i] !== c[i + 1]) out.add([...c.slice(0, i), c[i + 1], c[i], ...c.slice(i + 2)].join(''));
  return [...out];
}

/**
 * The correction of a typed word: the candidate one edit away found in the most ads. The
 * vocabulary holds light stems too (زعفر of زعفران); a stem found beside its own word gives way to
 * it, so "did you mean" shows a word people write (it finds the same ads).
 */
export function bestCorrection(typed: string, candidates: { word: string; ads: number }[]): string | null {
  const fits = candidates
    .filter((c) => c.ads >= TYPO_FEW_ADS && withinOneEdit(typed, c.word))
    .sort((a, b) => b.ads - a.ads || (a.word < b.word ? -1 : 1));
  const best = fits[0]?.word;
  return best === undefined
    ? null
    : (fits.find((f) => f.word !== best && stemArabic(f.word) === best)?.word ?? best);
}
