import { z } from './zod.ts';

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export const OutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  subject: z.string().nullable(),
  body: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export const OutboxAnswerSchema = z.object({ items: z.array(OutboxMessageSchema) });
export const OutboxQuerySchema = z.object({
  to: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const HealthAnswerSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  driver: z.enum(['pg', 'pglite']),
});
/** Liveness: the process answers; no I/O, so a slow database never gets a live instance restarted. */
export const LivenessAnswerSchema = z.object({ status: z.literal('ok') });
/** Readiness: the database (and Redis when configured, else 'none') answered within a short limit. */
export const ReadinessAnswerSchema = HealthAnswerSchema.extend({ redis: z.enum(['ok', 'none']) });
