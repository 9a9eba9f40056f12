// One typing mistake in a long word (docs/product/listings-and-search.md#typing-mistakes): used
// only when a typed word is in few ads or none. Words the search already knows (names, the
// tables of search-beyond.ts) and short words are never corrected, so a precise search stays so.
// Cost: nothing for known words; one primary-key lookup for the others; one GIN trigram lookup per
// word in few ads, at most TYPO_MAX_WORDS (0024_search_words.sql). Answers are kept a minute.
import {
  bestCorrection,
  inBeyondTables,
  mayBeTypo,
  neighbourSwaps,
  ruleWordForms,
  typedTokens,
  TYPO_FEW_ADS,
  TYPO_MAX_WORDS,
  wordForms,
  type SearchVocabulary,
} from '@souqna/contracts';
import { LRUCache } from 'lru-cache';
import type { Reads } from '../../../db/client.ts';
import { adsPerWord, similarWords } from './search-typo.queries.ts';

/** text: the search with its mistakes corrected. widen: search it (the words as typed are in no ad). */
export type TypoFix = { text: string; widen: boolean };

const CANDIDATES = 200;
const caches = new WeakMap<Reads, LRUCache<string, Promise<TypoFix | false>>>();

async function find(database: Reads, tokens: string[], vocab: SearchVocabulary): Promise<TypoFix | false> {
  const words = [...new Set(tokens.filter((t) => mayBeTypo(t) && !vocab.has(t) && !inBeyondTables(t)))].slice(
    0,
    TYPO_MAX_WORDS,
  );
  if (!words.length) return false;
  // A word counts as found under any form the search would also match (its stem, its plural…).
  const forms = new Map(words.map((w) => [w, [w, ...wordForms(w), ...ruleWordForms(w)]]));
  const ads = await adsPerWord(database, [...forms.values()].flat());
  const fixes = new Map<string, string>();
  let widen = true;
  for (const w of words) {
    const seen = Math.max(0, ...forms.get(w)!.map((f) => ads.get(f) ?? 0));
    if (seen >= TYPO_FEW_ADS) continue;
    const fix = bestCorrection(
      w,
      await similarWords(database, w, neighbourSwaps(w), TYPO_FEW_ADS, CANDIDATES),
    );
    if (!fix) continue;
    fixes.set(w, fix);
    if (seen > 0) widen = false;
  }
  if (!fixes.size) return false;
  return { text: tokens.map((t) => fixes.get(t) ?? t).join(' '), widen };
}

/** The correction of a search's typing mistakes, or null when it has none worth making. */
export async function typoFix(
  database: Reads,
  text: string,
  vocab: SearchVocabulary,
): Promise<TypoFix | null> {
  const tokens = typedTokens(text, (w) => vocab.has(w));
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new LRUCache({ max: 2000, ttl: 60_000 })));
  const key = tokens.join(' ');
  let hit = cache.get(key);
  if (!hit) {
    hit = find(database, tokens, vocab);
    cache.set(key, hit);
    hit.catch(() => cache.delete(key));
  }
  return (await hit) || null;
}
