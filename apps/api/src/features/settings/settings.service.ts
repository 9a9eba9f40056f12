import { SETTINGS_FIELDS, type SettingsField, type SiteSettings } from '@souqna/contracts';
import { DEFAULT_SETTINGS } from '../../../db/seed/reference/default-settings.ts';
import type { Connection } from '../../db/client.ts';
import { readSettings, writeSettings } from './settings.queries.ts';

/** Only the fields asked for; a field missing from the table falls back to the seeded default. */
export async function getSettings(db: Connection, fields: SettingsField[]): Promise<Partial<SiteSettings>> {
  const rows = await readSettings(db, fields);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(fields.map((f) => [f, stored.get(f) ?? DEFAULT_SETTINGS[f]]));
}

export async function updateSettings(
  db: Connection,
  values: Partial<SiteSettings>,
): Promise<Partial<SiteSettings>> {
  await writeSettings(db, values);
  return getSettings(db, [...SETTINGS_FIELDS]);
}
