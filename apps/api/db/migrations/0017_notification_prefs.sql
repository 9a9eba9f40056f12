-- Which notifications a member gets (docs/product/conversations-and-notifications.md#preferences).
-- No row means everything on: only members who turn something off have one, and the writes check
-- it with a primary-key lookup.
create table notification_prefs (
  user_id uuid primary key references users (id) on delete cascade,
  follow boolean not null default true,
  comment boolean not null default true,
  post boolean not null default true,
  updated_at timestamptz not null default now()
);
