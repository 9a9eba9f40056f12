-- Every notification type at once (issue 20): the saved searches (0027), the seller ratings (0028)
-- and the watch list (0029) were written side by side, and 0028 and 0029 each rewrote the type and
-- shape checks with their own types only, so each later one dropped the earlier ones'. This lists
-- them all; a migration adding a type starts from here.
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('follow', 'comment', 'post', 'admin', 'expiring', 'review',
                  'price-drop', 'favorite-sold', 'favorite-back', 'saved-search'));
alter table notifications drop constraint notifications_shape;
alter table notifications add constraint notifications_shape check (
  (type = 'follow' and kind = 'general' and actor_id is not null)
  or (type = 'comment' and kind = 'general' and actor_id is not null and comment_id is not null and post_id is not null)
  or (type = 'post' and kind = 'following' and actor_id is not null and post_id is not null)
  or (type = 'admin' and kind = 'general' and broadcast_id is not null)
  or (type = 'expiring' and kind = 'general' and actor_id is null and post_id is not null)
  or (type = 'review' and kind = 'general' and actor_id is not null and post_id is not null)
  or (type = 'price-drop' and kind = 'general' and actor_id is not null and post_id is not null
      and price_from_minor is not null and price_to_minor is not null and price_currency is not null)
  or (type in ('favorite-sold', 'favorite-back') and kind = 'general' and actor_id is not null and post_id is not null)
  or (type = 'saved-search' and kind = 'general' and saved_search_id is not null and item_count > 0)
);
