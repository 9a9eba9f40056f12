// Drizzle mirror of db/migrations/*.sql (the SQL files are the source of truth), kept by hand and
// checked against them by test/schema-drift.api.test.ts (docs/decisions/0011-data-access.md).
export * from './schema-posts.ts';
export * from './schema-notifications.ts';
export * from './schema-saved-searches.ts';
export * from './schema-chat.ts';
export * from './schema-contact.ts';
export * from './schema-payments.ts';
export * from './schema-admin.ts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    username: text('username'),
    fullname: text('fullname').notNull(),
    description: text('description'),
    avatar: text('avatar'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    bannedAt: ts('banned_at'),
    locale: text('locale', { enum: ['ar', 'en'] })
      .notNull()
      .default('ar'),
    postsCount: integer('posts_count').notNull().default(0),
    unseenMessagesCount: integer('unseen_messages_count').notNull().default(0),
    /** Proved with a code sent to the phone (0022_ad_page.sql, docs/decisions/0041-ad-page-facts.md). */
    phoneVerifiedAt: ts('phone_verified_at'),
    tokensValidAfter: ts('tokens_valid_after'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    uniqueIndex('users_username_key').on(t.username),
  ],
);
export type UserRow = typeof users.$inferSelect;

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['register', 'reset', 'contact'] }).notNull(),
    identifier: text('identifier').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    tries: integer('tries').notNull().default(0),
    consumedAt: ts('consumed_at'),
    voidedAt: ts('voided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('otp_challenges_lookup_idx').on(t.purpose, t.identifier, t.createdAt)],
);
export type OtpChallengeRow = typeof otpChallenges.$inferSelect;

export const resetTokens = pgTable('reset_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
});

export const devOutbox = pgTable('dev_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  code: text('code'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  enName: text('en_name').notNull(),
  arName: text('ar_name').notNull(),
  enOfficial: text('en_official').notNull(),
  arOfficial: text('ar_official').notNull(),
  currency: text('currency', { enum: ['SAR', 'AED'] }).notNull(),
  dialCode: text('dial_code').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const states = pgTable('states', {
  code: text('code').primaryKey(),
  countryCode: text('country_code')
    .notNull()
    .references(() => countries.code, { onDelete: 'cascade' }),
  enName: text('en_name').notNull(),
  arName: text('ar_name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const cities = pgTable('cities', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  stateCode: text('state_code')
    .notNull()
    .references(() => states.code, { onDelete: 'cascade' }),
  enName: text('en_name').notNull(),
  arName: text('ar_name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  parentId: uuid('parent_id'),
  slug: text('slug').notNull().unique(),
  enName: text('en_name').notNull(),
  arName: text('ar_name').notNull(),
  isVehicles: boolean('is_vehicles').notNull().default(false),
  hasCarModels: boolean('has_car_models').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});
export type CategoryRow = typeof categories.$inferSelect;

export const carMakes = pgTable('car_makes', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  en: text('en').notNull(),
  ar: text('ar').notNull(),
  aliases: text('aliases')
    .array()
    .notNull()
    .default(sql`'{}'`),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const carModels = pgTable('car_models', {
  id: uuid('id').primaryKey().defaultRandom(),
  makeId: uuid('make_id')
    .notNull()
    .references(() => carMakes.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  en: text('en').notNull(),
  ar: text('ar').notNull(),
  aliases: text('aliases')
    .array()
    .notNull()
    .default(sql`'{}'`),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export * from './schema-reviews.ts';
