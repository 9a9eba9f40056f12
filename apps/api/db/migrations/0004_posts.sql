-- Ads (posts) and their images. Indexes follow docs/product/listings-and-search.md#search-measurements: every listing
-- is a keyset walk on (created_at DESC, id DESC), with one equality-prefixed index per filter.
--
-- id is a uuid, not a bigint identity: ids are public in URLs, and sequential ids invite
-- enumeration (docs/product/accounts-and-sign-in.md#access-control); users already use uuids. Keyset paging only needs a
-- total order as tie-breaker, which a uuid gives; the cost is 8 more bytes per index entry.
create table posts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  description text not null default '' check (char_length(description) <= 5000),
  -- Money as integer halalas/fils (never floats: docs/product/listings-and-search.md#prices-and-money).
  price_minor bigint not null check (price_minor >= 0),
  currncy text not null check (currncy in ('SAR', 'AED')),
  show_price boolean not null default true,
  category_id uuid not null references categories (id),
  -- The parent category, denormalised so "a parent includes its children" is one index walk.
  category_root_id uuid not null references categories (id),
  car_model text references car_models (slug) on update cascade,
  country_code text not null references countries (code),
  state_code text not null references states (code),
  city_id integer references cities (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Normalised bilingual document (title, description, make/model/category/place names in
  -- both languages, Arabic stems) built by the app; the SQL twin souqna_normalize exists too.
  search_norm text not null default '',
  search_tsv tsvector generated always as (to_tsvector('simple', search_norm)) stored
);
create index posts_created_idx on posts (created_at desc, id desc);
create index posts_category_created_idx on posts (category_id, created_at desc, id desc);
create index posts_root_created_idx on posts (category_root_id, created_at desc, id desc);
create index posts_state_created_idx on posts (state_code, created_at desc, id desc);
create index posts_city_created_idx on posts (city_id, created_at desc, id desc);
create index posts_car_created_idx on posts (car_model, created_at desc, id desc) where car_model is not null;
create index posts_user_created_idx on posts (user_id, created_at desc, id desc);
-- Price sorts and ranges only see shown prices (sorting by a hidden price would leak it).
create index posts_price_idx on posts (price_minor, id) where show_price;
create index posts_tsv_gin on posts using gin (search_tsv);
-- No trigram index on posts: 180 MB and 50 s per million rows for a fallback (docs/product/listings-and-search.md#search-measurements).

create table post_images (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references posts (id) on delete cascade,
  position smallint not null,
  thumbnail_key text not null,
  card_key text not null,
  full_key text not null,
  width integer not null,
  height integer not null,
  constraint post_images_position_key unique (post_id, position) deferrable initially deferred
);

-- users.posts_count (the user card's "N ads") follows inserts and deletes.
create function posts_count_trg() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    update users set posts_count = posts_count + 1 where id = new.user_id;
  elsif tg_op = 'DELETE' then
    update users set posts_count = greatest(posts_count - 1, 0) where id = old.user_id;
  end if;
  return null;
end
$fn$;
create trigger posts_count after insert or delete on posts
  for each row execute function posts_count_trg();
