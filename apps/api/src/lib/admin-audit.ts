// The one way an admin action reaches the audit log (docs/decisions/0026-back-office-audit-and-moderation.md).
// Call it with the transaction (db/transaction.ts) that makes the change, so the row exists if and
// only if the action committed. The table is append-only: the database refuses UPDATE, DELETE, TRUNCATE.
import type { AdminAction, AuditTarget } from '@souqna/contracts';
import type { Connection } from '../db/client.ts';

export type AuditEntry = {
  action: AdminAction;
  targetType: AuditTarget;
  targetId: string | null;
  details?: Record<string, unknown>;
};

/**
 * `db`: the transaction's handle, or the database alone for an action that changes nothing (an
 * export). The admin's name is read as it is now, in the same statement: the row keeps it if it
 * changes.
 */
export async function writeAdminAudit(
  db: Pick<Connection, 'query'>,
  adminId: string,
  entry: AuditEntry,
): Promise<void> {
  await db.query(
    `insert into admin_audit (admin_id, admin_name, action, target_type, target_id, details)
     values ($1, coalesce((select fullname from users where id = $1), ''), $2, $3, $4, $5::jsonb)`,
    [adminId, entry.action, entry.targetType, entry.targetId, JSON.stringify(entry.details ?? {})],
  );
}
