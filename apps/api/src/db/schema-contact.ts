// Drizzle mirror of migration 0009_phone_reveal.sql (users.show_phone is in schema.ts with the
// other users columns).
import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
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
