// The one way a member is erased, by an admin (DELETE /api/users/{id}) or by themselves
// (POST /api/users/me/delete): the user row goes and what hangs on it cascades in the database
// (ads and their photos' rows, rooms, messages, notifications, codes, reset tokens); the avatar
// file goes from storage after the commit.
import type { Deps } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import type { UserRow } from '../../db/schema.ts';
import { removeAvatar } from './avatar.service.ts';
import { deleteUser } from './users.queries.ts';

export async function eraseMember(
  deps: Deps,
  row: UserRow,
  inSameTransaction?: (tx: Tx) => Promise<unknown>,
): Promise<void> {
  await deps.sql.transaction(async (tx) => {
    await deleteUser(tx.orm, row.id);
    await inSameTransaction?.(tx);
  });
  deps.events.publish('user.deleted', { userId: row.id });
  await removeAvatar(deps.storage, row.avatar);
}
