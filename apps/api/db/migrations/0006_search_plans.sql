-- Search + filters without the statement-timeout gamble (decision 0007, bench/results.md).
--
-- 1. One GIN index over the text and the equality filters that cut the most (city, state,
--    category, parent category), via btree_gin. A rare word in a busy city is then one GIN scan
--    that intersects the word's posting list with the city's (GIN skips through the longer list),
--    instead of a BitmapAnd with a 55 k-entry btree bitmap: 11–25 ms became ~1 ms on 1 M ads.
--    The extra columns cost ~6 MB per million ads; it replaces posts_tsv_gin (same first column).
create extension if not exists btree_gin;
create index posts_search_gin on posts using gin (search_tsv, city_id, state_code, category_root_id, category_id);
drop index if exists posts_tsv_gin;

-- 2. How many ads carry each frequent search token, and how many ads each filter value has:
--    the listing picks its plan from these (features/posts/search-plan.ts). A word missing here is
--    rare. Filter values use keys that no token can take ('#city:12', '#all' for the ad count).
--    Refreshed from a sample in the background (features/posts/search-stats.ts) and by the seeds.
create table search_term_stats (
  word text primary key,
  ndoc integer not null,
  refreshed_at timestamptz not null default now()
);
