// Countries, states and cities from data/geo.json.
import type { Orm } from '../../../src/db/client.ts';
import { cities, countries, states } from '../../../src/db/schema.ts';
import { loadGeo } from './data-files.ts';
import { upsert } from './upsert.ts';

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
