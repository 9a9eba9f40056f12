// Removes the stored files whose rows are gone (the orphan_files table, filled by the trigger of
// migration 0010 when a photo message is deleted, by cascade too): hourly and at start, by one
// instance (SCHEDULES). A file is forgotten only once its removal worked, so a storage that is
// down keeps it for the next run; removing a file that is already gone is not an error.
import type { Storage } from '../adapters/storage/index.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from './job-queue.ts';

const BATCH = 200;

/** Removes every orphan file noted so far; returns how many were removed. */
export async function sweepOrphanFiles(deps: { sql: Database; storage: Storage }): Promise<number> {
  let removed = 0;
  // Keys whose removal failed in this run are skipped, so one bad key never holds up the others.
  const failed: string[] = [];
  for (;;) {
    const rows = await deps.sql.query<{ key: string }>(
      'select key from orphan_files where key <> all($1) order by created_at, key limit $2',
      [failed, BATCH],
    );
    const results = await Promise.allSettled(rows.map((r) => deps.storage.remove(r.key)));
    const gone = rows.filter((_, i) => results[i]!.status === 'fulfilled').map((r) => r.key);
    failed.push(...rows.filter((_, i) => results[i]!.status === 'rejected').map((r) => r.key));
    if (gone.length) await deps.sql.query('delete from orphan_files where key = any($1)', [gone]);
    removed += gone.length;
    if (rows.length < BATCH) return removed;
  }
}

export function workOrphanFiles(deps: { jobs: JobQueue; sql: Database; storage: Storage }): Promise<void> {
  return deps.jobs.work('files.sweep', async () => void (await sweepOrphanFiles(deps)));
}
