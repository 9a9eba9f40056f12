import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with a preload: hovering or focusing a trigger starts the download, the click then
 * renders the component (usually from the cache). Keeps radix off the first paint of the page.
 * A failed download is forgotten, so the next attempt asks the network again.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return {
    Component: lazy(get),
    preload: () => void get().catch(() => undefined),
  };
}
