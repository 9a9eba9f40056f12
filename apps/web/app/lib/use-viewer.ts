import { useRouteLoaderData } from 'react-router';
import type { User } from '@souqna/contracts';

type RootShape = { user: User | null; theme: 'light' | 'dark'; locale: 'ar' | 'en' };

/** The signed-in user (or null) and theme, as the root loader gave them. */
export function useRootData(): RootShape {
  const data = useRouteLoaderData('root') as RootShape | undefined;
  return data ?? { user: null, theme: 'light', locale: 'ar' };
}

export function useViewer(): User | null {
  return useRootData().user;
}
