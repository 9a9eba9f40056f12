// Drizzle mirror of migrations 0009_phone_reveal.sql (the number's switch is per ad since
// 0025_ad_lifecycle.sql: posts.show_phone, in schema-posts.ts) and 0014_support_messages.sql.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';
import { posts } from './schema-posts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('phone_reveals_post_idx').on(t.postId), index('phone_reveals_seller_idx').on(t.sellerId)],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: ts('closed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('support_messages_status_idx').on(t.status, t.createdAt.desc(), t.id.desc())],
);
export type SupportMessageRow = typeof supportMessages.$inferSelect;
