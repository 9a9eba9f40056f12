// The one way an admin action reaches the audit log (docs/decisions/0026-back-office-audit-and-moderation.md).
// Call it with the transaction's handle that makes the change, so the row exists if and only if
// the action committed. The table is append-only: the database refuses UPDATE, DELETE, TRUNCATE.
import type { AdminAction, AuditTarget } from '@souqna/contracts';
import { sql } from 'drizzle-orm';
import type { Connection, Orm } from '../db/client.ts';
import { adminAudit } from '../db/schema.ts';

export type AuditEntry = {
  action: AdminAction;
  targetType: AuditTarget;
  targetId: string | null;
  details?: Record<string, unknown>;
};

/** The admin's name as it is now, read in the same statement: the row keeps it if it changes. */
const nameOf = (adminId: string) =>
  sql<string>`coalesce((select fullname from users where id = ${adminId}), '')`;

/** `db`: a drizzle transaction, or a raw connection inside `begin … commit` (or alone). */
export async function writeAdminAudit(
  db: Orm | Pick<Connection, 'query'>,
  adminId: string,
  entry: AuditEntry,
): Promise<void> {
  const details = entry.details ?? {};
  if ('insert' in db) {
    await db.insert(adminAudit).values({
      adminId,
      adminName: nameOf(adminId),
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details,
    });
    return;
  }
  await db.query(
    `insert into admin_audit (admin_id, admin_name, action, target_type, target_id, details)
     values ($1, coalesce((select fullname from users where id = $1), ''), $2, $3, $4, $5::jsonb)`,
    [adminId, entry.action, entry.targetType, entry.targetId, JSON.stringify(details)],
  );
}
