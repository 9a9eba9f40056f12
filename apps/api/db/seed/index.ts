// The seeds: reference data every install needs (reference/), the demo marketplace of development
// installs (demo/) and the benchmark's million ads (big/, a command of its own).
import type { Config } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import type { DbLike } from '../factories/db-like.ts';
import { seedDemoUsers } from './demo/users.ts';
import { ensureAdmin } from './reference/admin.ts';
import { seedReference } from './reference/reference.ts';
import { refreshSearchDocuments } from './search-documents.ts';

export { seedReference, ensureAdmin, seedDemoUsers, refreshSearchDocuments };
export { DEMO_USERS } from './demo/users.ts';
export { DEMO_SIZE, SELLER_EMAILS, seedDemoAds } from './demo/ads.ts';
export { SOCIAL, seedDemoSocial, type SocialCounts } from './demo/social.ts';

/**
 * Every start's seed, idempotent: the reference data, outside production the demo accounts, and
 * the admin the environment names, and (given the whole database) the ads' search documents
 * rebuilt if an older builder wrote them. The demo ads and their social life are seeded after it
 * (seedDemoAds, seedDemoSocial): they take seconds the first time.
 */
export async function seed(dbLike: DbLike, config: Pick<Config, 'appEnv' | 'admin'>): Promise<void> {
  await seedReference(dbLike);
  if (typeof (dbLike as Database).query === 'function') await refreshSearchDocuments(dbLike as Database);
  if (config.appEnv !== 'production') await seedDemoUsers(dbLike);
  if (config.admin) await ensureAdmin(dbLike, config.admin);
}
