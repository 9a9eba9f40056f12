import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Orm } from '../../db/client.ts';
import {
  otpChallenges,
  resetTokens,
  revokedTokens,
  users,
  type OtpChallengeRow,
  type UserRow,
} from '../../db/schema.ts';

export async function findUserByLogin(
  db: Orm,
  by: { email: string } | { phoneNumber: string },
): Promise<UserRow | undefined> {
  const where =
    'email' in by
      ? eq(sql`lower(${users.email})`, by.email.toLowerCase())
      : eq(users.phoneNumber, by.phoneNumber);
  const [row] = await db.select().from(users).where(where).limit(1);
  return row;
}

export async function findUserById(db: Orm, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export type NewChallenge = {
  purpose: OtpChallengeRow['purpose'];
  identifier: string;
  userId: string | null;
  payload: Record<string, string>;
  codeHash: string;
  expiresAt: Date;
};

/** A new code voids every earlier live code for the same purpose and address. */
export async function replaceChallenge(db: Pick<Database, 'transaction'>, c: NewChallenge): Promise<string> {
  return db.transaction(async ({ orm: tx }) => {
    await tx
      .update(otpChallenges)
      .set({ voidedAt: new Date() })
      .where(
        and(
          eq(otpChallenges.purpose, c.purpose),
          eq(otpChallenges.identifier, c.identifier),
          isNull(otpChallenges.consumedAt),
          isNull(otpChallenges.voidedAt),
        ),
      );
    const [row] = await tx.insert(otpChallenges).values(c).returning({ id: otpChallenges.id });
    return row!.id;
  });
}

export async function latestChallenge(db: Orm, purpose: OtpChallengeRow['purpose'], identifier: string) {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.purpose, purpose), eq(otpChallenges.identifier, identifier)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row;
}

/**
 * Takes one of a challenge's tries in one statement (the row lock orders concurrent guesses):
 * the new count, or null when all `max` are taken. A guess is compared only once it holds a try.
 */
export async function takeTry(db: Orm, id: string, max: number): Promise<number | null> {
  const [row] = await db
    .update(otpChallenges)
    .set({ tries: sql`${otpChallenges.tries} + 1` })
    .where(and(eq(otpChallenges.id, id), lt(otpChallenges.tries, max)))
    .returning({ tries: otpChallenges.tries });
  return row?.tries ?? null;
}

/** Gives back the try a right code took: only wrong guesses count against the limit. */
export async function giveBackTry(db: Orm, id: string): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ tries: sql`greatest(${otpChallenges.tries} - 1, 0)` })
    .where(eq(otpChallenges.id, id));
}

/** Marks a code used; false when someone else used it first (single use under concurrency). */
export async function consumeChallenge(db: Orm, id: string): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

export async function insertResetToken(
  db: Orm,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(resetTokens).values({ userId, tokenHash, expiresAt });
}

/** Uses up a live reset token of that user; returns whether one was used. */
export async function useResetToken(db: Orm, tokenHash: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(resetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(resetTokens.tokenHash, tokenHash),
        eq(resetTokens.userId, userId),
        isNull(resetTokens.usedAt),
        gt(resetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: resetTokens.id });
  return rows.length === 1;
}

export async function revokeToken(db: Orm, jti: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
  // Housekeeping: rows past their token's expiry can never match again.
  await db.delete(revokedTokens).where(sql`${revokedTokens.expiresAt} < now() - interval '1 day'`);
}

/** The member proved this phone with a code sent to it; the first proof's date is kept. */
export async function markPhoneVerified(db: Orm, userId: string, phoneNumber: string): Promise<void> {
  await db
    .update(users)
    .set({ phoneVerifiedAt: sql`coalesce(${users.phoneVerifiedAt}, now())` })
    .where(and(eq(users.id, userId), eq(users.phoneNumber, phoneNumber)));
}
