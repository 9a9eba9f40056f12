// An ad's term, its renewal and its refresh (docs/product/listings-and-search.md#expiry-renewal-and-refresh,
// docs/decisions/0053-ad-lifecycle-and-contact-bar.md).

/** Days an ad stays in the listings from its posting or renewal: the site setting `adLifetimeDays`'s default. */
export const AD_LIFETIME_DAYS_DEFAULT = 30;
export const AD_LIFETIME_DAYS_MIN = 1;
export const AD_LIFETIME_DAYS_MAX = 365;
/** The owner is told this many days before the end of the term. */
export const EXPIRY_NOTICE_DAYS = 3;
/** A refresh puts the ad at the top of the listings at most once in this many hours. */
export const REFRESH_INTERVAL_HOURS = 24;

const HOUR_MS = 3_600_000;

/** When the owner may refresh again (the ad was last put at the top at `listedAt`). */
export function nextRefreshAt(listedAt: string | Date): Date {
  return new Date(new Date(listedAt).getTime() + REFRESH_INTERVAL_HOURS * HOUR_MS);
}

/** The owner's page offers the renewal from the notice on: EXPIRY_NOTICE_DAYS before the end, or after it. */
export function renewalDue(expiresAt: string | Date, now: Date = new Date()): boolean {
  return new Date(expiresAt).getTime() - now.getTime() <= EXPIRY_NOTICE_DAYS * 24 * HOUR_MS;
}
