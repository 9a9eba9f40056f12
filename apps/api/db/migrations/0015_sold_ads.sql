-- Sold ads (docs/product/listings-and-search.md#sold-ads, docs/decisions/0027-sold-ads.md): the
-- owner marks an ad sold with the sale price the commission is reckoned on; it then leaves every
-- listing but the seller's own list. Both columns are null while the ad is for sale, and set
-- together. Adding nullable columns without a default rewrites nothing.
alter table posts add column sold_at timestamptz;
alter table posts add column sale_price_minor bigint check (sale_price_minor > 0);
alter table posts add constraint posts_sold_with_price check ((sold_at is null) = (sale_price_minor is null));

-- The listing indexes become partial on `sold_at is null`, the condition every listing but a
-- member's own carries, so sold ads cost the listings nothing however many there are. With full
-- indexes a walk reads and drops them, and they gather where walks go: old ads are sold far more
-- often than new ones, so an oldest-first search for a common word overran its walk and fell to
-- the GIN plan (3 → 25 ms on 1 M ads, half of them sold; measured in 0027). The member's list
-- keeps its full index (posts_user_created_idx): sold ads show there. Same names, so plans, docs
-- and comments keep pointing at them. Built before the old ones go: on 1 M ads about 20 s during
-- which ad writes wait; reads go on until the swap at commit.
create index posts_created_unsold on posts (created_at desc, id desc) where sold_at is null;
create index posts_category_unsold on posts (category_id, created_at desc, id desc) where sold_at is null;
create index posts_root_unsold on posts (category_root_id, created_at desc, id desc) where sold_at is null;
create index posts_state_unsold on posts (state_code, created_at desc, id desc) where sold_at is null;
create index posts_city_unsold on posts (city_id, created_at desc, id desc) where sold_at is null;
create index posts_car_unsold on posts (car_model, created_at desc, id desc)
  where car_model is not null and sold_at is null;
create index posts_price_unsold on posts (price_minor, id) where show_price and sold_at is null;
create index posts_search_unsold on posts using gin (search_tsv, city_id, state_code, category_root_id, category_id)
  where sold_at is null;
drop index posts_created_idx, posts_category_created_idx, posts_root_created_idx, posts_state_created_idx,
  posts_city_created_idx, posts_car_created_idx, posts_price_idx, posts_search_gin;
alter index posts_created_unsold rename to posts_created_idx;
alter index posts_category_unsold rename to posts_category_created_idx;
alter index posts_root_unsold rename to posts_root_created_idx;
alter index posts_state_unsold rename to posts_state_created_idx;
alter index posts_city_unsold rename to posts_city_created_idx;
alter index posts_car_unsold rename to posts_car_created_idx;
alter index posts_price_unsold rename to posts_price_idx;
alter index posts_search_unsold rename to posts_search_gin;
