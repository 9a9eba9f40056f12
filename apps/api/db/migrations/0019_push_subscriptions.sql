-- Web push subscriptions (docs/product/conversations-and-notifications.md#push,
-- docs/decisions/0031-web-push.md): one row per browser a member turned notifications on in.
-- The endpoint is the push service's address for that browser, so it is unique: a browser that
-- another member signs in to moves to them. The keys encrypt what we send (RFC 8291); `session_jti`
-- is the session that subscribed, so signing out of it stops the pushes to that browser.
create table push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  user_agent text,
  session_jti text,
  created_at timestamptz not null default now(),
  last_success_at timestamptz
);
-- A member's devices, and which one has been quiet longest (replaced past the limit).
create index push_subscriptions_user_idx on push_subscriptions (user_id, created_at);
create index push_subscriptions_session_idx on push_subscriptions (session_jti);
