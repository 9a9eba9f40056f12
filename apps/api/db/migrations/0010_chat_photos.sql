-- Photo messages (docs/decisions/0022-photo-messages.md): a message holds text, one photo or both.
-- The photo is two WebP files in the storage adapter, named by key like an ad's photos.
alter table messages
  add column image_thumbnail_key text,
  add column image_full_key text,
  -- Pixels of the full image; the thumbnail has the same proportions.
  add column image_width integer,
  add column image_height integer,
  add constraint messages_image_whole check (
    (image_full_key is null and image_thumbnail_key is null and image_width is null and image_height is null)
    or (image_full_key is not null and image_thumbnail_key is not null
        and image_width > 0 and image_height > 0)
  );
-- Text may be empty only beside a photo.
alter table messages drop constraint messages_body_check;
alter table messages add constraint messages_body_check check (
  char_length(body) <= 2000 and (char_length(body) >= 1 or image_full_key is not null)
);

-- Files whose row is gone and which are still to be removed from the storage. Messages leave by
-- cascade (a deleted member takes their rooms and messages with them), where no code of ours runs,
-- so a trigger notes the keys in the same transaction and a scheduled job (jobs/orphan-files.ts)
-- removes the files, then the rows: a crash in between only delays the removal.
create table orphan_files (
  key text primary key,
  created_at timestamptz not null default now()
);

create function messages_orphan_files_trg() returns trigger language plpgsql as $fn$
begin
  insert into orphan_files (key) values (old.image_thumbnail_key), (old.image_full_key)
    on conflict (key) do nothing;
  return null;
end
$fn$;
create trigger messages_orphan_files after delete on messages
  for each row when (old.image_full_key is not null) execute function messages_orphan_files_trg();
