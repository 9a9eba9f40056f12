// Parent and child categories from data/categories.json.
import type { Orm } from '../../../src/db/client.ts';
import { categories } from '../../../src/db/schema.ts';
import { loadCategories } from './data-files.ts';
import { upsert } from './upsert.ts';

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
