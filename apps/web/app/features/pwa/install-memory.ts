// When the install bar may show (docs/product/platform.md#installable-app): from the second visit
// (a visit is a browser session), and not for DISMISS_DAYS after "Not now".
const VISITS = 'souqna:visits';
const COUNTED = 'souqna:visit-counted';
const DISMISSED = 'souqna:install-dismissed';
export const DISMISS_DAYS = 90;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Counts this visit once per session; returns the number of visits so far. */
export function countVisit(local: Store, session: Store): number {
  let visits = Number(local.getItem(VISITS)) || 0;
  if (!session.getItem(COUNTED)) {
    visits += 1;
    local.setItem(VISITS, String(visits));
    session.setItem(COUNTED, '1');
  }
  return visits;
}

export function mayOfferInstall(local: Store, visits: number, now: number): boolean {
  const dismissedAt = Number(local.getItem(DISMISSED)) || 0;
  return visits >= 2 && now - dismissedAt > DISMISS_DAYS * 86_400_000;
}

export function dismissInstall(local: Store, now: number) {
  local.setItem(DISMISSED, String(now));
}
