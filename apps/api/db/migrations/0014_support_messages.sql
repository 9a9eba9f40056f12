-- Members' messages to support (docs/product/admin.md#support): written from /setting/support,
-- read and closed by admins. The member's name and addresses are kept as they were when they wrote,
-- so a message stays answerable after a profile change; deleting the account removes the link only.
create table support_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references users (id) on delete set null,
  fullname text not null,
  email text not null,
  phone_number text not null,
  subject text not null check (char_length(subject) between 1 and 120),
  message text not null check (char_length(message) between 1 and 2000),
  status text not null default 'open' check (status in ('open', 'closed')),
  closed_by uuid references users (id) on delete set null,
  closed_at timestamptz,
  created_at timestamptz not null default now()
);
create index support_messages_status_idx on support_messages (status, created_at desc, id desc);
