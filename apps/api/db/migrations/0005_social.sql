-- Favourites, comments, reports, follows and blocks.
create table favorites (
  user_id uuid not null references users (id) on delete cascade,
  post_id uuid not null references posts (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, post_id)
);
create index favorites_user_created_idx on favorites (user_id, created_at desc, post_id desc);
create index favorites_post_idx on favorites (post_id);

create table comments (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references posts (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Soft delete: a reported comment stays readable for the moderators.
  deleted_at timestamptz
);
create index comments_post_created_idx on comments (post_id, created_at, id) where deleted_at is null;

create table reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null references users (id) on delete cascade,
  target_type text not null check (target_type in ('post', 'user', 'comment')),
  -- Polymorphic, so no foreign key: the report outlives a deleted target.
  target_id uuid not null,
  reason text not null check (reason in ('spam', 'fraud', 'prohibited', 'wrong_category', 'offensive', 'other')),
  note text check (char_length(note) <= 1000),
  status text not null default 'open' check (status in ('open', 'resolved', 'dismissed')),
  resolved_by uuid references users (id) on delete set null,
  resolved_at timestamptz,
  created_at timestamptz not null default now()
);
-- One open report per reporter and target (docs/product/social.md#reports).
create unique index reports_open_key on reports (reporter_id, target_type, target_id) where status = 'open';
create index reports_status_created_idx on reports (status, created_at desc, id desc);

create table follows (
  follower_id uuid not null references users (id) on delete cascade,
  followee_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (follower_id, followee_id),
  constraint follows_not_self check (follower_id <> followee_id)
);
create index follows_followee_idx on follows (followee_id, created_at desc);
create index follows_follower_idx on follows (follower_id, created_at desc);

-- Filled by the block-list API (a later issue); every list already hides blocked authors.
create table user_blocks (
  blocker_id uuid not null references users (id) on delete cascade,
  blocked_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  constraint user_blocks_not_self check (blocker_id <> blocked_id)
);
