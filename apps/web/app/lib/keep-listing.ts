// shouldRevalidate of the listing pages (runs in the browser, so not in listing.server.ts).
import { paths } from './paths.ts';

/** Toggling a heart or the view (saved, or in the address) does not refetch the listing (appended pages would be lost). */
export function keepListing({
  formAction,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  formAction?: string;
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  if (formAction === paths.favorite || formAction === paths.setView) return false;
  const strip = (u: URL) => {
    const p = new URLSearchParams(u.search);
    p.delete('view');
    return `${u.pathname}?${p}`;
  };
  if (!formAction && strip(currentUrl) === strip(nextUrl) && currentUrl.href !== nextUrl.href) return false;
  return defaultShouldRevalidate;
}
