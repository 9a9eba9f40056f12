// Drizzle mirror of migration 0028_seller_reviews.sql's reviews table (its summary and answer-time
// tables are raw SQL only: features/reviews).
import { pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';
import { posts } from './schema-posts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const reviews = pgTable('reviews', {
  id: uuid('id').primaryKey().defaultRandom(),
  sellerId: uuid('seller_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  authorId: uuid('author_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
  postKey: uuid('post_key').notNull(),
  rating: smallint('rating').notNull(),
  body: text('body'),
  reply: text('reply'),
  repliedAt: ts('replied_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  removedAt: ts('removed_at'),
});
export type ReviewRow = typeof reviews.$inferSelect;
