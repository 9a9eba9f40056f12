// Drizzle mirror of migration 0013_admin_audit.sql. Rows are written by lib/admin-audit.ts only
// and never changed: the database refuses UPDATE, DELETE and TRUNCATE on the table.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** No foreign keys: a row outlives the admin's and the target's accounts. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').notNull(),
    /** The admin's full name when they acted. */
    adminName: text('admin_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('admin_audit_admin_idx').on(t.adminId, t.createdAt.desc()),
    index('admin_audit_target_idx').on(t.targetId, t.createdAt.desc()),
    index('admin_audit_action_idx').on(t.action, t.createdAt.desc()),
  ],
);
export type AdminAuditRow = typeof adminAudit.$inferSelect;
