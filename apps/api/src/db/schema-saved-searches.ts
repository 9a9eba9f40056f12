// Drizzle mirror of migration 0027_saved_searches.sql (docs/decisions/0055-saved-search-alerts.md).
// The feature uses raw SQL; this keeps the schema checked and typed.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { posts } from './schema-posts.ts';
import { users } from './schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });
const minor = (name: string) => bigint(name, { mode: 'number' });

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').notNull(),
    queryKey: text('query_key').notNull(),
    frequency: text('frequency', { enum: ['instant', 'daily', 'off'] })
      .notNull()
      .default('instant'),
    categoryKey: uuid('category_key').notNull().default('00000000-0000-0000-0000-000000000000'),
    countryKey: text('country_key').notNull().default(''),
    priceMin: minor('price_min').notNull().default(0),
    priceMax: minor('price_max')
      .notNull()
      .default(sql`9223372036854775807`),
    priced: boolean('priced').notNull().default(false),
    stateCode: text('state_code'),
    cityIds: integer('city_ids').array(),
    carModels: text('car_models').array(),
    currncy: text('currncy'),
    sellerId: uuid('seller_id'),
    details: jsonb('details'),
    words: tsquery('words'),
    wordKeys: text('word_keys').array(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastAlertAt: ts('last_alert_at'),
  },
  (t) => [
    uniqueIndex('saved_searches_user_query_key').on(t.userId, t.queryKey),
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('saved_searches_match_idx')
      .on(t.categoryKey, t.countryKey, t.priceMin, t.priceMax)
      .where(sql`frequency <> 'off' and words is null`),
    index('saved_searches_words_idx')
      .using('gin', t.wordKeys)
      .where(sql`frequency <> 'off'`),
  ],
);

export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    matchedAt: ts('matched_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.searchId, t.postId] }), index('saved_search_hits_post_idx').on(t.postId)],
);
