-- Accounts, one-time codes, sessions and the development outbox.
create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  phone_number text not null,
  username text,
  fullname text not null,
  description text,
  avatar text,
  password_hash text not null,
  role text not null default 'user' check (role in ('user', 'admin')),
  banned_at timestamptz,
  locale text not null default 'ar' check (locale in ('ar', 'en')),
  posts_count integer not null default 0,
  unseen_messages_count integer not null default 0,
  tokens_valid_after timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- E.164 digits without '+': the two markets only (docs/product/accounts-and-sign-in.md#phone-numbers-and-digits).
  constraint users_phone_number_e164 check (phone_number ~ '^(966|971)5[0-9]{8}$')
);
-- Index names end in the API field they guard: the error handler turns them into DuplicationError data.key.
create unique index users_email_key on users (lower(email));
create unique index users_phone_number_key on users (phone_number);
create unique index users_username_key on users (username);
create index users_created_at_idx on users (created_at desc, id);

create table otp_challenges (
  id uuid primary key default gen_random_uuid(),
  purpose text not null check (purpose in ('register', 'reset')),
  identifier text not null,
  user_id uuid references users (id) on delete cascade,
  payload jsonb not null default '{}'::jsonb,
  code_hash text not null,
  expires_at timestamptz not null,
  tries integer not null default 0,
  consumed_at timestamptz,
  voided_at timestamptz,
  created_at timestamptz not null default now()
);
create index otp_challenges_lookup_idx on otp_challenges (purpose, identifier, created_at desc);

create table reset_tokens (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table revoked_tokens (
  jti text primary key,
  expires_at timestamptz not null
);
create index revoked_tokens_expires_idx on revoked_tokens (expires_at);

create table dev_outbox (
  id uuid primary key default gen_random_uuid(),
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  subject text,
  body text not null,
  code text,
  created_at timestamptz not null default now()
);
create index dev_outbox_recipient_idx on dev_outbox (recipient, created_at desc);
