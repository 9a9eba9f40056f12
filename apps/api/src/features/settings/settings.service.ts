import { SETTINGS_FIELDS, type SettingsField, type SiteSettings } from '@souqna/contracts';
import { DEFAULT_SETTINGS } from '../../../db/seed/reference/default-settings.ts';
import type { Connection, Database } from '../../db/client.ts';
import { writeAdminAudit } from '../../lib/admin-audit.ts';
import { inSqlTransaction } from '../../lib/sql-transaction.ts';
import { readSettings, writeSettings } from './settings.queries.ts';

/** Only the fields asked for; a field missing from the table falls back to the seeded default. */
export async function getSettings(db: Connection, fields: SettingsField[]): Promise<Partial<SiteSettings>> {
  const rows = await readSettings(db, fields);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(fields.map((f) => [f, stored.get(f) ?? DEFAULT_SETTINGS[f]]));
}

/** The fields saved and their audit row commit together (docs/product/admin.md#audit-log). */
export async function updateSettings(
  db: Database,
  adminId: string,
  values: Partial<SiteSettings>,
): Promise<Partial<SiteSettings>> {
  const changed = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  await inSqlTransaction(db, async (conn) => {
    await writeSettings(conn, changed);
    await writeAdminAudit(conn, adminId, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: null,
      details: { fields: Object.keys(changed), values: changed },
    });
  });
  return getSettings(db, [...SETTINGS_FIELDS]);
}
