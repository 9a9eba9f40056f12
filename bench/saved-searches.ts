// Saved-search matching at scale (docs/decisions/0055-saved-search-alerts.md): 100,000 saved
// searches of 2,000 members, mixed as members save them (a category or not, a country or not, a
// price range or not, words or not, some a region), and the matching job's work per new ad — the
// candidates by category, country and price band (or by first word), the words last, the hits
// kept — timed on a few hundred real ads, each in a transaction rolled back so every ad meets
// the same 100,000.
import pg from 'pg';
import { buildTsQuery, searchVocabulary } from '@souqna/contracts';
import { firstPartKeys } from '../apps/api/src/features/posts/saved-searches/search-columns.ts';
import { matchingSearches, queueHits } from '../apps/api/src/features/posts/saved-searches/alert-match.ts';
import { ensureMembers } from './members.ts';
import { percentile, quietNote, today } from './results.ts';

const SEARCHES = Number(process.env.BENCH_SAVED_SEARCHES ?? 100_000);
const ADS = Number(process.env.BENCH_ALERT_ADS ?? 300);
const SAVERS = 2_000;
/** What members type: names of things (both scripts, misspelt), plain words, two-word searches. */
const WORDS = [
  'ايفون',
  'iphone 13',
  'تويوتا',
  'تيوتا',
  'toyota camry',
  'كامري',
  'نيسان باترول',
  'سامسونج',
  'لابتوب',
  'ماك بوك',
  'شقة للايجار',
  'فيلا',
  'كنب',
  'غرفة نوم',
  'دراجة',
  'بلايستيشن',
  'ps5',
  'ساعة رولكس',
  'جيب',
  'لكزس',
  'هيونداي',
  'مرسيدس',
  'ثلاجة',
  'مكيف',
  'سيارة',
  'عطر',
  'كاميرا كانون',
  'ارض',
  'مكتب',
  'جوال',
];

async function ensureSearches(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select case when bool_or(word_keys is not null) then count(*)::int else 0 end as n
       from saved_searches where name like 'bench %'`,
  );
  if (rows[0]!.n >= SEARCHES) return rows[0]!.n;
  await db.query(`delete from saved_searches where name like 'bench %'`);
  const savers = await ensureMembers(db, 'saver', '97153', SAVERS);
  const vocab = searchVocabulary();
  // Beside the names above, words of the ads' own titles that several ads share: what buyers type.
  const { rows: titled } = await db.query<{ w: string }>(
    `select w from (select regexp_split_to_table(lower(title), '\\s+') w from posts) t
      where length(w) >= 3 and w !~ '^[0-9]+$' group by w having count(*) >= 3 order by md5(w) limit 370`,
  );
  const queries = [...WORDS, ...titled.map((r) => r.w)]
    .map((w) => buildTsQuery(w, vocab))
    .filter((q) => q !== null);
  const keys = queries.map(
    (q) =>
      `{${firstPartKeys(q)
        .map((k) => `"${k}"`)
        .join(',')}}`,
  );
  // Shares: 65% a category (leaf or root), 60% a country, 15% a region, 40% a price range; words in
  // 60% of those with a category and in all the others (a search of a whole country alerts of nothing).
  await db.query(
    `with cats as (select array_agg(id) a from categories), st as (select array_agg(code) a, array_agg(country_code) c from states)
     insert into saved_searches (user_id, name, query, query_key, frequency, category_key, country_key,
                                 state_code, price_min, price_max, priced, words, word_keys)
     select ($1::uuid[])[1 + g % ${SAVERS}], 'bench ' || g, '{}', 'bench ' || g,
            case when g % 10 = 0 then 'daily' else 'instant' end,
            case when r.c < 0.65 then cats.a[1 + ((g::bigint * 7919) % cardinality(cats.a))::int] else '00000000-0000-0000-0000-000000000000' end,
            case when r.s < 0.15 then st.c[1 + ((g::bigint * 104729) % cardinality(st.a))::int]
                 when r.k < 0.6 then (array['SA','AE'])[1 + g % 2] else '' end,
            case when r.s < 0.15 then st.a[1 + ((g::bigint * 104729) % cardinality(st.a))::int] end,
            case when r.p < 0.4 then (r.lo * 5000000)::bigint else 0 end,
            case when r.p < 0.4 then (r.lo * 5000000 + 100000 + r.w * 20000000)::bigint else 9223372036854775807 end,
            r.p < 0.4,
            case when r.t < 0.6 or r.c >= 0.65 then to_tsquery('simple', ($2::text[])[1 + g % cardinality($2::text[])]) end,
            case when r.t < 0.6 or r.c >= 0.65 then ($4::text[])[1 + g % cardinality($2::text[])]::text[] end
       from generate_series(1, $3::int) g, cats, st,
            lateral (select random() c, random() k, random() s, random() p, random() lo, random() w, random() t where g > 0) r`,
    [savers, queries, SEARCHES, keys],
  );
  await db.query('vacuum analyze saved_searches');
  return SEARCHES;
}

export async function benchSavedSearches(databaseUrl: string): Promise<string> {
  const machine = await quietNote();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const total = await ensureSearches(db);
    const conn = {
      query: async <T>(text: string, params?: unknown[]) => (await db.query(text, params)).rows as T[],
    };
    const { rows: ads } = await db.query<{ id: string }>(
      `select id from posts where sold_at is null and expired_at is null order by random() limit $1`,
      [ADS],
    );
    const times: number[] = [];
    const matched: number[] = [];
    for (const [i, ad] of ads.entries()) {
      await db.query('begin');
      const t0 = performance.now();
      const ids = await matchingSearches(conn, ad.id);
      await queueHits(conn, ad.id, ids);
      const ms = performance.now() - t0;
      await db.query('rollback');
      if (i >= 10) times.push(ms); // the first ten warm the caches and plans
      matched.push(ids.length);
    }
    const m = [...matched].sort((a, b) => a - b);
    console.log(
      `alerts: ${times.length} ads, p50 ${percentile(times, 50)} ms, p99 ${percentile(times, 99)} ms`,
    );
    return [
      `Measured ${today()} (${machine}): ${total.toLocaleString('en')} saved searches of ${SAVERS.toLocaleString('en')} members ` +
        `(65% a category, 60% a country, 15% a region, 40% a price range; words in 60% of those with a category and in every other), the matching job's work for ` +
        `${times.length} listed ads after 10 warm-up ads: candidates by category, country and price band or by first word, words last, ` +
        `hits kept, each ad in a transaction rolled back.`,
      '',
      '| per new ad | p50 ms | p99 ms | max ms | searches matched (median / max) |',
      '|---|---|---|---|---|',
      `| match and queue | ${percentile(times, 50)} | ${percentile(times, 99)} | ${percentile(times, 100)} | ${m[m.length >> 1]} / ${m.at(-1)} |`,
      '',
      'Target ≤ 100 ms p99 (issue 20).',
    ].join('\n');
  } finally {
    await db.end();
  }
}
