import type { Country } from '@souqna/contracts';
import type { Orm } from '../../db/client.ts';
import { loadPlaces } from './places.queries.ts';

/** docs/product/reference-data.md#places: SA then AE, states in official order, the two city arrays parallel by index. */
export async function listCountries(db: Orm): Promise<Country[]> {
  const { countryRows, stateRows, cityRows } = await loadPlaces(db);
  return countryRows.map((c) => ({
    code: c.code,
    en_name: c.enName,
    ar_name: c.arName,
    currency: c.currency,
    dialCode: c.dialCode as Country['dialCode'],
    states: stateRows
      .filter((s) => s.countryCode === c.code)
      .map((s) => {
        const own = cityRows.filter((x) => x.stateCode === s.code);
        return {
          code: s.code,
          en_state: s.enName,
          ar_state: s.arName,
          en_cities: own.map((x) => x.enName),
          ar_cities: own.map((x) => x.arName),
        };
      }),
  }));
}
