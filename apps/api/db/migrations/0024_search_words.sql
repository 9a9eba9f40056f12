-- The words seen in ads, for "one typing mistake" (docs/decisions/0046-search-beyond-spelling.md,
-- docs/product/listings-and-search.md#typing-mistakes): a search word that no ad holds is looked up
-- here among words one edit away. A vocabulary of a few hundred thousand words, not the ads
-- themselves: a trigram index over 1 M ads would cost 180 MB (docs/product/listings-and-search.md#search-measurements).
-- Words of four letters or more, letters only (model numbers and prices are not typos).
create table search_words (
  word text primary key,
  ads integer not null check (ads >= 0)
);
-- Candidates by trigram similarity (`%`, 0.3): one letter changed, added or removed in a word of
-- five letters keeps a third of its trigrams or more. A swap of two letters keeps fewer (iphnoe and
-- iphone: 0.27), so swaps are looked up as exact words. A GiST index ordered by distance (KNN)
-- would find both but took 300–500 ms over 300,000 words, where GIN answers in a few ms.
create index search_words_trgm on search_words using gin (word gin_trgm_ops);

-- Kept up to date by the writes themselves, per statement (transition tables): one grouped upsert
-- per statement, so a bulk load of 50,000 ads pays once, not per ad. Only a changed document counts;
-- a word no ad holds any more keeps its row at 0 ads (it is never proposed: see the listing code).
create function search_words_apply(added tsvector[], removed tsvector[]) returns void
language sql as $fn$
  with changed as (
    select w, sum(n)::int as n from (
      select unnest(tsvector_to_array(d)) as w, 1 as n from unnest(added) d
      union all select unnest(tsvector_to_array(d)), -1 from unnest(removed) d
    ) x
    where length(w) >= 4 and w ~ '^[a-z\u00C0-\u024F\u0620-\u064A\u066E-\u06D3]+$'
    group by w having sum(n) <> 0
  ), updated as (
    update search_words s set ads = greatest(s.ads + c.n, 0) from changed c where s.word = c.w
    returning s.word
  )
  insert into search_words (word, ads)
  select w, n from changed where n > 0 and w not in (select word from updated)
  on conflict (word) do update set ads = search_words.ads + excluded.ads
$fn$;

create function search_words_count() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    perform search_words_apply(array(select search_tsv from new_rows), '{}');
  elsif tg_op = 'DELETE' then
    perform search_words_apply('{}', array(select search_tsv from old_rows));
  else
    perform search_words_apply(
      array(select n.search_tsv from new_rows n join old_rows o on o.id = n.id where n.search_norm <> o.search_norm),
      array(select o.search_tsv from new_rows n join old_rows o on o.id = n.id where n.search_norm <> o.search_norm));
  end if;
  return null;
end
$fn$;

create trigger posts_search_words_insert after insert on posts
  referencing new table as new_rows for each statement execute function search_words_count();
create trigger posts_search_words_update after update on posts
  referencing old table as old_rows new table as new_rows for each statement execute function search_words_count();
create trigger posts_search_words_delete after delete on posts
  referencing old table as old_rows for each statement execute function search_words_count();

-- The ads already written (ts_stat reads every document once: ~20 s on 1 M ads).
insert into search_words (word, ads)
select word, ndoc from ts_stat('select search_tsv from posts')
 where length(word) >= 4 and word ~ '^[a-z\u00C0-\u024F\u0620-\u064A\u066E-\u06D3]+$';
