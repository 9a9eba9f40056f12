// Places, categories and vehicles in memory: a few hundred rows that change only with a seed,
// read on every listing (names for en_/ar_ fields, filter resolution), and the search vocabulary.
import { asc } from 'drizzle-orm';
import { searchVocabulary, type SearchVocabulary } from '@souqna/contracts';
import type { Orm } from '../db/client.ts';
import type { CategoryRow } from '../db/schema.ts';
import {
  carMakes,
  carModels as carModelsTable,
  categories as categoriesTable,
  cities,
  countries,
  states,
} from '../db/schema.ts';

export type Named = { en: string; ar: string };
export type StateRef = Named & { code: string; countryCode: string };
export type CityRef = Named & { id: number; stateCode: string };
export type CarModelRef = Named & {
  slug: string;
  aliases: string[];
  make: Named & { slug: string; aliases: string[] };
};
export type Reference = {
  countries: Map<string, Named & { code: string }>;
  states: Map<string, StateRef>;
  cities: Map<number, CityRef>;
  categories: Map<string, CategoryRow>;
  carModels: Map<string, CarModelRef>;
  /** make slug → its model slugs (carModel filter by make). */
  makeModels: Map<string, string[]>;
  vocabulary: SearchVocabulary;
};

const TTL_MS = 60_000;
const cache = new WeakMap<Orm, { at: number; value: Promise<Reference> }>();

async function load(db: Orm): Promise<Reference> {
  const [countryRows, stateRows, cityRows, cats, makes, models] = await Promise.all([
    db.select().from(countries).orderBy(asc(countries.sortOrder)),
    db.select().from(states).orderBy(asc(states.sortOrder)),
    db.select().from(cities).orderBy(asc(cities.sortOrder)),
    db.select().from(categoriesTable),
    db.select().from(carMakes).orderBy(asc(carMakes.sortOrder)),
    db.select().from(carModelsTable).orderBy(asc(carModelsTable.sortOrder)),
  ]);
  const makeById = new Map(makes.map((m) => [m.id, m]));
  const carModels = new Map<string, CarModelRef>();
  const makeModels = new Map<string, string[]>(makes.map((m) => [m.slug, []]));
  for (const x of models) {
    const m = makeById.get(x.makeId)!;
    carModels.set(x.slug, {
      slug: x.slug,
      en: x.en,
      ar: x.ar,
      aliases: x.aliases,
      make: { slug: m.slug, en: m.en, ar: m.ar, aliases: m.aliases },
    });
    makeModels.get(m.slug)!.push(x.slug);
  }
  return {
    countries: new Map(countryRows.map((c) => [c.code, { code: c.code, en: c.enName, ar: c.arName }])),
    states: new Map(
      stateRows.map((s) => [
        s.code,
        { code: s.code, countryCode: s.countryCode, en: s.enName, ar: s.arName },
      ]),
    ),
    cities: new Map(
      cityRows.map((c) => [c.id, { id: c.id, stateCode: c.stateCode, en: c.enName, ar: c.arName }]),
    ),
    categories: new Map(cats.map((c) => [c.id, c])),
    carModels,
    makeModels,
    // One reviewed table in contracts (docs/product/listings-and-search.md#search-vocabulary); a test
    // holds it to the makes and models of the reference data.
    vocabulary: searchVocabulary(),
  };
}

export function reference(db: Orm): Promise<Reference> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = load(db);
  value.catch(() => cache.delete(db)); // a failed load is retried on the next call
  cache.set(db, { at: Date.now(), value });
  return value;
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const same = (a: string, b: string) => collator.compare(a, b) === 0;
const named = (x: Named & { code?: string }, name: string) =>
  same(x.en, name) || x.ar === name || (x.code !== undefined && same(x.code, name));

/** A country by English or Arabic name, or code. */
export const findCountry = (ref: Reference, name: string) =>
  [...ref.countries.values()].find((c) => named(c, name));
export const findState = (ref: Reference, name: string, countryCode?: string) =>
  [...ref.states.values()].find((s) => (!countryCode || s.countryCode === countryCode) && named(s, name));
/** Every city with that name (Al Nahda is in Dubai and Sharjah), optionally within one state or country. */
export const findCities = (
  ref: Reference,
  name: string,
  within: { stateCode?: string; countryCode?: string } = {},
) =>
  [...ref.cities.values()].filter(
    (c) =>
      named(c, name) &&
      (!within.stateCode || c.stateCode === within.stateCode) &&
      (!within.countryCode || ref.states.get(c.stateCode)?.countryCode === within.countryCode),
  );
