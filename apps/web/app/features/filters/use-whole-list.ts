import { useState } from 'react';
import type { CarMake, Country } from '@souqna/contracts';

type Lists = { countries: Country[]; carMakes: CarMake[] };

// One download per list and page load, shared by the panel in the aside and the one in the sheet;
// a failed one is tried again on the next focus.
const downloads = new Map<keyof Lists, Promise<unknown>>();

/**
 * A listing page's data carries a subset of a reference list: the cities of the chosen region only
 * (lib/places-subset.ts), the models of the chosen make only (lib/makes-subset.ts). The whole list
 * (kept by the browser's cache) is fetched the first time the reader focuses its section, before a
 * region or a make can be picked (docs/decisions/0034, 0073).
 */
export function useWholeList<K extends keyof Lists>(name: K, initial: Lists[K]) {
  const [list, setList] = useState(initial);
  const load = () => {
    let whole = downloads.get(name) as Promise<Lists[K]> | undefined;
    // The endpoint table and the call helper come with zod (~25 KB): loaded with the list, not
    // with the page (docs/decisions/0063).
    whole ??= Promise.all([import('@souqna/contracts/endpoints-catalog'), import('../../lib/api-browser.ts')])
      .then(
        ([{ catalogEndpoints }, { browserCall }]) => browserCall(catalogEndpoints[name]) as Promise<Lists[K]>,
      )
      .catch((error: unknown) => {
        downloads.delete(name);
        throw error;
      });
    downloads.set(name, whole);
    whole.then(setList, () => undefined);
  };
  return { list, load };
}
