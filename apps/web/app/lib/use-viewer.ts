import { useRouteLoaderData } from 'react-router';
import type { User } from '@souqna/contracts';
import type { ListingView } from './listing-view.ts';

type RootShape = {
  user: User | null;
  theme: 'light' | 'dark';
  locale: 'ar' | 'en';
  listingView: ListingView;
};

/** The signed-in user (or null), theme and listing layout, as the root loader gave them. */
export function useRootData(): RootShape {
  const data = useRouteLoaderData('root') as RootShape | undefined;
  return data ?? { user: null, theme: 'light', locale: 'ar', listingView: 'grid' };
}

export function useViewer(): User | null {
  return useRootData().user;
}
