-- Saved searches and their new-ad alerts (docs/product/saved-searches.md,
-- docs/decisions/0055-saved-search-alerts.md).

-- 1. A member's saved search: the listing query as the web shows it (`query`), one spelling of
-- what it asks once resolved to codes and ids (`query_key`: two equal searches are one), and the
-- same filters in columns the matching job reads. Columns an ad is looked up by are never null,
-- so one b-tree serves "this category or its parent or any, this country or any, this price":
-- the nil uuid is any category, '' any country, 0 and the largest bigint an open price.
create table saved_searches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  name text not null,
  query jsonb not null,
  query_key text not null,
  frequency text not null default 'instant' check (frequency in ('instant', 'daily', 'off')),
  category_key uuid not null default '00000000-0000-0000-0000-000000000000',
  country_key text not null default '',
  price_min bigint not null default 0,
  price_max bigint not null default 9223372036854775807,
  -- A price filter leaves out ads whose price is hidden (as the listing does).
  priced boolean not null default false,
  state_code text,
  city_ids int[],
  car_models text[],
  currncy text,
  seller_id uuid,
  -- Details by category: {"ranges": [{key, min, max}], "choices": [{key, values}]}, tested in the job.
  details jsonb,
  -- The words as the listing's search parses them, parsed once here: tested last.
  words tsquery,
  -- The spellings of the words' first part, one of which any matching ad's search document holds:
  -- what a search with words is found by (GIN), so a new ad never tests every search's words.
  word_keys text[],
  created_at timestamptz not null default now(),
  last_alert_at timestamptz
);
create unique index saved_searches_user_query_key on saved_searches (user_id, query_key);
create index saved_searches_user_created_idx on saved_searches (user_id, created_at desc, id desc);
create index saved_searches_match_idx on saved_searches (category_key, country_key, price_min, price_max)
  where frequency <> 'off' and words is null;
-- fastupdate off: a save writes into the index at once, so no lookup scans a pending list first
-- (saves are rare, lookups come with every new ad).
create index saved_searches_words_idx on saved_searches using gin (word_keys) with (fastupdate = off)
  where frequency <> 'off';

-- 2. The ads matched since a search's last alert, taken (deleted) by its delivery. A match writes
-- only this narrow row: when the search alerts follows from its last alert and its hits' times, so
-- a new ad meeting a thousand searches never rewrites a thousand wide search rows and their indexes.
create table saved_search_hits (
  search_id uuid not null references saved_searches (id) on delete cascade,
  post_id uuid not null references posts (id) on delete cascade,
  matched_at timestamptz not null default now(),
  primary key (search_id, post_id)
);
create index saved_search_hits_post_idx on saved_search_hits (post_id);

-- 3. The in-app alert: a notification of its own type naming the search and how many ads it
-- brings, one per delivery (its time is the delivery's, so a retried job writes it once). The type
-- and shape checks are extended, not rewritten, so other migrations adding types in parallel keep
-- theirs whatever order they run in.
alter table notifications
  add column saved_search_id uuid references saved_searches (id) on delete cascade,
  add column item_count int;
create unique index notifications_saved_search_key on notifications (saved_search_id, created_at)
  where type = 'saved-search';
create index notifications_saved_search_idx on notifications (saved_search_id);
do $$
declare
  types text[];
  shape text;
begin
  select array_agg(m[1]) into types
    from pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([^'']+)''', 'g') m
   where c.conname = 'notifications_type_check';
  select regexp_replace(pg_get_constraintdef(c.oid), '^CHECK ', '') into shape
    from pg_constraint c where c.conname = 'notifications_shape';
  alter table notifications drop constraint notifications_type_check;
  execute format('alter table notifications add constraint notifications_type_check check (type = any (%L::text[]))',
    array_append(types, 'saved-search'));
  alter table notifications drop constraint notifications_shape;
  execute format('alter table notifications add constraint notifications_shape check (%s or (type = %L and kind = %L and saved_search_id is not null and item_count > 0))',
    shape, 'saved-search', 'general');
end $$;
