// A member's rights over their own account (docs/decisions/0028-account-rights.md): end every
// session at once, and erase the account. The export of their data is composed outside the
// features (compose/account/my-data.ts), since it reads every feature's rows.
import type { DeleteAccountInput } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { eraseMember } from './member-erase.ts';
import { findUserById, otherActiveAdmins, updateUser } from './users.queries.ts';

/**
 * Every token of the member dies, the caller's own included: the mechanism of a ban or a password
 * change (docs/decisions/0024-sessions-that-end.md). The cut-off is one millisecond ahead so that a
 * token signed in this very millisecond dies too. Every other session's sockets are told and
 * dropped; the caller's are spared the notice because its page is leaving by itself (a reload
 * there would race the page's own redirect), and its dead token cannot reconnect.
 */
export async function revokeAllSessions(deps: Deps, viewer: AuthUser, session: { jti: string }) {
  await deps.sql.transaction(async (tx) => {
    await updateUser(tx.orm, viewer.id, { tokensValidAfter: new Date(Date.now() + 1) });
    await deps.events.publish('session.revoked', { userId: viewer.id, exceptJti: session.jti }, tx);
  });
}

export async function deleteOwnAccount(
  deps: Deps,
  ip: string,
  viewer: AuthUser,
  session: { jti: string },
  input: DeleteAccountInput,
): Promise<void> {
  const row = await findUserById(deps.orm, viewer.id);
  if (!row) throw new AppError('NotFoundError');
  // Wrong passwords count like failed sign-ins of the account: a stolen token cannot guess it here.
  await deps.limits.signInAttempt(ip, row.email);
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    await deps.limits.signInFailed(row.email);
    throw new AppError('WrongCredentialsError', { field: 'password' });
  }
  // The last admin who can sign in would leave nobody to run the back office.
  if (row.role === 'admin' && (await otherActiveAdmins(deps.orm, row.id)) === 0)
    throw new AppError('UnauthorizedError', { reason: 'lastAdmin' });
  await eraseMember(deps, row);
  // The row is gone, so every token already fails; other sessions' sockets are dropped now rather
  // than later (the caller's page is leaving by itself, as after revokeAllSessions). Its push
  // devices went with the row, so the forgetting job this queues finds nothing left to do.
  deps.events.publish('session.revoked', { userId: row.id, exceptJti: session.jti });
}
