-- Payments (docs/product/payments.md, docs/decisions/0025-payments.md): commission payments, the
-- append-only ledger of their status changes, the provider notices already handled, receipt
-- numbers per year, and the sandbox provider's own checkouts.

create table payments (
  id uuid primary key,
  type text not null default 'commission' check (type in ('commission')),
  -- Money records outlive accounts and ads: the payer's name and the ad's title are kept as they were.
  user_id uuid references users (id) on delete set null,
  payer_name text not null,
  post_id uuid references posts (id) on delete set null,
  post_title text,
  -- Integer halalas/fils, never floats.
  sale_price_minor bigint not null check (sale_price_minor > 0),
  -- The percentage charged, as the site settings held it at the time.
  commission_value numeric not null check (commission_value >= 0 and commission_value <= 100),
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null check (currency in ('SAR', 'AED')),
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed', 'refunded')),
  provider text not null,
  provider_ref text not null,
  checkout_url text not null,
  method_type text,
  method_brand text,
  method_last4 text,
  receipt_number text unique,
  -- An admin's refund in flight: one at a time (a second click waits or is refused).
  refund_claimed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz,
  failed_at timestamptz,
  refunded_at timestamptz,
  unique (provider, provider_ref),
  -- A paid or refunded payment has its receipt; a pending or failed one has none.
  check ((status in ('paid', 'refunded')) = (receipt_number is not null and paid_at is not null))
);
create index payments_user_created_idx on payments (user_id, created_at desc, id desc);
create index payments_created_idx on payments (created_at desc, id desc);
create index payments_post_idx on payments (post_id);

-- Every status change, one row each, never updated or deleted. Each status is reached at most once
-- (the order is pending < failed < paid < refunded), so a replayed notice cannot add a row.
create table payment_ledger (
  id bigint generated always as identity primary key,
  payment_id uuid not null references payments (id),
  from_status text check (from_status in ('pending', 'paid', 'failed', 'refunded')),
  to_status text not null check (to_status in ('pending', 'paid', 'failed', 'refunded')),
  amount_minor bigint not null,
  currency text not null,
  source text not null check (source in ('member', 'provider', 'admin')),
  -- The provider notice that caused it; the admin who refunded (no foreign key: the ledger outlives accounts).
  provider_event_id text,
  actor_id uuid,
  note text,
  created_at timestamptz not null default now(),
  unique (payment_id, to_status)
);

create function payment_ledger_append_only_trg() returns trigger language plpgsql as $fn$
begin
  raise exception 'payment_ledger is append-only (% refused)', tg_op using errcode = 'P0001';
end
$fn$;
create trigger payment_ledger_no_update before update or delete on payment_ledger
  for each row execute function payment_ledger_append_only_trg();
create trigger payment_ledger_no_truncate before truncate on payment_ledger
  for each statement execute function payment_ledger_append_only_trg();

-- Provider notices by their own id: deliveries repeat, so a notice is handled once. A notice whose
-- handling failed half way (the provider did not answer our check) is handled again on redelivery.
create table payment_webhook_events (
  provider text not null,
  event_id text not null,
  payment_id uuid references payments (id),
  provider_ref text not null,
  reported_status text not null,
  deliveries integer not null default 1,
  received_at timestamptz not null default now(),
  processed_at timestamptz,
  outcome text check (outcome in ('applied', 'unchanged', 'mismatch', 'unknown')),
  primary key (provider, event_id)
);

-- Receipt numbers, gapless and sequential per calendar year (Riyadh time): SQ-2026-000123.
create table payment_receipt_counters (
  year integer primary key,
  last_number integer not null
);

-- The sandbox provider's own records (adapters/payments/sandbox-store.ts): in a real provider they
-- live on its side; here they share our database so checkouts survive a restart.
create table payment_sandbox_checkouts (
  provider_ref text primary key,
  payment_id uuid not null,
  amount_minor bigint not null,
  currency text not null,
  description text not null,
  return_url text not null,
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed', 'refunded')),
  -- '3ds': the card asked for the extra confirmation step, not answered yet.
  step text check (step in ('3ds')),
  card_brand text,
  card_last4 text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
