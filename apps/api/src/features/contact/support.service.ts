// Support messages (docs/product/admin.md#support): a member writes, admins read and close.
import type { SupportMessageInput } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import type { SupportMessageRow } from '../../db/schema.ts';
import { writeAdminAudit } from '../../lib/admin-audit.ts';
import { AppError, isUuid } from '../../lib/app-error.ts';
import { closeSupportMessage, insertSupportMessage, pageOfSupportMessages } from './support.queries.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const toSupportMessage = (r: SupportMessageRow) => ({
  _id: r.id,
  subject: r.subject,
  message: r.message,
  status: r.status,
  member: r.userId
    ? { _id: r.userId, fullname: r.fullname, email: r.email, phoneNumber: r.phoneNumber }
    : null,
  createdAt: r.createdAt.toISOString(),
  closedAt: iso(r.closedAt),
});

export async function sendSupportMessage(deps: Deps, viewer: AuthUser, input: SupportMessageInput) {
  const row = await insertSupportMessage(deps.orm, viewer.id, input);
  if (!row) throw new AppError('NotFoundError');
  return { _id: row.id, status: 'open' as const };
}

export async function listSupportMessages(
  deps: Deps,
  q: { status?: 'open' | 'closed' | undefined; page: number; limit: number },
) {
  const { rows, total } = await pageOfSupportMessages(deps.orm, q);
  return { items: rows.map(toSupportMessage), page: q.page, total };
}

/** Closing is an admin action: the audit row is written in the same transaction. */
export async function closeSupport(deps: Deps, admin: AuthUser, id: string) {
  if (!isUuid(id)) throw new AppError('NotFoundError');
  const row = await deps.sql.transaction(async (tx) => {
    const closed = await closeSupportMessage(tx.orm, id, admin.id);
    if (closed)
      await writeAdminAudit(tx, admin.id, {
        action: 'support.close',
        targetType: 'support',
        targetId: id,
        details: { subject: closed.subject },
      });
    return closed;
  });
  if (!row) throw new AppError('NotFoundError');
  return toSupportMessage(row);
}
