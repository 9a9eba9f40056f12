// The back office's own calls under /api/admin (docs/product/admin.md); the members, reports and
// broadcast calls keep their published paths in their domains' tables.
import { AuditPageSchema, AuditQuerySchema } from './admin-audit.ts';
import { defineEndpoint } from './endpoints-define.ts';

export const adminEndpoints = {
  /** Admins only: the audit log, newest first; nobody can change or delete its rows. */
  adminAudit: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit',
    query: AuditQuerySchema,
    answer: AuditPageSchema,
  }),
};
