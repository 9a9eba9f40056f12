// The admins' audit log (docs/product/admin.md#audit-log): every admin action, append-only.
import { z } from './zod.ts';
import { USERS_FIRST_PAGE } from './limits.ts';
import { DateParam, IsoDateSchema, pagedAnswer } from './schemas-common.ts';

/** `<target>.<verb>`; a new admin action adds its name here first. */
export const ADMIN_ACTIONS = [
  'user.ban',
  'user.unban',
  'user.delete',
  'user.export',
  'post.delete',
  'comment.delete',
  'report.dismiss',
  'report.remove',
  'report.ban',
  'report.resolve',
  'broadcast.send',
  'settings.update',
  'payment.refund',
  'support.close',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];
export const AUDIT_TARGETS = [
  'user',
  'post',
  'comment',
  'report',
  'broadcast',
  'settings',
  'payment',
  'support',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export const AuditEntrySchema = z.object({
  _id: z.string(),
  adminId: z.string(),
  /** The admin's full name when they acted (the account may have changed or gone since). */
  adminName: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  targetType: z.enum(AUDIT_TARGETS),
  /** null for the site settings (one of a kind) and a users export. */
  targetId: z.string().nullable(),
  /** What the action needed to be understood later: filters, the reason given, the changed fields… */
  details: z.record(z.string(), z.unknown()),
  createdAt: IsoDateSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const Uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
  error: 'validations.required',
});

/** Rows per page of the audit log. */
export const AUDIT_PAGE_SIZE = 20;
/** Newest first. `dateTo` without a time includes that whole day (UTC), like the members list. */
export const AuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(USERS_FIRST_PAGE),
  limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  action: z.enum(ADMIN_ACTIONS).optional(),
  adminId: Uuid.optional(),
  targetId: z.string().trim().min(1).max(64).optional(),
  dateFrom: DateParam.optional(),
  dateTo: DateParam.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
export const AuditPageSchema = pagedAnswer(AuditEntrySchema);
