-- Reference data (places, categories, vehicles) and the bilingual site settings.
create table countries (
  code text primary key,
  en_name text not null,
  ar_name text not null,
  en_official text not null,
  ar_official text not null,
  currency text not null check (currency in ('SAR', 'AED')),
  dial_code text not null,
  sort_order integer not null default 0
);

create table states (
  code text primary key,
  country_code text not null references countries (code) on delete cascade,
  en_name text not null,
  ar_name text not null,
  sort_order integer not null default 0
);

create table cities (
  id integer generated always as identity primary key,
  state_code text not null references states (code) on delete cascade,
  en_name text not null,
  ar_name text not null,
  sort_order integer not null default 0,
  constraint cities_state_name_key unique (state_code, en_name)
);

create table categories (
  id uuid primary key default gen_random_uuid(),
  parent_id uuid references categories (id) on delete cascade,
  slug text not null unique,
  en_name text not null,
  ar_name text not null,
  is_vehicles boolean not null default false,
  has_car_models boolean not null default false,
  sort_order integer not null default 0
);
create index categories_parent_idx on categories (parent_id, sort_order);

create table car_makes (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  en text not null,
  ar text not null,
  aliases text[] not null default '{}',
  sort_order integer not null default 0
);

create table car_models (
  id uuid primary key default gen_random_uuid(),
  make_id uuid not null references car_makes (id) on delete cascade,
  slug text not null unique,
  en text not null,
  ar text not null,
  aliases text[] not null default '{}',
  sort_order integer not null default 0
);
create index car_models_make_idx on car_models (make_id, sort_order);

-- One row per settings field (commissionValue, terms, ...), so GET ?fields= reads only what it needs.
create table site_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
