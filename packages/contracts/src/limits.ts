// The numbers of docs/product/errors-and-limits.md#constants, in one place.
export const COUNTRIES = {
  SA: { currency: 'SAR', dialCode: '966' },
  AE: { currency: 'AED', dialCode: '971' },
} as const;
export const DIAL_CODES = ['966', '971'] as const;
export type DialCode = (typeof DIAL_CODES)[number];
export const DEFAULT_DIAL_CODE: DialCode = '971';
export const CURRENCIES = ['SAR', 'AED'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'AED';
/** docs/product/payments.md: a checkout the buyer abandons ends as failed. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 30;
export const PHONE_MIN = 8;
export const PHONE_MAX = 10;
export const NAME_MIN = 3;
export const NAME_MAX = 50;
export const DESCRIPTION_MIN = 3;
export const DESCRIPTION_MAX = 500;

export const IMAGE_MAX_KB = 6000;
export const IMAGE_MAX_BYTES = IMAGE_MAX_KB * 1024;
export const AVATAR_MAX_KB = 6000;
/** The same bounds as people read them: the spec's "6000 KB (6 MB)" is shown as 6 MB, never 6000 KB. */
export const IMAGE_MAX_MB = IMAGE_MAX_KB / 1000;
export const AVATAR_MAX_MB = AVATAR_MAX_KB / 1000;
export const POST_IMAGES_MIN = 1;
export const POST_IMAGES_MAX = 10;

export const PRICE_SLIDER = {
  min: 0,
  max: 150000,
  step: 1000,
  defaultFrom: 10000,
  defaultTo: 75000,
} as const;

export const POSTS_PAGE_SIZE = 21;
export const POSTS_PAGE_MAX = 100;
/** A listing's first page counts its matches up to this many ("1,000+ ads"): an exact count of a million rows costs more than the page. */
export const LISTING_COUNT_CAP = 1000;
export const USERS_PAGE_SIZE = 12;
export const USERS_FIRST_PAGE = 1;
export const FAVORITES_MENU_MAX = 5;

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_SECONDS = 300;
export const OTP_MAX_TRIES = 5;
export const RESET_TOKEN_TTL_SECONDS = 15 * 60;
export const REGISTER_REDIRECT_SECONDS = 5;

export const AUTH_TOKEN_TTL_SECONDS = 604800;
export const AUTH_COOKIE_PREFIX = 'auth.';
export const AUTH_COOKIE = `${AUTH_COOKIE_PREFIX}token`;
/**
 * The session cookie as both the API (login) and the web app (sign-in form) set it: httpOnly so
 * page scripts never read the token, Lax so links from other sites still arrive signed in.
 * `secure` is added by whoever knows the environment (production only: development runs on http).
 */
export const AUTH_COOKIE_ATTRIBUTES = {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: AUTH_TOKEN_TTL_SECONDS,
} as const;
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const THEME_COOKIE = 'theme';
/** The listing's remembered layout, `grid` or `agenda` (docs/decisions/0037-phone-first-listing.md). */
export const LISTING_VIEW_COOKIE = 'listing_view';

export const RATE_LIMITS = {
  windowSeconds: 15 * 60,
  otpPerIdentifier: 5,
  failedSignInsPerIdentifier: 10,
  otpPerIp: 30,
  signInPerIp: 60,
} as const;

export const LOADING_BAR = { throttleMs: 200, durationMs: 5000 } as const;
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;

export const MENU_SIZES = {
  notifications: { width: 420 },
  favorites: { width: 420, maxHeight: 400 },
  messages: { width: 420, maxHeight: 380 },
  followDialog: { width: 500 },
} as const;

export const THEME_COLORS = { primaryLight: '#5252CF', primaryDark: '#ffdc2c', error: '#E21A1A' } as const;

export const POST_TITLE_MIN = 3;
export const POST_TITLE_MAX = 120;
export const POST_DESCRIPTION_MAX = 5000;
/** Integer part of a price: at most 10 digits (9,999,999,999.99). */
export const PRICE_MAX_DIGITS = 10;
export const COMMENT_MAX = 1000;
/** A chat message, in characters after trimming (docs/product/conversations-and-notifications.md#messages). */
export const MESSAGE_MIN = 1;
export const MESSAGE_MAX = 2000;
/** Chat sends per signed-in member per minute: a fast typist, not a spammer. */
export const MESSAGES_PER_MINUTE = 30;
export const REPORT_NOTE_MAX = 1000;
/** Seller reviews (docs/product/social.md#ratings-and-reviews): stars, text and the seller's answer. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_BODY_MAX = 500;
export const REVIEW_REPLY_MAX = 500;
/** How long a member must have had their account before they may rate anyone. */
export const REVIEW_MIN_ACCOUNT_AGE_HOURS = 24;
/** The window of the seller's usual answer time (median first reply). */
export const REPLY_SPEED_DAYS = 30;
/** Generous write limits (per signed-in member). */
export const WRITE_LIMITS = { postsPerDay: 50, commentsPerMinute: 10, reportsPerHour: 30 } as const;
/** Phone reveals per signed-in viewer per hour, against scraping (docs/decisions/0021-phone-reveal.md). */
export const PHONE_REVEALS_PER_HOUR = 20;
export const SEARCH_MAX = 100;
/** Cards in the ad page's "similar ads" strip (docs/decisions/0041-ad-page-facts.md). */
export const SIMILAR_ADS_MAX = 8;
export const FOLLOW_LIST_MAX = 200;
