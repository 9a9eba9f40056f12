// What the services need, built once per app and hung on the Fastify instance.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CategoryCounts } from '@souqna/contracts';
import type { Config } from './config.ts';
import type { Database, Orm } from './db/client.ts';
import type { ReadReplica } from './db/replica.ts';
import type { EventBus } from './events/event-bus.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { ListingCache } from './features/posts/listing/listing-cache.ts';
import type { ViewCounter } from './features/posts/views/view-counter.ts';
import type { Limits } from './adapters/limits/index.ts';
import type { Messenger } from './adapters/messaging/index.ts';
import type { Storage } from './adapters/storage/index.ts';
import type { PaymentProvider } from './adapters/payments/index.ts';
import type { PushSender } from './adapters/push/index.ts';
import type { Presence } from './plugins/socket-presence.ts';
import type { StaleValue } from './lib/stale-value.ts';
import type { KeptReads, RecentSet } from './lib/kept-reads.ts';

export type Deps = {
  config: Config;
  /** Raw SQL (pg or PGlite): listing, search and anything drizzle cannot say well (docs/decisions/0011). */
  sql: Database;
  /** drizzle over the same pool: simple CRUD with typed rows. */
  orm: Orm;
  /**
   * Reads that may lag a moment (guests' listing, search and profile): the streaming replica of
   * DATABASE_READ_URL while it is close behind, else the primary (docs/decisions/0064-read-replica.md;
   * pick with policies/read-routing.ts).
   */
  reads: ReadReplica;
  messenger: Messenger;
  limits: Limits;
  storage: Storage;
  /** The payment provider: the local sandbox until a real one is configured (docs/decisions/0013). */
  payments: PaymentProvider;
  /** Web push: web-push with the config's VAPID keys, else kept in memory (docs/decisions/0031). */
  push: PushSender;
  /** Whether a member has a live socket on any instance (plugins/socket-presence.ts). */
  presence: Presence;
  /** Domain events, published after commit (docs/decisions/0012). */
  events: EventBus;
  /** Guests' listing pages (docs/decisions/0009), emptied through `events`. */
  listingCache: ListingCache;
  /** First pages' result counts, shared by every viewer (docs/product/listings-and-search.md#result-count). */
  countCache: ListingCache<number>;
  /** Ads for sale per category, make and model, refreshed behind the readers (docs/decisions/0047). */
  categoryCounts: StaleValue<CategoryCounts>;
  /** Ads' views, counted in memory and written in batches (docs/decisions/0040-ad-views.md). */
  views: ViewCounter;
  /** The durable job queue on the same database (docs/decisions/0012). */
  jobs: JobQueue;
  /** Members' reads kept seconds in this process, dropped by events (docs/decisions/0067-member-reads-kept.md). */
  kept: {
    sessions: KeptReads<SessionRow | undefined>;
    marks: KeptReads<MemberMarks>;
    /** Members who wrote an ad lately: their listings are read on the primary (docs/decisions/0064). */
    writers: RecentSet;
  };
};

/** A token's member as the auth check reads them (plugins/auth.ts). */
export type SessionRow = {
  id: string;
  role: 'user' | 'admin';
  banned_at: Date | string | null;
  tokens_valid_after: Date | string | null;
  revoked: boolean;
};

/** What marks a member's listing cards: the sellers they blocked, their favourites (null: too many to keep). */
export type MemberMarks = { blocked: Set<string>; favorites: Set<string> | null };

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** OpenAPI security of signed-in routes: Bearer header or the auth cookie. */
export const SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** `none`: the route never looks at credentials (the web app's pages load the viewer themselves). */
export type AuthMode = 'none' | 'optional' | 'required' | 'admin';
export type AuthUser = { id: string; role: 'user' | 'admin'; bannedAt: Date | null };

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** Checks a session token like an HTTP request would; rejects with InvalidTokenError. */
    verifyAccessToken(token: string): Promise<AuthUser>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    session: { jti: string; exp: number } | null;
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
}
