// A member's own profile: view, edit (JSON or multipart with an avatar), change password.
import type { PublicUser, UpdateUser, User } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { AppError, isUuid } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { signToken } from '../../lib/tokens.ts';
import type { IncomingFile } from '../../plugins/uploads.ts';
import { authorize, can } from '../../policies/permissions.ts';
import { removeAvatar, saveAvatar } from './avatar.service.ts';
import { withUnseenCount } from '../../domain/unseen-messages.ts';
import { toPublicUser, toUser } from '../../domain/user-answers.ts';
import { readsFor } from '../../policies/read-routing.ts';
import { findUserById, updateUser } from './users.queries.ts';

export async function getUser(deps: Deps, viewer: AuthUser | null, id: string): Promise<User | PublicUser> {
  // A guest's from the replica when there is one; a member's (maybe their own, just edited) not (0064).
  const row = isUuid(id) ? await findUserById(readsFor(deps, viewer).orm, id) : undefined;
  if (!row) throw new AppError('NotFoundError');
  // Contact details and role only for the member themselves and for admins (no over-exposure, API3).
  if (!can(viewer, 'profile.seePrivate', { ownerId: row.id })) return toPublicUser(row);
  // The count is the member's own; an admin looking at someone else gets it too (support).
  return withUnseenCount(deps.sql, toUser(row));
}

const EDITABLE = ['username', 'fullname', 'description', 'locale'] as const;

/**
 * E-mail and phone sign the member in and recover the account, so a token alone may not change them
 * (docs/product/accounts-and-sign-in.md#changing-e-mail-or-phone). A form that sends them back
 * unchanged still saves.
 */
function assertSameContact(current: { email: string; phoneNumber: string }, input: UpdateUser): void {
  if (input.email !== undefined && input.email !== current.email.toLowerCase())
    throw new AppError('ContactChangeRequiredError', { field: 'email' });
  if (input.phoneNumber !== undefined && input.phoneNumber !== current.phoneNumber)
    throw new AppError('ContactChangeRequiredError', { field: 'phoneNumber' });
}

export async function updateProfile(
  deps: Deps,
  viewer: AuthUser,
  id: string,
  input: UpdateUser,
  files: IncomingFile[],
): Promise<User> {
  authorize(viewer, 'profile.manage', { ownerId: id });
  const current = await findUserById(deps.orm, id);
  if (!current) throw new AppError('NotFoundError');
  assertSameContact(current, input);
  // Only the listed fields can change: role, bannedAt, counters… are never taken from the body (mass assignment).
  const patch: Record<string, unknown> = {};
  for (const key of EDITABLE) if (input[key] !== undefined) patch[key] = input[key];
  const file = files.find((f) => f.field === 'avatar');
  const newAvatar = file ? await saveAvatar(deps.storage, file.buffer) : undefined;
  if (newAvatar) patch.avatar = newAvatar;
  else if (input.removeAvatar) patch.avatar = null;
  let row;
  try {
    row = await updateUser(deps.orm, id, patch);
  } catch (err) {
    if (newAvatar) await removeAvatar(deps.storage, newAvatar); // e.g. username taken: don't leave orphan files
    throw err;
  }
  if (!row) throw new AppError('NotFoundError');
  if ('avatar' in patch && current.avatar !== row.avatar) await removeAvatar(deps.storage, current.avatar);
  deps.events.publish('user.updated', { userId: id });
  return withUnseenCount(deps.sql, toUser(row));
}

/**
 * Ends every other session of the member (docs/product/accounts-and-sign-in.md#changing-the-password):
 * whoever held one of them no longer does once the password has changed. The session that made the
 * change goes on with a new token, answered here; the token it came with dies with the others.
 */
export async function changePassword(
  deps: Deps,
  viewer: AuthUser,
  session: { jti: string },
  id: string,
  input: { oldPassword: string; password: string },
): Promise<{ token: string }> {
  authorize(viewer, 'profile.manage', { ownerId: id });
  const row = await findUserById(deps.orm, id);
  if (!row || !(await verifyPassword(row.passwordHash, input.oldPassword)))
    throw new AppError('WrongCredentialsError', { field: 'oldPassword' });
  if (input.password === input.oldPassword)
    throw new AppError('newPasswordNotMatchingOldError', { field: 'password' });
  const passwordHash = await hashPassword(input.password);
  // The cut-off is the new token's own issue time, on the same clock that stamps every token, so
  // the new token is the first one that lives and no database clock can disagree.
  const { token, claims } = await signToken(deps.config.jwtSecret, id);
  await deps.sql.transaction(async (tx) => {
    await updateUser(tx.orm, id, { passwordHash, tokensValidAfter: new Date(claims.iatMs) });
    await deps.events.publish('session.revoked', { userId: id, exceptJti: session.jti }, tx);
  });
  return { token };
}
