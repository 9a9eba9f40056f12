// The one way a member is erased, by an admin (DELETE /api/users/{id}) or by themselves
// (POST /api/users/me/delete): the user row goes and what hangs on it cascades in the database
// (ads and their photos' rows, rooms, messages, notifications, codes, reset tokens); the avatar
// file goes from storage after the commit.
import type { Deps } from '../../context.ts';
import type { Orm } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { removeAvatar } from './avatar.service.ts';
import { deleteUser } from './users.queries.ts';

export async function eraseMember(
  deps: Deps,
  row: UserRow,
  inSameTransaction?: (tx: Orm) => Promise<unknown>,
): Promise<void> {
  await deps.orm.transaction(async (tx) => {
    await deleteUser(tx, row.id);
    await inSameTransaction?.(tx);
  });
  deps.events.publish('user.deleted', { userId: row.id });
  await removeAvatar(deps.storage, row.avatar);
}
