// The seeds: reference data every install needs (reference/), the demo marketplace of development
// installs (demo/) and the benchmark's million ads (big/, a command of its own).
import type { Config } from '../../src/config.ts';
import type { DbLike } from '../factories/db-like.ts';
import { seedDemoUsers } from './demo/users.ts';
import { ensureAdmin } from './reference/admin.ts';
import { seedReference } from './reference/reference.ts';

export { seedReference, ensureAdmin, seedDemoUsers };
export { DEMO_USERS } from './demo/users.ts';
export { DEMO_SIZE, SELLER_EMAILS, seedDemoAds } from './demo/ads.ts';
export { SOCIAL, seedDemoSocial, type SocialCounts } from './demo/social.ts';

/**
 * Every start's seed, idempotent: the reference data, outside production the demo accounts, and
 * the admin the environment names. The demo ads and their social life are seeded after it
 * (seedDemoAds, seedDemoSocial): they take seconds the first time.
 */
export async function seed(dbLike: DbLike, config: Pick<Config, 'appEnv' | 'admin'>): Promise<void> {
  await seedReference(dbLike);
  if (config.appEnv !== 'production') await seedDemoUsers(dbLike);
  if (config.admin) await ensureAdmin(dbLike, config.admin);
}
