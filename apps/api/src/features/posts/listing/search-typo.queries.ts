// The vocabulary of words seen in ads (0024_search_words.sql), for one typing mistake.
import type { Reads } from '../../../db/client.ts';

/** How many ads hold each of these words (words no ad holds are absent). */
export async function adsPerWord(database: Reads, words: string[]): Promise<Map<string, number>> {
  const rows = await database.query<{ word: string; ads: number }>(
    'select word, ads from search_words where word = any($1::text[])',
    [words],
  );
  return new Map(rows.map((r) => [r.word, r.ads]));
}

/**
 * Words about as long as a typed word, held by enough ads, that are trigram-similar to it (the
 * GIN index) or one of its swaps of two neighbouring letters (the primary key); at most `limit`.
 */
export async function similarWords(
  database: Reads,
  word: string,
  swaps: string[],
  minAds: number,
  limit: number,
) {
  const length = [...word].length;
  return database.query<{ word: string; ads: number }>(
    `select word, ads from search_words
      where (word % $1 or word = any($2::text[])) and ads >= $3 and length(word) between $4 and $5
      limit ${Math.trunc(limit)}`,
    [word, swaps, minAds, length - 1, length + 1],
    true,
  );
}
