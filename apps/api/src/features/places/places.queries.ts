import { asc } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { cities, countries, states } from '../../db/schema.ts';

export async function loadPlaces(db: Orm) {
  const [countryRows, stateRows, cityRows] = await Promise.all([
    db.select().from(countries).orderBy(asc(countries.sortOrder)),
    db.select().from(states).orderBy(asc(states.sortOrder)),
    db.select().from(cities).orderBy(asc(cities.sortOrder)),
  ]);
  return { countryRows, stateRows, cityRows };
}
