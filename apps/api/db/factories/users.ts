// Members, straight into the database, and the codes the dev outbox holds for them.
import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { devOutbox, users, type UserRow } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { type DbLike } from './db-like.ts';

export const DEFAULT_TEST_PASSWORD = 'Test-pass1';
// Hashing is deliberately slow; most builders use the same password, so hash it once per process.
const hashCache = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  if (!hashCache.has(password)) hashCache.set(password, hashPassword(password));
  return hashCache.get(password)!;
};

const UAE_SECOND_DIGITS = '0245678';
export function uniquePhone(): string {
  const second = UAE_SECOND_DIGITS[crypto.randomInt(UAE_SECOND_DIGITS.length)];
  return `9715${second}${String(crypto.randomInt(10_000_000)).padStart(7, '0')}`;
}
export function uniqueSuffix(): string {
  return crypto.randomBytes(5).toString('hex');
}

export type UserOverrides = Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & { password?: string };

/** Inserts a user with unique email/phone/username unless given; returns the row and the plain password. */
export async function createUser(
  dbLike: DbLike,
  overrides: UserOverrides = {},
): Promise<UserRow & { password: string }> {
  const { password = DEFAULT_TEST_PASSWORD, ...fields } = overrides;
  const suffix = uniqueSuffix();
  const [row] = await dbLike.orm
    .insert(users)
    .values({
      email: `user-${suffix}@test.souqna.dev`,
      phoneNumber: uniquePhone(),
      username: `user_${suffix}`,
      fullname: `Test User ${suffix}`,
      ...fields,
      passwordHash: await cachedHash(password),
    })
    .returning();
  return { ...row!, password };
}

export function createAdmin(dbLike: DbLike, overrides: UserOverrides = {}) {
  return createUser(dbLike, { fullname: 'Test Admin', ...overrides, role: 'admin' });
}

/** The newest code the dev outbox holds for an address (tests read codes as a user reads their phone). */
export async function lastCodeSentTo(
  dbLike: DbLike,
  to: string,
  channel?: 'sms' | 'email',
): Promise<string | null> {
  const where = channel
    ? and(eq(devOutbox.recipient, to), eq(devOutbox.channel, channel))
    : eq(devOutbox.recipient, to);
  const [row] = await dbLike.orm
    .select({ code: devOutbox.code })
    .from(devOutbox)
    .where(where)
    .orderBy(desc(devOutbox.createdAt))
    .limit(1);
  return row?.code ?? null;
}
