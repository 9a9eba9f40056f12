import type { Country } from '@souqna/contracts';
import { useLocale } from '../lib/use-locale.ts';

type Region = Country['states'][number];

// The values are always the English names (docs/product/reference-data.md#places); only the shown text follows the locale.
// Each list renders bare <option>s so the caller keeps its own empty choice and select.

/** The countries, for a country select. */
export function CountryOptions({ countries }: { countries: Country[] }) {
  const en = useLocale() === 'en';
  return countries.map((c) => (
    <option key={c.code} value={c.en_name}>
      {en ? c.en_name : c.ar_name}
    </option>
  ));
}

/** The states of the picked country (none before a country is picked). */
export function StateOptions({ country }: { country: Country | undefined }) {
  const en = useLocale() === 'en';
  return country?.states.map((s) => (
    <option key={s.code} value={s.en_state}>
      {en ? s.en_state : s.ar_state}
    </option>
  ));
}

/** The cities of the picked state (none before a state is picked). */
export function CityOptions({ region }: { region: Region | undefined }) {
  const en = useLocale() === 'en';
  return region?.en_cities.map((city, i) => (
    <option key={city} value={city}>
      {/* The two city arrays are parallel by index (docs/product/reference-data.md#places). */}
      {en ? city : (region.ar_cities[i] ?? city)}
    </option>
  ));
}
