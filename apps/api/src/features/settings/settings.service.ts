import { SETTINGS_FIELDS, type SettingsField, type SiteSettings } from '@souqna/contracts';
import { DEFAULT_SETTINGS } from '../../../db/seed/reference/default-settings.ts';
import type { Connection } from '../../db/client.ts';
import type { Deps } from '../../context.ts';
import { writeAdminAudit } from '../../lib/admin-audit.ts';
import { readSettings, writeSettings } from './settings.queries.ts';

/** Only the fields asked for; a field missing from the table falls back to the seeded default. */
export async function getSettings(db: Connection, fields: SettingsField[]): Promise<Partial<SiteSettings>> {
  const rows = await readSettings(db, fields);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(fields.map((f) => [f, stored.get(f) ?? DEFAULT_SETTINGS[f]]));
}

/** Equal as JSON whatever the key order: jsonb hands objects back with its own order of keys. */
function sameValue(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown) =>
    JSON.stringify(v, (_, x: unknown) =>
      x && typeof x === 'object' && !Array.isArray(x)
        ? Object.fromEntries(Object.entries(x).sort(([p], [q]) => (p < q ? -1 : 1)))
        : x,
    );
  return canonical(a) === canonical(b);
}

/**
 * The fields saved and their audit row commit together (docs/product/admin.md#site-settings): the
 * row keeps each changed field's value before and after, so the audit log is the settings' version
 * history. A field sent with the value it already has is not a change; a save that changes nothing
 * writes nothing.
 */
export async function updateSettings(
  deps: Pick<Deps, 'sql' | 'events'>,
  adminId: string,
  values: Partial<SiteSettings>,
): Promise<Partial<SiteSettings>> {
  const db = deps.sql;
  const sent = Object.entries(values).filter(([, v]) => v !== undefined);
  const saved = await db.transaction(async (conn) => {
    // Serialises saves: two admins saving at once each see the other's values as "before".
    await conn.query('lock table site_settings in share row exclusive mode');
    const current = await getSettings(
      conn,
      sent.map(([k]) => k as SettingsField),
    );
    const changed = Object.fromEntries(sent.filter(([k, v]) => !sameValue(current[k as SettingsField], v)));
    const fields = Object.keys(changed) as SettingsField[];
    if (!fields.length) return fields;
    await writeSettings(conn, changed);
    await writeAdminAudit(conn, adminId, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: null,
      details: { fields, before: Object.fromEntries(fields.map((f) => [f, current[f]])), values: changed },
    });
    return fields;
  });
  if (saved.length) deps.events.publish('settings.updated', { fields: saved });
  return getSettings(db, [...SETTINGS_FIELDS]);
}
