// A new ad → the saved searches it matches (docs/decisions/0055-saved-search-alerts.md). Searches
// without words: one index range per (category key, country key) pair the ad can meet, its price
// inside each search's bounds. Searches with words: those whose first word is among the ad's own
// (GIN), then the same category, country and price tests. Then the cheap column tests, the words
// last (the parsed tsquery against the ad's search document: the listing's own test), and the
// details in JavaScript on the few rows left. Matches wait in
// saved_search_hits until the search's window allows (alert-window.ts).
import type { Connection } from '../../../db/client.ts';
import { ANY_CATEGORY, ANY_COUNTRY, detailsMatch, type Details } from './search-columns.ts';
import { dueNow } from './alert-window.ts';

type Conn = Pick<Connection, 'query'>;
type Ad = {
  id: string;
  user_id: string;
  category_id: string;
  category_root_id: string;
  country_code: string;
  state_code: string;
  city_id: number | null;
  car_model: string | null;
  currncy: string;
  price_minor: string;
  show_price: boolean;
  attributes: Record<string, unknown> | null;
  lexemes: string[];
};

/** The ad, if it is listed (neither sold nor expired). */
async function liveAd(conn: Conn, postId: string): Promise<Ad | null> {
  const [ad] = await conn.query<Ad>(
    `select id, user_id, category_id, category_root_id, country_code, state_code, city_id, car_model,
            currncy, price_minor::text, show_price, attributes, tsvector_to_array(search_tsv) as lexemes
       from posts where id = $1 and sold_at is null and expired_at is null`,
    [postId],
  );
  return ad ?? null;
}

/** A matched search, with what its due time is worked out from. */
export type Match = { id: string; frequency: 'instant' | 'daily'; last_alert_at: Date | string | null };

/** The searches (not the author's own, not off) whose every filter the ad meets. */
export async function matchingSearches(conn: Conn, postId: string): Promise<Match[]> {
  const ad = await liveAd(conn, postId);
  if (!ad) return [];
  const price = ad.show_price ? ad.price_minor : '0';
  // Every test but the way in, the same for both halves.
  const tests = `s.category_key = any($1::uuid[]) and s.country_key = any($2::text[])
        and s.price_min <= $3::bigint and s.price_max >= $3::bigint
        and ($4::boolean or not s.priced)
        and s.user_id <> $5::uuid
        and (s.state_code is null or s.state_code = $6)
        and (s.city_ids is null or $7::int = any(s.city_ids))
        and (s.car_models is null or $8::text = any(s.car_models))
        and (s.currncy is null or s.currncy = $9)
        and (s.seller_id is null or s.seller_id = $5::uuid)`;
  const columns = 's.id, s.details, s.frequency, s.last_alert_at';
  const rows = await conn.query<Match & { details: Details | null }>(
    `select ${columns} from saved_searches s
      where s.frequency <> 'off' and s.words is null and ${tests}
     union all
     select ${columns} from saved_searches s
      where s.frequency <> 'off' and s.word_keys && $11::text[] and ${tests}
        and s.words @@ (select search_tsv from posts where id = $10)`,
    [
      [ad.category_id, ad.category_root_id, ANY_CATEGORY],
      [ad.country_code, ANY_COUNTRY],
      price,
      ad.show_price,
      ad.user_id,
      ad.state_code,
      ad.city_id,
      ad.car_model,
      ad.currncy,
      ad.id,
      ad.lexemes,
    ],
  );
  return rows
    .filter((r) => detailsMatch(r.details, ad.attributes))
    .map(({ id, frequency, last_alert_at }) => ({ id, frequency, last_alert_at }));
}

/**
 * Keeps the ad for each search: one narrow row per match, nothing else written (alert-window.ts
 * reads when each search is due). Returns how many may alert at once.
 */
export async function queueHits(conn: Conn, postId: string, matches: Match[]): Promise<number> {
  if (!matches.length) return 0;
  await conn.query(
    `insert into saved_search_hits (search_id, post_id) select unnest($1::uuid[]), $2
     on conflict do nothing`,
    [matches.map((m) => m.id), postId],
  );
  return matches.filter((m) => dueNow(m)).length;
}
