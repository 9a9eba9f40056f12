// Whether Redis answers right now (docs/decisions/0049-redis-outage.md): what the limits, the events
// channel and the Socket.IO adapter ask before they spend a wait on Redis. Down as soon as a
// connection closes or fails, a command fails, or a heartbeat goes unanswered; up again on the first
// heartbeat both connections answer. The heartbeat (a PING on each connection every second) is what
// finds a half-open connection: the subscriber sends nothing else, so without it a connection that
// died silently would stay "ready" forever and hear nothing.
import type { Redis } from 'ioredis';
import { REDIS_WAITS, withDeadline } from './redis-waits.ts';

type Log = {
  error(obj: unknown, msg: string): void;
  warn(obj: unknown, msg: string): void;
  info(obj: unknown, msg: string): void;
};

export type RedisHealth = {
  /** Both connections answered their last heartbeat, and nothing failed since. */
  readonly up: boolean;
  /** A command failed (not for being refused by Redis itself): Redis counts as down until it answers again. */
  failed(err: unknown): void;
  /** Both connections answer a PING now (readiness); rejects at once while down. */
  check(): Promise<void>;
  /** Called on each change, once: up = false when Redis is lost, true when it is back. */
  onChange(listener: (up: boolean) => void): void;
  stop(): void;
};

export function watchRedis(named: Record<string, Redis>, log: Log): RedisHealth {
  const connections = Object.values(named);
  let up = true;
  let downSince = 0;
  let beating = false;
  let stopped = false;
  const listeners: Array<(up: boolean) => void> = [];
  const set = (next: boolean, err?: unknown) => {
    if (next === up || stopped) return;
    up = next;
    if (!up) {
      downSince = Date.now();
      log.warn({ err }, 'redis unavailable: limits count in this process, sockets reach this instance only');
    } else log.info({ downMs: Date.now() - downSince }, 'redis back');
    for (const listener of listeners) listener(up);
  };
  /**
   * A connection whose PING went unanswered is dropped and opened again: kept, the replies still on
   * their way (or lost by a network that came back) would be paired with the next commands, so
   * every later PING would wait for an answer that belongs to another, and never look healthy.
   */
  const ping = () =>
    Promise.all(
      connections.map((c) =>
        withDeadline(c.ping()).catch((err: unknown) => {
          if (c.status === 'ready') c.disconnect(true);
          throw err;
        }),
      ),
    );
  const beat = () => {
    if (beating) return;
    beating = true;
    ping()
      .then(
        () => set(true),
        (err: unknown) => set(false, err),
      )
      .finally(() => (beating = false));
  };
  const timer = setInterval(beat, REDIS_WAITS.heartbeatMs);
  timer.unref();
  for (const [name, connection] of Object.entries(named)) {
    // A lost connection is known at once (a refused or reset one), not at the next heartbeat.
    connection.on('close', () => set(false));
    // Reconnected: ask at once rather than at the next heartbeat.
    connection.on('ready', beat);
    // ioredis reports each failed (re)connection: the first is logged, not every retry.
    connection.on('error', (err: unknown) => {
      if (up) log.error({ err, redis: name }, 'redis connection');
      set(false, err);
    });
  }
  return {
    get up() {
      return up;
    },
    failed: (err) => set(false, err),
    async check() {
      if (!up) throw new Error('Redis is unavailable');
      await ping().catch((err: unknown) => {
        set(false, err);
        throw err;
      });
    },
    onChange: (listener) => void listeners.push(listener),
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
