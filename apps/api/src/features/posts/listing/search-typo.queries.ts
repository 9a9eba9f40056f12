// The vocabulary of words seen in ads (0023_search_words.sql), for one typing mistake.
import type { Database } from '../../../db/client.ts';

/** How many ads hold each of these words (words no ad holds are absent). */
export async function adsPerWord(database: Database, words: string[]): Promise<Map<string, number>> {
  const rows = await database.query<{ word: string; ads: number }>(
    'select word, ads from search_words where word = any($1::text[])',
    [words],
  );
  return new Map(rows.map((r) => [r.word, r.ads]));
}

/**
 * The words nearest to a typed word by trigram distance, among those of about its length held by
 * enough ads: a bounded KNN walk of the GiST index (`limit`), whatever the vocabulary's size.
 */
export async function nearestWords(database: Database, word: string, minAds: number, limit: number) {
  return database.query<{ word: string; ads: number }>(
    `select word, ads from search_words
      where ads >= $2 and length(word) between $3 and $4
      order by word <-> $1 limit ${Math.trunc(limit)}`,
    [word, minAds, [...word].length - 1, [...word].length + 1],
    true,
  );
}
