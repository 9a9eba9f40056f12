// Reference data every install needs, production included: places, categories, vehicles and the
// default settings. Idempotent: a re-seed updates names and order and keeps admins' settings.
import { type DbLike } from '../../factories/db-like.ts';
import { seedCategories } from './categories.ts';
import { seedPlaces } from './places.ts';
import { seedSettings } from './settings.ts';
import { seedVehicles } from './vehicles.ts';

export async function seedReference(dbLike: DbLike): Promise<void> {
  const db = dbLike.orm;
  await seedPlaces(db);
  await seedCategories(db);
  await seedVehicles(db);
  await seedSettings(db);
}
