import { useState } from 'react';
import type { CarMake } from '@souqna/contracts';

// One download per page load, shared by the panel in the aside and the one in the sheet; a failed
// one is tried again on the next focus.
let all: Promise<CarMake[]> | null = null;

/**
 * The page's data carries the models of the make in the address only (lib/makes-subset.ts): the
 * whole list (kept by the browser's cache like the places) is fetched the first time the reader
 * focuses the car section, before a make can be picked.
 */
export function useAllMakes(initial: CarMake[]) {
  const [makes, setMakes] = useState(initial);
  const load = () => {
    // The endpoint table and the call helper come with zod (~25 KB): loaded with the list, not
    // with the page (docs/decisions/0063).
    all ??= Promise.all([import('@souqna/contracts/endpoints-catalog'), import('../../lib/api-browser.ts')])
      .then(([{ catalogEndpoints }, { browserCall }]) => browserCall(catalogEndpoints.carMakes))
      .catch((error: unknown) => {
        all = null;
        throw error;
      });
    all.then(setMakes, () => undefined);
  };
  return { makes, load };
}
