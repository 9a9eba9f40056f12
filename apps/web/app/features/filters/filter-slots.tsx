import { lazy, Suspense, type ComponentProps } from 'react';
import { useLocation } from 'react-router';
import type { Country } from '@souqna/contracts';
import { CountrySwitcher } from './country-switcher.tsx';
import { FilterAside } from './filter-aside.tsx';
import { FilterChips } from './filter-chips.tsx';
import { FilterSheet } from './filter-sheet.tsx';
import type { DetailFilterProps } from './detail-section.tsx';

/**
 * The filter's three places in a listing (ListingLayout's slots), for the home and category pages;
 * a category adds its details. The country switcher sits above the chips, in sight on a phone, and
 * "Save this search" below them (`label`: the page's category, first in the search's name).
 */
export function filterSlots(countries: Country[], details?: DetailFilterProps, label?: string) {
  return {
    aside: <FilterAside countries={countries} details={details} />,
    filterButton: <FilterSheet countries={countries} details={details} />,
    chips: (
      <>
        <CountrySwitcher countries={countries} />
        <FilterChips countries={countries} details={details} />
        <SaveSearchSlot countries={countries} details={details} label={label} />
      </>
    ),
  };
}

const LazySaveSearch = lazy(() => import('./save-search.tsx').then((m) => ({ default: m.SaveSearch })));

/**
 * "Save this search" on a listing with filters or a category's page; its code loads only there, so
 * the home page without filters carries none of it (the JavaScript budget of docs/decisions/0034).
 * Until it has loaded, its place is kept (the button's height): the server writes the form in place
 * once its code is loaded there, but the first page after a start, and a page reached by a link
 * before the code, show the fallback first, and the listing below must not move when the form
 * replaces it (docs/decisions/0072-category-first-paint.md).
 */
function SaveSearchSlot(props: ComponentProps<typeof LazySaveSearch>) {
  const { pathname, search } = useLocation();
  if (!search && !/\/posts\/category\/./.test(pathname)) return null;
  return (
    <Suspense fallback={<div className="min-h-9" />}>
      <LazySaveSearch {...props} />
    </Suspense>
  );
}
