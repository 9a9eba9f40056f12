// Sign-in, sign-out and "who am I".
import type { User } from '@souqna/contracts';
import type { Deps } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { signToken } from '../../lib/tokens.ts';
import { withUnseenCount } from '../../domain/unseen-messages.ts';
import { toUser } from '../../domain/user-answers.ts';
import { findUserById, findUserByLogin, revokeToken } from './auth.queries.ts';

type Credentials = ({ email: string } | { phoneNumber: string }) & { password: string };

export async function login(
  deps: Deps,
  ip: string,
  input: Credentials,
): Promise<{ token: string; user: User }> {
  const identifier = 'email' in input ? input.email : input.phoneNumber;
  await deps.limits.signInAttempt(ip, identifier);
  const row = await findUserByLogin(
    deps.orm,
    'email' in input ? { email: input.email } : { phoneNumber: input.phoneNumber },
  );
  // Unknown account and wrong password answer alike, after the same argon2 work (verifyPassword hashes a dummy).
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok) {
    await deps.limits.signInFailed(identifier);
    throw new AppError('WrongCredentialsError');
  }
  // Said only after the right password, so it tells nothing to someone guessing addresses.
  if (row.bannedAt) throw new AppError('BannedError');
  await deps.limits.signInSucceeded(identifier);
  const { token } = await signToken(deps.config.jwtSecret, row.id);
  return { token, user: await withUnseenCount(deps.sql, toUser(row)) };
}

export async function logout(
  deps: Deps,
  userId: string,
  session: { jti: string; exp: number },
): Promise<void> {
  // The revocation and the forgetting of this browser's push devices commit together.
  await deps.sql.transaction(async (tx) => {
    await revokeToken(tx.orm, session.jti, new Date(session.exp * 1000));
    await deps.events.publish('session.revoked', { userId, jti: session.jti }, tx);
  });
}

export async function me(deps: Deps, userId: string): Promise<User> {
  const row = await findUserById(deps.orm, userId);
  if (!row) throw new AppError('NotFoundError');
  return withUnseenCount(deps.sql, toUser(row));
}
