-- One paid commission per ad (docs/product/payments.md#one-commission-per-ad). Two checkouts for
-- the same ad can both be paid (two tabs, a retry): the second to be paid is refunded by the site
-- itself, and its ledger rows name that source 'system'.
alter table payment_ledger drop constraint payment_ledger_source_check;
alter table payment_ledger
  add constraint payment_ledger_source_check check (source in ('member', 'provider', 'admin', 'system'));

-- The check at checkout and at each step to paid reads an ad's paid commission by this.
create index payments_post_paid_idx on payments (post_id) where status = 'paid';
