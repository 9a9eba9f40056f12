// Car makes and their models from data/vehicles.json.
import type { Orm } from '../../../src/db/client.ts';
import { carMakes, carModels } from '../../../src/db/schema.ts';
import { loadVehicles } from './data-files.ts';
import { upsert } from './upsert.ts';

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
