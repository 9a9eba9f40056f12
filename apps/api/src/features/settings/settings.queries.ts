// Raw SQL on purpose: drizzle's jsonb reader re-parses string values ("971…" would come back as a number).
import type { Connection } from '../../db/client.ts';

export const readSettings = (conn: Connection, keys: string[]) =>
  conn.query<{ key: string; value: unknown }>(
    'select key, value from site_settings where key = any($1::text[])',
    [keys],
  );

export async function writeSettings(conn: Connection, values: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    await conn.query(
      `insert into site_settings (key, value, updated_at) values ($1, $2::jsonb, now())
       on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
      [key, JSON.stringify(value)],
    );
  }
}
