-- A member's ad photos leave storage with them (docs/decisions/0028-account-rights.md): when a user
-- row is deleted (by an admin or by themselves), the keys of their ads' photos are noted in
-- orphan_files in the same transaction, before the cascade takes the rows, and the files.sweep job
-- (jobs/orphan-files.ts) removes the files. A key another member's ad still shows (the demo seed
-- shares its pictures) is kept: only the last ad using a file lets it go.
create function users_photo_files_trg() returns trigger language plpgsql as $fn$
begin
  insert into orphan_files (key)
  select k.key
    from post_images i
    join posts p on p.id = i.post_id
    cross join lateral (values (i.thumbnail_key), (i.card_key), (i.full_key)) as k (key)
   where p.user_id = old.id
     and not exists (
       select 1 from post_images o join posts op on op.id = o.post_id
        where op.user_id <> old.id and o.full_key = i.full_key)
  on conflict (key) do nothing;
  return old;
end
$fn$;
create trigger users_photo_files before delete on users
  for each row execute function users_photo_files_trg();
