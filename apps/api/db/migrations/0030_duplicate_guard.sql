-- The duplicate guard at posting (docs/decisions/0058-duplicate-guard.md,
-- docs/product/listings-and-search.md#duplicate-guard).

-- 1. Each ad photo's 64-bit difference hash (lib/photo-hash.ts); null for photos stored before this
-- (never compared) and for flat pictures, which say too little to match.
alter table post_images add column phash bigint;
-- Near matches (at most PHOTO_HASH_MAX_DISTANCE = 3 bits apart) share at least one of four 16-bit
-- bands whole (pigeonhole): one btree per band turns "close to h" into four equality lookups, and
-- bit_count(phash # h) confirms the few rows they find. Band 0 is the high bits.
create index post_images_phash_b0_idx on post_images (((phash >> 48) & 65535)) where phash is not null;
create index post_images_phash_b1_idx on post_images (((phash >> 32) & 65535)) where phash is not null;
create index post_images_phash_b2_idx on post_images (((phash >> 16) & 65535)) where phash is not null;
create index post_images_phash_b3_idx on post_images ((phash & 65535)) where phash is not null;

-- 2. A flag of the guard: the other seller's live ad whose photo the new ad carries, shown beside it in
-- the moderators' queue. A flag is a report without a reporter that carries signals or this match.
alter table reports add column matched_post_id uuid references posts (id) on delete set null;
alter table reports drop constraint reports_reporter_or_signals;
alter table reports add constraint reports_reporter_or_signals
  check (reporter_id is not null or safety_signals is not null or matched_post_id is not null);
