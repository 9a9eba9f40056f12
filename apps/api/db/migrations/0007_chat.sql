-- Chat: rooms between two members (usually about an ad), their messages, and per member the read
-- pointer and what they deleted for themselves (docs/decisions/0019-chat-storage-and-delivery.md).
create table rooms (
  id uuid primary key default gen_random_uuid(),
  -- The pair in a fixed order, so (a, b) and (b, a) are one room.
  user_low uuid not null references users (id) on delete cascade,
  user_high uuid not null references users (id) on delete cascade,
  -- The ad it is about; set null when the ad goes, the room and its messages stay.
  post_id uuid references posts (id) on delete set null,
  -- The ad the room was opened for (or the nil uuid): the uniqueness key, unchanged when the ad goes.
  post_key uuid not null,
  -- seq of the newest message (0: none yet); messages of a room are written under this row's lock,
  -- so within a room seq order is commit order and an `after` cursor never skips one.
  last_seq bigint not null default 0,
  last_message_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint rooms_pair_ordered check (user_low < user_high)
);
create unique index rooms_pair_post_key on rooms (user_low, user_high, post_key);

create table room_members (
  room_id uuid not null references rooms (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  peer_id uuid not null references users (id) on delete cascade,
  -- Messages up to this seq are read by this member.
  last_read_seq bigint not null default 0,
  -- "Delete for me": messages up to this seq are gone for this member only.
  cleared_seq bigint not null default 0,
  -- Set by delete-for-me; the room is back in the list once a message newer than cleared_seq arrives.
  hidden_at timestamptz,
  primary key (room_id, user_id)
);
create index room_members_user_idx on room_members (user_id);

create table messages (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  room_id uuid not null references rooms (id) on delete cascade,
  sender_id uuid not null references users (id) on delete cascade,
  -- Made by the sending client: a retried send finds the message it already wrote.
  client_id uuid not null,
  body text not null check (char_length(body) between 1 and 2000),
  created_at timestamptz not null default now()
);
create unique index messages_client_key on messages (room_id, sender_id, client_id);
create index messages_room_seq_idx on messages (room_id, seq);
