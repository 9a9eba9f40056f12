-- The back office (docs/decisions/0026-back-office-audit-and-moderation.md): an append-only log of
-- every admin action, report outcomes that act on their target, and broadcasts to one country.

-- No foreign keys on purpose: a row must outlive the admin's and the target's accounts, and keep
-- the admin's name as it was when they acted.
create table admin_audit (
  id uuid primary key default gen_random_uuid(),
  admin_id uuid not null,
  admin_name text not null,
  action text not null check (action ~ '^[a-z]+\.[a-z]+$'),
  target_type text not null,
  target_id text,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index admin_audit_created_idx on admin_audit (created_at desc, id desc);
create index admin_audit_admin_idx on admin_audit (admin_id, created_at desc);
create index admin_audit_target_idx on admin_audit (target_id, created_at desc);
create index admin_audit_action_idx on admin_audit (action, created_at desc);

-- The database itself refuses to change history, whatever the code (or a console) asks: rows are
-- only ever inserted. Dropping the table is a migration's business, not a statement's.
create function admin_audit_refuse_trg() returns trigger language plpgsql as $fn$
begin
  raise exception 'admin_audit is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
end
$fn$;
create trigger admin_audit_no_update_delete before update or delete on admin_audit
  for each row execute function admin_audit_refuse_trg();
create trigger admin_audit_no_truncate before truncate on admin_audit
  for each statement execute function admin_audit_refuse_trg();

-- Report outcomes (docs/product/social.md#reports): `removed` deleted the post or comment,
-- `banned` banned its owner; `resolved` stays for reports closed before outcomes existed.
alter table reports drop constraint reports_status_check;
alter table reports add constraint reports_status_check
  check (status in ('open', 'resolved', 'dismissed', 'removed', 'banned'));
-- What the admin wrote when closing it (for `removed`, the reason the author is told).
alter table reports add column resolution_note text check (char_length(resolution_note) <= 500);
-- The queue counts, and a resolution closes, the open reports of one target.
create index reports_open_target_idx on reports (target_type, target_id) where status = 'open';
create index reports_open_reason_idx on reports (reason) where status = 'open';

-- A broadcast to one country's members (null: everyone).
alter table notification_broadcasts add column country_code text references countries (code);
