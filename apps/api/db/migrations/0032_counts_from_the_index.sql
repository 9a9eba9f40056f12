-- A first page's result count (up to 1,001 matches) with a price range read each candidate's row
-- from the table: "Riyadh, 10,000–75,000" visited ~5,000 rows found by a bitmap of every Riyadh ad,
-- a cost that grew with the city (docs/decisions/0074-counts-that-do-not-grow.md). The ordered
-- listing indexes now carry the price and whether it is shown, so such a count is read from the
-- index alone (an index-only scan that stops at the 1,001st match). Same keys and predicate as
-- 0025_ad_lifecycle.sql: the new index replaces the old one under its name.
create index posts_category_listed_idx_v2 on posts (category_id, listed_at desc, id desc)
  include (show_price, price_minor) where sold_at is null and expired_at is null;
drop index posts_category_listed_idx;
alter index posts_category_listed_idx_v2 rename to posts_category_listed_idx;

create index posts_root_listed_idx_v2 on posts (category_root_id, listed_at desc, id desc)
  include (show_price, price_minor) where sold_at is null and expired_at is null;
drop index posts_root_listed_idx;
alter index posts_root_listed_idx_v2 rename to posts_root_listed_idx;

create index posts_state_listed_idx_v2 on posts (state_code, listed_at desc, id desc)
  include (show_price, price_minor) where sold_at is null and expired_at is null;
drop index posts_state_listed_idx;
alter index posts_state_listed_idx_v2 rename to posts_state_listed_idx;

create index posts_city_listed_idx_v2 on posts (city_id, listed_at desc, id desc)
  include (show_price, price_minor) where sold_at is null and expired_at is null;
drop index posts_city_listed_idx;
alter index posts_city_listed_idx_v2 rename to posts_city_listed_idx;

create index posts_car_listed_idx_v2 on posts (car_model, listed_at desc, id desc)
  include (show_price, price_minor) where car_model is not null and sold_at is null and expired_at is null;
drop index posts_car_listed_idx;
alter index posts_car_listed_idx_v2 rename to posts_car_listed_idx;
