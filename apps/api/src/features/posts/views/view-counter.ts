// Counted views of ads (docs/decisions/0040-ad-views.md): a view is kept in memory and the counts
// reach the database in one statement every few seconds, never one UPDATE per page view. A repeat
// by the same viewer within the window counts once; the seller's own looks never count (the
// service decides that before calling `record`). One counter per app (deps.views).
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
// A repeat within the window is the same view; the ad page's script keeps the same window.
import { VIEW_REPEAT_WINDOW_MS } from '@souqna/contracts/paths-views';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { addViews } from './views.queries.ts';

/** Counts are written this often, and sooner once this many ads are waiting. */
export const FLUSH_EVERY_MS = 10_000;
const FLUSH_AT_ADS = 1000;
/** Viewers remembered per process: ~100 bytes each, a bounded ~20 MB. */
const SEEN_MAX = 200_000;

export type ViewCounter = {
  /** true when counted: not a repeat of `viewerKey` on this ad within the window. */
  record(postId: string, viewerKey: string): boolean;
  /** Views of this ad counted here and not yet written. */
  pending(postId: string): number;
  /** Writes what is waiting now (the timer, a full buffer, shutdown and tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
};

/** Short and fixed in size whatever the address and user agent are. */
const seenKey = (postId: string, viewerKey: string) =>
  crypto.createHash('sha256').update(`${postId}|${viewerKey}`).digest('base64url').slice(0, 22);

export function createViewCounter(database: Database, log: FastifyBaseLogger): ViewCounter {
  const seen = new LRUCache<string, true>({ max: SEEN_MAX, ttl: VIEW_REPEAT_WINDOW_MS, ttlAutopurge: false });
  let waiting = new Map<string, number>();
  // The batch being written: still shown by pending() until it is in the database.
  let inFlight = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  const write = async () => {
    if (!waiting.size) return;
    inFlight = waiting;
    waiting = new Map();
    try {
      await addViews(database, inFlight);
    } catch (err) {
      // The database is away: the counts wait for the next flush rather than being lost.
      for (const [id, n] of inFlight) waiting.set(id, (waiting.get(id) ?? 0) + n);
      log.warn({ err, event: 'views.flush_failed', ads: inFlight.size }, 'view counts not written');
    } finally {
      inFlight = new Map();
    }
  };
  // One write at a time, in order: a flush asked for during a write runs after it.
  const flush = () => (writing = writing.then(write));
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();

  return {
    record(postId, viewerKey) {
      const key = seenKey(postId, viewerKey);
      if (seen.has(key)) return false;
      seen.set(key, true);
      waiting.set(postId, (waiting.get(postId) ?? 0) + 1);
      if (waiting.size >= FLUSH_AT_ADS) void flush();
      return true;
    },
    pending: (postId) => (waiting.get(postId) ?? 0) + (inFlight.get(postId) ?? 0),
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
