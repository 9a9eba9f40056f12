-- Contact beyond chat (docs/decisions/0021-phone-reveal.md): a seller may show their phone number
-- on their ads (off by default); every counted reveal is one row, so the seller sees how many
-- times it was revealed per ad and in total.
alter table users add column show_phone boolean not null default false;

create table phone_reveals (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references posts (id) on delete cascade,
  viewer_id uuid not null references users (id) on delete cascade,
  seller_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index phone_reveals_post_idx on phone_reveals (post_id);
create index phone_reveals_seller_idx on phone_reveals (seller_id);
