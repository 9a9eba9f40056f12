import { asc, eq, isNull } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
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
