// Drizzle mirror of migrations 0007_chat.sql, 0010_chat_photos.sql and 0026_safety_signals.sql (the chat feature reads and
// writes with raw SQL; this keeps the shape checked by test/schema-drift.api.test.ts).
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { posts } from './schema-posts.ts';
import { users } from './schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const seq = (name: string) => bigint(name, { mode: 'number' });

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    postKey: uuid('post_key').notNull(),
    lastSeq: seq('last_seq').notNull().default(0),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rooms_pair_post_key').on(t.userLow, t.userHigh, t.postKey)],
);

export const roomMembers = pgTable(
  'room_members',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peerId: uuid('peer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: seq('last_read_seq').notNull().default(0),
    clearedSeq: seq('cleared_seq').notNull().default(0),
    hiddenAt: ts('hidden_at'),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('room_members_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: seq('seq').generatedAlwaysAsIdentity(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    body: text('body').notNull(),
    imageThumbnailKey: text('image_thumbnail_key'),
    imageFullKey: text('image_full_key'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** What the safety rules found in the body (0026_safety_signals.sql); empty for most. */
    safetySignals: text('safety_signals')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    uniqueIndex('messages_client_key').on(t.roomId, t.senderId, t.clientId),
    index('messages_room_seq_idx').on(t.roomId, t.seq),
    index('messages_signalled_idx')
      .on(t.senderId, t.createdAt)
      .where(sql`safety_signals <> '{}'`),
  ],
);

/** Storage keys whose row is gone, noted by a trigger and removed by jobs/orphan-files.ts. */
export const orphanFiles = pgTable('orphan_files', {
  key: text('key').primaryKey(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
