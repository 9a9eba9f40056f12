import type { Country } from '@souqna/contracts';

/**
 * The countries a listing page sends with its data: every country and region, but the cities only
 * of the region in the address. The cities are most of the reference data (~7 KB of every page's
 * hydration data); the address section fetches the whole list when the reader starts choosing a
 * place (features/filters/use-whole-list.ts, docs/decisions/0034-render-cost-and-page-weight.md).
 */
export function placesFor(countries: Country[], country: string | null, state: string | null): Country[] {
  return countries.map((c) => ({
    ...c,
    states: c.states.map((s) =>
      c.en_name === country && s.en_state === state ? s : { ...s, en_cities: [], ar_cities: [] },
    ),
  }));
}
