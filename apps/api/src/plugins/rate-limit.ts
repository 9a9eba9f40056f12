// Decisions §8 limits on OTP sends and sign-ins, in memory or in Redis (shared by all instances).
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

export type Limits = {
  /** One OTP send from this IP to these addresses (email, phone). */
  otpSend(ip: string, identifiers: string[]): Promise<void>;
  /** Before checking a password: per-IP attempts and per-account failures. */
  signInAttempt(ip: string, identifier: string): Promise<void>;
  signInFailed(identifier: string): Promise<void>;
  signInSucceeded(identifier: string): Promise<void>;
  close(): Promise<void>;
};

/** IPv6 clients are grouped by /64: one subscriber usually owns the whole prefix. */
export function ipKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const full = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((h) => h.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function tooMany(res: unknown): never {
  if (res instanceof RateLimiterRes) {
    throw new AppError('TooManyRequestsError', {
      retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    });
  }
  throw res; // the store failed: let it be a 500, never a silent pass
}

export function createLimits(config: Config): Limits {
  const { windowSeconds: duration, ...n } = config.rateLimits;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const make = (keyPrefix: string, points: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `souqna:${keyPrefix}`, points, duration })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  const otpIp = make('otp-ip', n.otpPerIp);
  const otpId = make('otp-id', n.otpPerIdentifier);
  const signInIp = make('signin-ip', n.signInPerIp);
  const failedId = make('signin-fail', n.failedSignInsPerIdentifier);
  return {
    async otpSend(ip, identifiers) {
      await otpIp.consume(ipKey(ip)).catch(tooMany);
      for (const id of identifiers) await otpId.consume(id).catch(tooMany);
    },
    async signInAttempt(ip, identifier) {
      await signInIp.consume(ipKey(ip)).catch(tooMany);
      const failed = await failedId.get(identifier);
      if (failed && failed.consumedPoints >= n.failedSignInsPerIdentifier) tooMany(failed);
    },
    async signInFailed(identifier) {
      await failedId.penalty(identifier, 1);
    },
    async signInSucceeded(identifier) {
      await failedId.delete(identifier);
    },
    async close() {
      redis?.disconnect();
    },
  };
}
