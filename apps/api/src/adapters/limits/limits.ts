// Counters behind the sign-in and code-sending limits (docs/decisions/0004-auth-tokens-otp-and-limits.md).
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

export type Limits = {
  /** One OTP send from this IP to these addresses (email, phone). */
  otpSend(ip: string, identifiers: string[]): Promise<void>;
  /** Before checking a password: per-IP attempts and per-account failures. */
  signInAttempt(ip: string, identifier: string): Promise<void>;
  signInFailed(identifier: string): Promise<void>;
  signInSucceeded(identifier: string): Promise<void>;
  /**
   * One chat send of this member: free, unless the safety guard slowed them down, when beyond
   * SAFETY_SLOWDOWN.messagesPerMinute it is TooManyRequestsError (docs/decisions/0054).
   */
  messageSend(userId: string): Promise<void>;
  /** Slows the member's chat sends for SAFETY_SLOWDOWN.slowedSeconds from now. */
  slowSender(userId: string): Promise<void>;
  /**
   * The store of the per-route limits (@fastify/rate-limit: messages per minute, posts per day…):
   * the same Redis as these counters when REDIS_URL is set, so every instance counts together;
   * without Redis, cluster workers count in their primary (route-store.ts).
   */
  routeStore: { store?: FastifyRateLimitStoreCtor; nameSpace: string };
  /**
   * Counts taken in this process because Redis was out (docs/decisions/0049-redis-outage.md), since
   * start, and whether that is how they are taken now (/metrics).
   */
  inProcess(): { total: number; active: boolean };
  /** 'ok' once Redis answered PING, 'none' without Redis (readiness); throws when Redis fails or is out. */
  ping(): Promise<'ok' | 'none'>;
};
