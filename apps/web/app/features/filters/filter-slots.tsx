import type { Country } from '@souqna/contracts';
import { FilterAside } from './filter-aside.tsx';
import { FilterChips } from './filter-chips.tsx';
import { FilterSheet } from './filter-sheet.tsx';

/** The filter's three places in a listing (ListingLayout's slots), for the home and category pages. */
export function filterSlots(countries: Country[]) {
  return {
    aside: <FilterAside countries={countries} />,
    filterButton: <FilterSheet countries={countries} />,
    chips: <FilterChips countries={countries} />,
  };
}
