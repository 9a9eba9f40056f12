// The documented demo accounts (development only; never created when APP_ENV=production).
import { eq, sql } from 'drizzle-orm';
import { users } from '../../../src/db/schema.ts';
import { hashPassword } from '../../../src/lib/passwords.ts';
import { type DbLike } from '../../factories/db-like.ts';

export const DEMO_USERS = [
  {
    email: 'demo@souqna.dev',
    phoneNumber: '971501234567',
    password: 'Demo-pass1',
    username: 'demo',
    fullname: 'حساب تجريبي',
  },
  {
    email: 'sara@souqna.dev',
    phoneNumber: '966501234567',
    password: 'Demo-pass2',
    username: 'sara',
    fullname: 'Sara Al-Harbi',
  },
] as const;

const MEMBERS_FOR_MS = 60 * 86_400_000;

export async function seedDemoUsers(dbLike: DbLike): Promise<void> {
  const db = dbLike.orm;
  for (const u of DEMO_USERS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, u.email));
    if (existing) continue;
    const { password, ...fields } = u;
    await db
      .insert(users)
      // Their numbers count as confirmed, as after signing up with a code; they joined two months
      // ago, so they may rate the sellers they deal with at once (a new account waits a day:
      // docs/product/social.md#ratings-and-reviews).
      .values({
        ...fields,
        createdAt: new Date(Date.now() - MEMBERS_FOR_MS),
        phoneVerifiedAt: new Date(),
        passwordHash: await hashPassword(password),
      })
      .onConflictDoNothing();
  }
}
