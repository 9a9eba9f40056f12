// Per-member limits on writes (@fastify/rate-limit route config). Keyed by the signed-in user,
// so members behind one NAT do not share a budget; counted after auth and validation.
import type { FastifyRequest } from 'fastify';
import { MESSAGES_PER_MINUTE, WRITE_LIMITS } from '@souqna/contracts';

const perUser = (max: number, timeWindow: string) => ({
  max,
  timeWindow,
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => `user:${req.user?.id ?? req.ip}`,
});

export const WRITE_RATE = {
  posts: perUser(WRITE_LIMITS.postsPerDay, '1 day'),
  comments: perUser(WRITE_LIMITS.commentsPerMinute, '1 minute'),
  reports: perUser(WRITE_LIMITS.reportsPerHour, '1 hour'),
  social: perUser(120, '1 minute'),
  messages: perUser(MESSAGES_PER_MINUTE, '1 minute'),
};
