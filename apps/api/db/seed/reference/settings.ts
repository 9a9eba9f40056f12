// The site settings (commission, support and terms copy) an install starts with.
import type { Orm } from '../../../src/db/client.ts';
import { siteSettings } from '../../../src/db/schema.ts';
import { DEFAULT_SETTINGS } from './default-settings.ts';

/** Inserts missing settings only: an admin's later edits survive re-seeding. */
export async function seedSettings(db: Orm): Promise<void> {
  await db
    .insert(siteSettings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}
