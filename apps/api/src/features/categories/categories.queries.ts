import { asc, eq, isNull } from 'drizzle-orm';
import type { Database, Orm } from '../../db/client.ts';
import { carMakes, carModels, categories } from '../../db/schema.ts';

export const listParents = (db: Orm) =>
  db.select().from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.sortOrder));
export const listChildren = (db: Orm, parentId: string) =>
  db.select().from(categories).where(eq(categories.parentId, parentId)).orderBy(asc(categories.sortOrder));
export async function findCategory(db: Orm, by: { id: string } | { slug: string }) {
  const where = 'id' in by ? eq(categories.id, by.id) : eq(categories.slug, by.slug);
  const [row] = await db.select().from(categories).where(where);
  return row;
}
export async function listCarMakesWithModels(db: Orm) {
  const [makes, models] = await Promise.all([
    db.select().from(carMakes).orderBy(asc(carMakes.sortOrder)),
    db.select().from(carModels).orderBy(asc(carModels.sortOrder)),
  ]);
  return { makes, models };
}

/**
 * Ads for sale per child category and per car model: two index-only scans of the listing's partial
 * indexes on listed ads (0025_ad_lifecycle.sql), measured in docs/decisions/0047-browse-by-category.md.
 */
export async function countForSale(database: Database) {
  const [byCategory, byModel] = await Promise.all([
    database.query<{ key: string; n: number }>(
      'select category_id as key, count(*)::int as n from posts where sold_at is null and expired_at is null group by category_id',
    ),
    database.query<{ key: string; n: number }>(
      `select car_model as key, count(*)::int as n from posts
        where car_model is not null and sold_at is null and expired_at is null group by car_model`,
    ),
  ]);
  return { byCategory, byModel };
}
