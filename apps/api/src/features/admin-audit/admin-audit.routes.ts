// GET /api/admin/audit (docs/product/admin.md#audit-log): admins read the log; no call changes it.
import { ADMIN_ACTIONS, AUDIT_TARGETS, endpoints, type AuditEntry } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import type { AdminAuditRow } from '../../db/schema.ts';
import { route } from '../../plugins/route.ts';
import { auditPage } from './admin-audit.queries.ts';

const known = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

function toEntry(r: AdminAuditRow): AuditEntry {
  // The table takes any `<target>.<verb>`; the contracts list every action the code writes.
  if (!known(ADMIN_ACTIONS, r.action) || !known(AUDIT_TARGETS, r.targetType))
    throw new Error(`admin_audit ${r.id}: ${r.action} on ${r.targetType} is not in the contracts`);
  return {
    _id: r.id,
    adminId: r.adminId,
    adminName: r.adminName,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    details: r.details,
    createdAt: r.createdAt.toISOString(),
  };
}

export default async function adminAuditRoutes(app: App): Promise<void> {
  const { deps } = app;
  route(
    app,
    endpoints.adminAudit,
    { config: { auth: 'admin' }, schema: { tags: ['admin'], security: SECURITY } },
    async (req) => {
      const { rows, total } = await auditPage(deps.orm, req.query);
      return { items: rows.map(toEntry), page: req.query.page, total };
    },
  );
}
