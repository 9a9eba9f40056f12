import { useState } from 'react';
import type { Country } from '@souqna/contracts';

// One download per page load, shared by the panel in the aside and the one in the sheet; a failed
// one is tried again on the next focus.
let all: Promise<Country[]> | null = null;

/**
 * The page's data carries the cities of the chosen region only (lib/places-subset.ts): the whole
 * list (cached by the browser, docs/product/reference-data.md#places) is fetched the first time the
 * reader focuses a place select, before a region can be picked.
 */
export function useAllPlaces(initial: Country[]) {
  const [countries, setCountries] = useState(initial);
  const load = () => {
    // The endpoint table and the call helper come with zod (~25 KB): loaded with the list, not
    // with the page.
    all ??= Promise.all([import('@souqna/contracts/endpoints-catalog'), import('../../lib/api-browser.ts')])
      .then(([{ catalogEndpoints }, { browserCall }]) => browserCall(catalogEndpoints.countries))
      .catch((error: unknown) => {
        all = null;
        throw error;
      });
    all.then(setCountries, () => undefined);
  };
  return { countries, load };
}
