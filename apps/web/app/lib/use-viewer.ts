import { useRouteLoaderData } from 'react-router';
import type { User, VisitorCountry } from '@souqna/contracts';
import type { ListingView } from './listing-view.ts';

type RootShape = {
  user: User | null;
  theme: 'light' | 'dark';
  locale: 'ar' | 'en';
  listingView: ListingView;
  visitor: VisitorCountry;
};

const NO_COUNTRY: VisitorCountry = { country: null, signal: 'none', scope: 'all' };

/** The signed-in user (or null), theme, listing layout and visitor's country, as the root loader gave them. */
export function useRootData(): RootShape {
  const data = useRouteLoaderData('root') as RootShape | undefined;
  return data ?? { user: null, theme: 'light', locale: 'ar', listingView: 'grid', visitor: NO_COUNTRY };
}

export function useViewer(): User | null {
  return useRootData().user;
}
