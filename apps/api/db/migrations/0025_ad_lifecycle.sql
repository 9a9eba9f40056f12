-- The ad's lifecycle and the number on each ad (docs/decisions/0053-ad-lifecycle-and-contact-bar.md,
-- docs/product/listings-and-search.md#expiry-renewal-and-refresh).

-- 1. The listings leave out expired ads as they leave out sold ones, so the listing indexes become
-- partial on both, and their order is the time the ad was last put at the top (`listed_at`: its
-- posting, a refresh, a renewal of an expired ad) instead of its posting. Dropped before the table
-- is rewritten below, so the rewrite rebuilds none of them for nothing.
drop index posts_created_idx, posts_category_created_idx, posts_root_created_idx, posts_state_created_idx,
  posts_city_created_idx, posts_car_created_idx, posts_price_idx, posts_search_gin, posts_user_created_idx;

-- 2. listed_at starts as the posting time. Every ad already there gets at least a whole term from
-- now (no member's ad disappears the day this ships: each gets its notice first), its end spread
-- over the term after that by its posting time, so the hourly job tells and expires a thirtieth of
-- them a day rather than all in one run. Filled by one rewrite of the table (ALTER … TYPE …
-- USING), as 0022 numbered the ads: an UPDATE of a million rows writes each row twice and took 79 s
-- there against 9 s.
alter table posts add column listed_at timestamptz, add column expires_at timestamptz;
alter table posts
  alter column listed_at type timestamptz using created_at,
  alter column expires_at type timestamptz
    using now() + interval '30 days' + make_interval(secs => extract(epoch from created_at)::bigint % 2592000);
alter table posts
  alter column listed_at set not null, alter column listed_at set default now(),
  alter column expires_at set not null, alter column expires_at set default now() + interval '30 days';
-- Set by the hourly job once expires_at has passed (null while the ad is live); the notice three
-- days before is sent once per term (expiry_noticed, reset by a renewal).
alter table posts add column expired_at timestamptz, add column expiry_noticed boolean not null default false;

-- 3. Whether this ad shows the seller's verified number (0021 had one switch per member): each
-- ad keeps what its member chose, and the switch goes.
alter table posts add column show_phone boolean not null default false;
update posts p set show_phone = true from users u where u.id = p.user_id and u.show_phone;
alter table users drop column show_phone;

-- 4. The listing indexes, as in 0015 with `expired_at is null` beside `sold_at is null` and
-- listed_at for created_at; the member's own list stays whole (their expired and sold ads show there).
create index posts_listed_idx on posts (listed_at desc, id desc) where sold_at is null and expired_at is null;
create index posts_category_listed_idx on posts (category_id, listed_at desc, id desc)
  where sold_at is null and expired_at is null;
create index posts_root_listed_idx on posts (category_root_id, listed_at desc, id desc)
  where sold_at is null and expired_at is null;
create index posts_state_listed_idx on posts (state_code, listed_at desc, id desc)
  where sold_at is null and expired_at is null;
create index posts_city_listed_idx on posts (city_id, listed_at desc, id desc)
  where sold_at is null and expired_at is null;
create index posts_car_listed_idx on posts (car_model, listed_at desc, id desc)
  where car_model is not null and sold_at is null and expired_at is null;
create index posts_price_idx on posts (price_minor, id) where show_price and sold_at is null and expired_at is null;
create index posts_search_gin on posts using gin (search_tsv, city_id, state_code, category_root_id, category_id)
  where sold_at is null and expired_at is null;
create index posts_user_listed_idx on posts (user_id, listed_at desc, id desc);
-- The job's two reads: live ads due a notice (false, ≤ now + 3 days) and live ads due to expire
-- (either, ≤ now): index ranges of only the rows it changes.
create index posts_expiry_idx on posts (expiry_noticed, expires_at) where expired_at is null;

-- 5. The notice "your ad expires in 3 days": one row per ad, moved to the top when a later term
-- ends too (the job's upsert), so a member who renews monthly keeps one line per ad.
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('follow', 'comment', 'post', 'admin', 'expiring'));
alter table notifications drop constraint notifications_shape;
alter table notifications add constraint notifications_shape check (
  (type = 'follow' and kind = 'general' and actor_id is not null)
  or (type = 'comment' and kind = 'general' and actor_id is not null and comment_id is not null and post_id is not null)
  or (type = 'post' and kind = 'following' and actor_id is not null and post_id is not null)
  or (type = 'admin' and kind = 'general' and broadcast_id is not null)
  or (type = 'expiring' and kind = 'general' and actor_id is null and post_id is not null)
);
create unique index notifications_expiring_key on notifications (recipient_id, post_id) where type = 'expiring';
