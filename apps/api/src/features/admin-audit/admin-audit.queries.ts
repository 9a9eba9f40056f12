// Reading the audit log; the rows are written by lib/admin-audit.ts and never changed.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@souqna/contracts';
import type { Orm } from '../../db/client.ts';
import { adminAudit } from '../../db/schema.ts';
import { endOf } from '../../lib/date-range.ts';

function where(q: AuditQuery): SQL | undefined {
  const c: SQL[] = [];
  if (q.action) c.push(eq(adminAudit.action, q.action));
  if (q.adminId) c.push(eq(adminAudit.adminId, q.adminId));
  if (q.targetId) c.push(eq(adminAudit.targetId, q.targetId));
  if (q.dateFrom) c.push(gte(adminAudit.createdAt, q.dateFrom));
  if (q.dateTo) c.push(lt(adminAudit.createdAt, endOf(q.dateTo)));
  return and(...c);
}

/** Newest first (admin_audit_created_idx), with the total under the same filters. */
export async function auditPage(db: Orm, q: AuditQuery) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .where(where(q))
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(adminAudit).where(where(q)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
