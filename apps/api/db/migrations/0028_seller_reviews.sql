-- Seller ratings and reviews (docs/product/social.md#ratings-and-reviews,
-- docs/decisions/0056-seller-reviews.md).

-- 1. One review per member and ad: the stars, an optional text, the seller's one answer. The ad may
-- go (post_id set null); post_key keeps the one-per-ad rule whatever happens to it, as rooms do.
create table reviews (
  id uuid primary key default gen_random_uuid(),
  seller_id uuid not null references users (id) on delete cascade,
  author_id uuid not null references users (id) on delete cascade,
  post_id uuid references posts (id) on delete set null,
  post_key uuid not null,
  rating smallint not null check (rating between 1 and 5),
  body text check (char_length(body) between 1 and 500),
  reply text check (char_length(reply) between 1 and 500),
  replied_at timestamptz,
  created_at timestamptz not null default now(),
  -- A moderator removed it: kept for the moderation queue, gone from the profile and the summary.
  removed_at timestamptz,
  constraint reviews_not_self check (seller_id <> author_id),
  constraint reviews_reply_shape check ((reply is null) = (replied_at is null))
);
create unique index reviews_author_post_key on reviews (author_id, post_key);
-- The profile's list, newest first, keyset-paged; and the summary's recount.
create index reviews_seller_created_idx on reviews (seller_id, created_at desc, id desc) where removed_at is null;
create index reviews_author_idx on reviews (author_id);
create index reviews_post_idx on reviews (post_id);

-- 2. Each seller's summary, rewritten in the transaction of every review written or removed, so a
-- listing page joins one row per card (by primary key) instead of counting reviews.
create table seller_ratings (
  seller_id uuid primary key references users (id) on delete cascade,
  count integer not null,
  total integer not null,
  stars_1 integer not null,
  stars_2 integer not null,
  stars_3 integer not null,
  stars_4 integer not null,
  stars_5 integer not null,
  updated_at timestamptz not null default now()
);

-- A review that goes with its author's account (on delete cascade) leaves the seller's row to be
-- recounted here; the app recounts after its own writes and removals (features/reviews). A seller
-- whose own account is going loses the row with it.
create function recount_seller_rating() returns trigger language plpgsql as $$
begin
  if exists (select 1 from users where id = old.seller_id) then
    insert into seller_ratings (seller_id, count, total, stars_1, stars_2, stars_3, stars_4, stars_5)
    select old.seller_id, count(*), coalesce(sum(rating), 0),
           count(*) filter (where rating = 1), count(*) filter (where rating = 2),
           count(*) filter (where rating = 3), count(*) filter (where rating = 4),
           count(*) filter (where rating = 5)
      from reviews where seller_id = old.seller_id and removed_at is null
    on conflict (seller_id) do update set count = excluded.count, total = excluded.total,
      stars_1 = excluded.stars_1, stars_2 = excluded.stars_2, stars_3 = excluded.stars_3,
      stars_4 = excluded.stars_4, stars_5 = excluded.stars_5, updated_at = now();
  end if;
  return null;
end $$;
create trigger reviews_deleted_recount after delete on reviews for each row execute function recount_seller_rating();

-- 3. How fast a seller answers: per room about one of their ads, the buyer's first message and the
-- seller's first answer after it, kept by a trigger on messages (one primary-key read and one small
-- write per message), so the profile reads a few rows instead of walking the chat.
create table chat_reply_times (
  room_id uuid primary key references rooms (id) on delete cascade,
  seller_id uuid not null references users (id) on delete cascade,
  asked_at timestamptz not null,
  answered_at timestamptz
);
create index chat_reply_times_seller_idx on chat_reply_times (seller_id, asked_at);

create function note_reply_time() returns trigger language plpgsql as $$
declare
  seller uuid;
begin
  select p.user_id into seller from rooms r join posts p on p.id = r.post_id
   where r.id = new.room_id and p.user_id in (r.user_low, r.user_high);
  if seller is null then
    return null;
  end if;
  if new.sender_id <> seller then
    insert into chat_reply_times (room_id, seller_id, asked_at) values (new.room_id, seller, new.created_at)
    on conflict (room_id) do nothing;
  else
    update chat_reply_times set answered_at = new.created_at
     where room_id = new.room_id and answered_at is null;
  end if;
  return null;
end $$;
create trigger messages_reply_time after insert on messages for each row execute function note_reply_time();

-- The chats already there.
insert into chat_reply_times (room_id, seller_id, asked_at, answered_at)
select r.id, p.user_id, q.asked,
       (select min(a.created_at) from messages a where a.room_id = r.id and a.sender_id = p.user_id
           and a.created_at >= q.asked)
  from rooms r
  join posts p on p.id = r.post_id and p.user_id in (r.user_low, r.user_high)
  cross join lateral (select min(m.created_at) as asked from messages m
                       where m.room_id = r.id and m.sender_id <> p.user_id) q
 where q.asked is not null;

-- 4. A review can be reported into the moderators' queue.
alter table reports drop constraint reports_target_type_check;
alter table reports add constraint reports_target_type_check
  check (target_type in ('post', 'user', 'comment', 'review'));

-- 5. The seller learns of a rating: one row per buyer and ad.
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('follow', 'comment', 'post', 'admin', 'expiring', 'review'));
alter table notifications drop constraint notifications_shape;
alter table notifications add constraint notifications_shape check (
  (type = 'follow' and kind = 'general' and actor_id is not null)
  or (type = 'comment' and kind = 'general' and actor_id is not null and comment_id is not null and post_id is not null)
  or (type = 'post' and kind = 'following' and actor_id is not null and post_id is not null)
  or (type = 'admin' and kind = 'general' and broadcast_id is not null)
  or (type = 'expiring' and kind = 'general' and actor_id is null and post_id is not null)
  or (type = 'review' and kind = 'general' and actor_id is not null and post_id is not null)
);
create unique index notifications_review_key on notifications (recipient_id, actor_id, post_id) where type = 'review';
