-- The ad page's facts (docs/decisions/0040-ad-views.md, docs/decisions/0041-ad-page-facts.md).

-- 1. A short public number per ad ("Ad #1042"), new ads in order of posting. The uuid stays the key
-- and the address; the number is for people (reading it out on the phone, quoting it to support).
-- Adding the identity column rewrites the table once, numbering existing ads in storage order (their
-- posting order, but for ads whose row an edit moved): on a synthetic million rows with five
-- indexes 9 s, where an UPDATE numbering them by created_at took 79 s and left every row twice
-- (docs/decisions/0041-ad-page-facts.md#ad-number). Reads wait while it runs, as at any start.
alter table posts add column number bigint generated always as identity;
create unique index posts_number_key on posts (number);

-- 2. Counted views, one narrow row per ad, written in batches by the API (never once per view).
-- Apart from posts, so a flush rewrites a 40-byte row without touching the ad's wide row and its
-- twelve indexes (updates stay HOT), and the ad's updated_at keeps meaning "edited".
create table post_views (
  post_id uuid primary key references posts (id) on delete cascade,
  views bigint not null default 0 check (views >= 0)
);

-- 3. A member proved their phone number with a code sent to it by SMS: at sign-up, on changing it,
-- or on recovering the password by phone. Members who signed up through the code get the date of
-- that code; accounts made otherwise (the admin from the environment, the demo) have none.
alter table users add column phone_verified_at timestamptz;
update users u set phone_verified_at = c.consumed_at
  from otp_challenges c
 where c.purpose = 'register' and c.consumed_at is not null
   and c.payload ->> 'phoneNumber' = u.phone_number;

-- 4. The seller's statistics count the conversations about one ad: rooms had no index by ad.
create index rooms_post_idx on rooms (post_id) where post_id is not null;
