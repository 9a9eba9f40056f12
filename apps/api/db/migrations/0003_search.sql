-- Search support: pg_trgm (did-you-mean on the small name vocabulary) and the SQL twin of
-- normalizeSearchText (packages/contracts/src/search-normalize.ts). Keep the two in step:
-- test/search-normalize.api.test.ts runs both over the same strings.
create extension if not exists pg_trgm;

-- Explicit code points only (no lower()/[:alnum:], which depend on the database locale).
-- IMMUTABLE so it can feed indexes and generated columns.
create function souqna_normalize(value text) returns text
language sql immutable strict parallel safe
as $fn$
  select btrim(regexp_replace(
    regexp_replace(
      translate(
        regexp_replace(value, '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'),
        'ABCDEFGHIJKLMNOPQRSTUVWXYZأإآٱىیةک٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
        'abcdefghijklmnopqrstuvwxyzااااييهك01234567890123456789'),
      '[^0-9a-z\u00C0-\u024F\u0620-\u064A\u066E-\u06D3]+', ' ', 'g'),
    ' +', ' ', 'g'))
$fn$;
