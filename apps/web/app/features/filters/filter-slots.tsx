import type { Country } from '@souqna/contracts';
import { CountrySwitcher } from './country-switcher.tsx';
import { FilterAside } from './filter-aside.tsx';
import { FilterChips } from './filter-chips.tsx';
import { FilterSheet } from './filter-sheet.tsx';
import type { DetailFilterProps } from './detail-section.tsx';

/**
 * The filter's three places in a listing (ListingLayout's slots), for the home and category pages;
 * a category adds its details. The country switcher sits above the chips, in sight on a phone.
 */
export function filterSlots(countries: Country[], details?: DetailFilterProps) {
  return {
    aside: <FilterAside countries={countries} details={details} />,
    filterButton: <FilterSheet countries={countries} details={details} />,
    chips: (
      <>
        <CountrySwitcher countries={countries} />
        <FilterChips countries={countries} details={details} />
      </>
    ),
  };
}
