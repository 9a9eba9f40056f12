-- Notifications (docs/product/conversations-and-notifications.md#notifications, docs/decisions/0020-notifications-fan-out.md).
-- An admin broadcast's text is stored once; each member's row points at it.
create table notification_broadcasts (
  id uuid primary key default gen_random_uuid(),
  sender_id uuid references users (id) on delete set null,
  en_title text not null,
  ar_title text not null,
  en_message text not null,
  ar_message text not null,
  created_at timestamptz not null default now()
);

create table notifications (
  id uuid primary key default gen_random_uuid(),
  recipient_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('general', 'following')),
  type text not null check (type in ('follow', 'comment', 'post', 'admin')),
  -- The member who acted; null for an admin broadcast.
  actor_id uuid references users (id) on delete cascade,
  post_id uuid references posts (id) on delete cascade,
  comment_id uuid references comments (id) on delete cascade,
  broadcast_id uuid references notification_broadcasts (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint notifications_shape check (
    (type = 'follow' and kind = 'general' and actor_id is not null)
    or (type = 'comment' and kind = 'general' and actor_id is not null and comment_id is not null and post_id is not null)
    or (type = 'post' and kind = 'following' and actor_id is not null and post_id is not null)
    or (type = 'admin' and kind = 'general' and broadcast_id is not null)
  )
);
-- Each tab, newest first, keyset-paged.
create index notifications_recipient_kind_created_idx on notifications (recipient_id, kind, created_at desc, id desc);
-- One row per recipient and thing: a retried job or a repeated follow never writes a second one.
create unique index notifications_follow_key on notifications (recipient_id, actor_id) where type = 'follow';
create unique index notifications_comment_key on notifications (recipient_id, comment_id) where type = 'comment';
create unique index notifications_post_key on notifications (recipient_id, post_id) where type = 'post';
create unique index notifications_admin_key on notifications (recipient_id, broadcast_id) where type = 'admin';
-- Cascades from deleted users, ads and comments.
create index notifications_actor_idx on notifications (actor_id);
create index notifications_post_idx on notifications (post_id);
create index notifications_comment_idx on notifications (comment_id);

-- The fan-out walks a seller's followers in follower order, 5,000 at a time.
create index follows_followee_follower_idx on follows (followee_id, follower_id);
