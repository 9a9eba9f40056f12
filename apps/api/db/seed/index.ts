// The seeds: reference data every install needs (reference/), the demo marketplace of development
// installs (demo/) and the benchmark's million ads (big/, a command of its own).
import type { Config } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { seedDemoUsers } from './demo/users.ts';
import { ensureAdmin } from './reference/admin.ts';
import { seedReference } from './reference/reference.ts';
import { refreshSearchDocuments } from './search-documents.ts';

export { seedReference, ensureAdmin, seedDemoUsers, refreshSearchDocuments };
export { DEMO_USERS } from './demo/users.ts';
export { DEMO_SIZE, SELLER_EMAILS, seedDemoAds } from './demo/ads.ts';
export { SOCIAL, seedDemoSocial, type SocialCounts } from './demo/social.ts';
export { seedDemoReviews, type ReviewCounts } from './demo/reviews.ts';

/**
 * Every start's seed, idempotent: the reference data, outside production the demo accounts, the
 * admin the environment names, and the ads' search documents rebuilt if an older builder wrote
 * them. The demo ads and their social life are seeded after it (seedDemoAds, seedDemoSocial,
 * seedDemoReviews): they take seconds the first time.
 */
export async function seed(db: Database, config: Pick<Config, 'appEnv' | 'admin'>): Promise<void> {
  await seedReference(db);
  await refreshSearchDocuments(db);
  if (config.appEnv !== 'production') await seedDemoUsers(db);
  if (config.admin) await ensureAdmin(db, config.admin);
}
