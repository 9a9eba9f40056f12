-- The scam and contact-leak guard (docs/decisions/0054-scam-and-contact-leak-guard.md,
-- docs/product/safety.md). A message keeps what the safety rules found in it, so its receiver's note
-- survives a reload; an empty list (most messages) is the default and costs nothing.
alter table messages add column safety_signals text[] not null default '{}';
-- "First messages to several sellers within an hour": a sender's recent signalled messages.
create index messages_signalled_idx on messages (sender_id, created_at) where safety_signals <> '{}';

-- A flag the safety checks raise themselves lands in the moderators' queue as a report without a
-- reporter, reason fraud, with the signals it found; one open flag per target.
alter table reports alter column reporter_id drop not null;
alter table reports add column safety_signals text[];
alter table reports add constraint reports_reporter_or_signals
  check (reporter_id is not null or safety_signals is not null);
create unique index reports_open_flag_key on reports (target_type, target_id)
  where status = 'open' and reporter_id is null;
