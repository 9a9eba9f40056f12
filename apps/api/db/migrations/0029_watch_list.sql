-- The watch list (docs/decisions/0057-watch-list.md, docs/product/listings-and-search.md#watch-list):
-- a favourite tells its member when the ad's price drops, when it is sold and when it is back on sale,
-- and cards show "price dropped" for PRICE_DROP_MARK_DAYS.

-- 1. The mark on the ad: the price it had before its latest drop (the first of a run of drops while
-- the mark lasts) and when it dropped. Both null when the ad has no mark; kept by the edit.
alter table posts add column price_was_minor bigint, add column price_dropped_at timestamptz;
alter table posts add constraint posts_price_drop_shape
  check ((price_was_minor is null) = (price_dropped_at is null));

-- 2. The watchers of one ad, walked in member order by the fan-out job's batches.
drop index favorites_post_idx;
create index favorites_post_user_idx on favorites (post_id, user_id);

-- 3. Three notification types, from the ad's seller (actor) about the ad: one row per member, ad and
-- type, moved to the top (with the new prices) by a later drop, sale or return.
alter table notifications add column price_from_minor bigint, add column price_to_minor bigint,
  add column price_currency text check (price_currency in ('SAR', 'AED'));
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('follow', 'comment', 'post', 'admin', 'expiring', 'price-drop', 'favorite-sold', 'favorite-back'));
alter table notifications drop constraint notifications_shape;
alter table notifications add constraint notifications_shape check (
  (type = 'follow' and kind = 'general' and actor_id is not null)
  or (type = 'comment' and kind = 'general' and actor_id is not null and comment_id is not null and post_id is not null)
  or (type = 'post' and kind = 'following' and actor_id is not null and post_id is not null)
  or (type = 'admin' and kind = 'general' and broadcast_id is not null)
  or (type = 'expiring' and kind = 'general' and actor_id is null and post_id is not null)
  or (type = 'price-drop' and kind = 'general' and actor_id is not null and post_id is not null
      and price_from_minor is not null and price_to_minor is not null and price_currency is not null)
  or (type in ('favorite-sold', 'favorite-back') and kind = 'general' and actor_id is not null and post_id is not null)
);
create unique index notifications_watch_key on notifications (recipient_id, post_id, type)
  where type in ('price-drop', 'favorite-sold', 'favorite-back');
