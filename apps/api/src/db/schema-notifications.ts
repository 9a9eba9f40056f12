// Drizzle mirror of migrations 0008_notifications.sql, 0017 (preferences), 0019 (push
// subscriptions) and 0029 (the watch list's prices). The services use raw SQL; this keeps the schema checked and typed.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { comments, posts } from './schema-posts.ts';
import { countries, users } from './schema.ts';
import { savedSearches } from './schema-saved-searches.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const notificationBroadcasts = pgTable('notification_broadcasts', {
  id: uuid('id').primaryKey().defaultRandom(),
  senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
  enTitle: text('en_title').notNull(),
  arTitle: text('ar_title').notNull(),
  enMessage: text('en_message').notNull(),
  arMessage: text('ar_message').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** Only this country's members (migration 0013); null for everyone. */
  countryCode: text('country_code').references(() => countries.code),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['general', 'following'] }).notNull(),
    type: text('type', { enum: ['follow', 'comment', 'post', 'admin'] }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    broadcastId: uuid('broadcast_id').references(() => notificationBroadcasts.id, { onDelete: 'cascade' }),
    /** A price drop's old and new price and the ad's currency (0029_watch_list.sql). */
    priceFromMinor: bigint('price_from_minor', { mode: 'number' }),
    priceToMinor: bigint('price_to_minor', { mode: 'number' }),
    priceCurrency: text('price_currency', { enum: ['SAR', 'AED'] }),
    /** Migration 0027: a saved search's alert and how many new ads it brings. */
    savedSearchId: uuid('saved_search_id').references(() => savedSearches.id, { onDelete: 'cascade' }),
    itemCount: integer('item_count'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_recipient_kind_created_idx').on(
      t.recipientId,
      t.kind,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    uniqueIndex('notifications_follow_key')
      .on(t.recipientId, t.actorId)
      .where(sql`type = 'follow'`),
    uniqueIndex('notifications_comment_key')
      .on(t.recipientId, t.commentId)
      .where(sql`type = 'comment'`),
    uniqueIndex('notifications_post_key')
      .on(t.recipientId, t.postId)
      .where(sql`type = 'post'`),
    uniqueIndex('notifications_admin_key')
      .on(t.recipientId, t.broadcastId)
      .where(sql`type = 'admin'`),
    index('notifications_actor_idx').on(t.actorId),
    index('notifications_post_idx').on(t.postId),
    index('notifications_comment_idx').on(t.commentId),
    uniqueIndex('notifications_saved_search_key')
      .on(t.savedSearchId, t.createdAt)
      .where(sql`type = 'saved-search'`),
    index('notifications_saved_search_idx').on(t.savedSearchId),
  ],
);

/** Migration 0017: a member's notification choices (no row: everything on). */
export const notificationPrefs = pgTable('notification_prefs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  follow: boolean('follow').notNull().default(true),
  comment: boolean('comment').notNull().default(true),
  post: boolean('post').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Migration 0019: a member's browsers that receive web push (docs/decisions/0031-web-push.md). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    sessionJti: text('session_jti'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSuccessAt: ts('last_success_at'),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId, t.createdAt),
    index('push_subscriptions_session_idx').on(t.sessionJti),
  ],
);
