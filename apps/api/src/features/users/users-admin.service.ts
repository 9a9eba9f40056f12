// Back-office calls on members (admin only; the route layer enforces the role, read fresh from the DB).
import { stringify } from 'csv-stringify/sync';
import type { AuthUser, Deps } from '../../context.ts';
import { writeAdminAudit } from '../../lib/admin-audit.ts';
import { AppError, isUuid } from '../../lib/app-error.ts';
import { eraseMember } from './member-erase.ts';
import { countUnseenMessagesOf, withUnseenCount } from '../../domain/unseen-messages.ts';
import { toUser } from '../../domain/user-answers.ts';
import { exportUsers, findUserById, listUsers, updateUser, type UserFilters } from './users.queries.ts';

const EXPORT_MAX_ROWS = 50_000;

export async function pageOfUsers(deps: Deps, q: UserFilters & { page: number; limit: number }) {
  const { page, limit, ...filters } = q;
  const { rows, total } = await listUsers(deps.orm, filters, page, limit);
  // The count is per member and counted from the messages (docs/decisions/0019-chat-storage-and-delivery.md).
  const counts = await countUnseenMessagesOf(
    deps.sql,
    rows.map((r) => r.id),
  );
  const items = rows.map((r) => ({ ...toUser(r), unseenMessagesCount: counts.get(r.id) ?? 0 }));
  return { items, page, total };
}

// Spreadsheet apps run cells starting with = + - @ as formulas (CSV injection): quote them as text.
const cell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
};

export async function usersCsv(deps: Deps, admin: AuthUser, filters: UserFilters): Promise<string> {
  const rows = await exportUsers(deps.orm, filters, EXPORT_MAX_ROWS);
  // Who took members' personal data out, with which filters (docs/product/admin.md#audit-log).
  await writeAdminAudit(deps.sql, admin.id, {
    action: 'user.export',
    targetType: 'user',
    targetId: null,
    details: { filters, rows: rows.length },
  });
  const columns = [
    'id',
    'username',
    'fullname',
    'email',
    'phoneNumber',
    'role',
    'locale',
    'posts',
    'bannedAt',
    'createdAt',
  ];
  const records = rows.map((r) =>
    [
      r.id,
      r.username,
      r.fullname,
      r.email,
      r.phoneNumber,
      r.role,
      r.locale,
      r.postsCount,
      r.bannedAt,
      r.createdAt,
    ].map(cell),
  );
  return `\ufeff${stringify(records, { header: true, columns })}`; // BOM: Excel then reads the Arabic as UTF-8
}

async function target(deps: Deps, admin: AuthUser, id: string) {
  if (id === admin.id) throw new AppError('UnauthorizedError', { reason: 'self' });
  const row = isUuid(id) ? await findUserById(deps.orm, id) : undefined;
  if (!row) throw new AppError('NotFoundError');
  return row;
}

export async function removeUser(deps: Deps, admin: AuthUser, id: string): Promise<void> {
  const row = await target(deps, admin, id);
  // Sessions, codes and reset tokens go with it (on delete cascade); the audit row stays.
  await eraseMember(deps, row, (tx) =>
    writeAdminAudit(tx, admin.id, {
      action: 'user.delete',
      targetType: 'user',
      targetId: row.id,
      details: { fullname: row.fullname, username: row.username },
    }),
  );
}

export async function setBanned(deps: Deps, admin: AuthUser, id: string, banned: boolean) {
  const row = await target(deps, admin, id);
  // A ban ends every session of the member for good: an unban lets them sign in again, it never
  // revives an old token (docs/product/accounts-and-sign-in.md#banned-members).
  const updated = await deps.sql.transaction(async (tx) => {
    const changed = await updateUser(tx.orm, row.id, {
      bannedAt: banned ? (row.bannedAt ?? new Date()) : null,
      ...(banned ? { tokensValidAfter: new Date() } : {}),
    });
    await writeAdminAudit(tx, admin.id, {
      action: banned ? 'user.ban' : 'user.unban',
      targetType: 'user',
      targetId: row.id,
      details: { fullname: row.fullname, wasBanned: row.bannedAt !== null },
    });
    await deps.events.publish('user.banned', { userId: row.id, banned }, tx);
    if (banned) await deps.events.publish('session.revoked', { userId: row.id }, tx);
    return changed;
  });
  return withUnseenCount(deps.sql, toUser(updated!));
}
