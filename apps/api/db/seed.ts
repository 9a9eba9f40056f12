// Idempotent seed: reference data, default settings, demo accounts and the admin from the environment.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Config } from '../src/config.ts';
import {
  carMakes,
  carModels,
  categories,
  cities,
  countries,
  siteSettings,
  states,
  users,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { type DbLike, toDb } from './factories.ts';
import { loadCategories, loadGeo, loadVehicles } from './reference.ts';
import { DEFAULT_SETTINGS } from './seed-settings.ts';
import type { Orm } from '../src/db/client.ts';

/** Documented demo accounts (development only; never created when APP_ENV=production). */
export const DEMO_USERS = [
  {
    email: 'demo@souqna.dev',
    phoneNumber: '971501234567',
    password: 'Demo-pass1',
    username: 'demo',
    fullname: 'حساب تجريبي',
  },
  {
    email: 'sara@souqna.dev',
    phoneNumber: '966501234567',
    password: 'Demo-pass2',
    username: 'sara',
    fullname: 'Sara Al-Harbi',
  },
] as const;

// `on conflict do update` copying the given columns from the row that was refused.
function upsert<T extends PgTable>(table: T, keys: (keyof T['_']['columns'] & string)[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded."${columns[k]!.name}"`)]));
}

export async function seedPlaces(db: Orm): Promise<void> {
  const geo = loadGeo();
  await db
    .insert(countries)
    .values(
      geo.map((c, i) => ({
        code: c.code,
        enName: c.en_name,
        arName: c.ar_name,
        enOfficial: c.en_official,
        arOfficial: c.ar_official,
        currency: c.currency,
        dialCode: c.dialCode,
        sortOrder: i,
      })),
    )
    .onConflictDoUpdate({
      target: countries.code,
      set: upsert(countries, [
        'enName',
        'arName',
        'enOfficial',
        'arOfficial',
        'currency',
        'dialCode',
        'sortOrder',
      ]),
    });
  const stateRows = geo.flatMap((c) =>
    c.states.map((s, i) => ({
      code: s.code,
      countryCode: c.code,
      enName: s.en_state,
      arName: s.ar_state,
      sortOrder: i,
    })),
  );
  await db
    .insert(states)
    .values(stateRows)
    .onConflictDoUpdate({
      target: states.code,
      set: upsert(states, ['countryCode', 'enName', 'arName', 'sortOrder']),
    });
  const cityRows = geo.flatMap((c) =>
    c.states.flatMap((s) =>
      s.en_cities.map((en, i) => ({ stateCode: s.code, enName: en, arName: s.ar_cities[i]!, sortOrder: i })),
    ),
  );
  await db
    .insert(cities)
    .values(cityRows)
    .onConflictDoUpdate({
      target: [cities.stateCode, cities.enName],
      set: upsert(cities, ['arName', 'sortOrder']),
    });
}

export async function seedCategories(db: Orm): Promise<void> {
  const cols = upsert(categories, [
    'parentId',
    'enName',
    'arName',
    'isVehicles',
    'hasCarModels',
    'sortOrder',
  ]);
  for (const [i, p] of loadCategories().entries()) {
    const [parent] = await db
      .insert(categories)
      .values({
        slug: p.slug,
        enName: p.en_categoryName,
        arName: p.ar_categoryName,
        isVehicles: Boolean(p.vehicles),
        sortOrder: i,
      })
      .onConflictDoUpdate({ target: categories.slug, set: cols })
      .returning({ id: categories.id });
    await db
      .insert(categories)
      .values(
        p.children.map((c, j) => ({
          parentId: parent!.id,
          slug: c.slug,
          enName: c.en_categoryName,
          arName: c.ar_categoryName,
          isVehicles: Boolean(p.vehicles),
          hasCarModels: Boolean(c.carModels),
          sortOrder: j,
        })),
      )
      .onConflictDoUpdate({ target: categories.slug, set: cols });
  }
}

export async function seedVehicles(db: Orm): Promise<void> {
  const makes = loadVehicles();
  const rows = await db
    .insert(carMakes)
    .values(makes.map((m, i) => ({ slug: m.slug, en: m.en, ar: m.ar, aliases: m.aliases, sortOrder: i })))
    .onConflictDoUpdate({
      target: carMakes.slug,
      set: upsert(carMakes, ['en', 'ar', 'aliases', 'sortOrder']),
    })
    .returning({ id: carMakes.id, slug: carMakes.slug });
  const idBySlug = new Map(rows.map((r) => [r.slug, r.id]));
  await db
    .insert(carModels)
    .values(
      makes.flatMap((m) =>
        m.models.map((x, i) => ({
          makeId: idBySlug.get(m.slug)!,
          slug: x.slug,
          en: x.en,
          ar: x.ar,
          aliases: x.aliases,
          sortOrder: i,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: carModels.slug,
      set: upsert(carModels, ['makeId', 'en', 'ar', 'aliases', 'sortOrder']),
    });
}

/** Inserts missing settings only: an admin's later edits survive re-seeding. */
export async function seedSettings(db: Orm): Promise<void> {
  await db
    .insert(siteSettings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}

export async function seedReference(dbLike: DbLike): Promise<void> {
  const db = toDb(dbLike);
  await seedPlaces(db);
  await seedCategories(db);
  await seedVehicles(db);
  await seedSettings(db);
}

export async function seedDemoUsers(dbLike: DbLike): Promise<void> {
  const db = toDb(dbLike);
  for (const u of DEMO_USERS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, u.email));
    if (existing) continue;
    const { password, ...fields } = u;
    await db
      .insert(users)
      .values({ ...fields, passwordHash: await hashPassword(password) })
      .onConflictDoNothing();
  }
}

/** Creates the admin account, or promotes an existing account with that email (password reset to the given one). */
export async function ensureAdmin(
  dbLike: DbLike,
  admin: { email: string; password: string; phone?: string | undefined },
): Promise<string> {
  const db = toDb(dbLike);
  const email = admin.email.toLowerCase();
  const passwordHash = await hashPassword(admin.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (existing) {
    await db
      .update(users)
      .set({ role: 'admin', passwordHash, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return existing.id;
  }
  const [row] = await db
    .insert(users)
    .values({
      email,
      phoneNumber: admin.phone ?? '971500000001',
      fullname: 'Souqna Admin',
      role: 'admin',
      passwordHash,
    })
    .returning({ id: users.id });
  return row!.id;
}

export async function seed(dbLike: DbLike, config: Pick<Config, 'appEnv' | 'admin'>): Promise<void> {
  await seedReference(dbLike);
  if (config.appEnv !== 'production') await seedDemoUsers(dbLike);
  if (config.admin) await ensureAdmin(dbLike, config.admin);
}
