// Guests' pages, reused for a few seconds (docs/decisions/0035-guest-page-cache.md). A guest's
// page depends on its address, its language, its theme, its listing layout, the reader's offset
// from UTC (the times it prints) and the visitor's country (its dial codes, currencies and listing
// scope, docs/decisions/0048-visitor-country.md) only, so the same render can serve every guest asking for it
// within the TTL; the domain events that change what pages show empty it
// (compose/subscriptions.ts). Anything that could make a page personal bypasses it: a session or any
// other cookie on the request, a Set-Cookie or a non-public Cache-Control on the answer.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import {
  COUNTRY_COOKIE,
  LISTING_VIEW_COOKIE,
  LOCALE_COOKIE,
  THEME_COOKIE,
  UTC_OFFSET_COOKIE,
  isLocale,
  resolveVisitorCountry,
  utcOffsetOr,
} from '@souqna/contracts';
import { keptPagePolicy } from './csp.ts';

/** A rendered page, whole, with its compressed forms made on first demand. */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
};
export type Encoding = 'br' | 'gzip' | 'identity';
type Request = { method: string; url: string; headers: Record<string, string | string[] | undefined> };

/** A few hundred pages of ~90 KB plus their compressed forms: tens of MB at most. */
const MAX_PAGES = 300;
/** How old a last copy may be to stand in for a page while renders wait. */
export const LAST_COPY_SECONDS = 60;
/**
 * The only cookies a guest's page may depend on: the language of the bare `/`, the theme, the
 * listing's grid or list layout (docs/decisions/0037-phone-first-listing.md), the offset its
 * dates are written in (0042: one kept page per offset in use, the cookie's absence being Riyadh's)
 * and the country switcher's choice (0048).
 */
const SHARED_COOKIES = new Set([
  LOCALE_COOKIE,
  THEME_COOKIE,
  LISTING_VIEW_COOKIE,
  UTC_OFFSET_COOKIE,
  COUNTRY_COOKIE,
]);
const CACHED_TYPES = /^(text\/html|text\/x-script)/;

export type PageCache = {
  /** The cache key of a request a shared page may answer, or null when it must be rendered for it. */
  keyOf(request: Request): string | null;
  /**
   * The kept page for `key` (hit), or `render()`'s when it may be kept; null when it may not, and
   * the caller renders for its own request.
   */
  get(key: string, render: () => Promise<Response>): Promise<{ page: CachedPage; hit: boolean } | null>;
  /** The page kept (or being rendered) for `key`, without rendering one: null when there is none. */
  kept(key: string): Promise<CachedPage | null>;
  /**
   * The last page kept for `key` in the last LAST_COPY_SECONDS, expired or emptied since: what a
   * guest gets at once while renders wait (docs/decisions/0069-admission-sees-the-queue.md).
   */
  last(key: string): CachedPage | null;
  clear(): void;
};

export function createPageCache(seconds: number): PageCache {
  const pages = new LRUCache<string, Promise<CachedPage | null>>({ max: MAX_PAGES, ttl: seconds * 1000 });
  // The same pages, kept longer and never emptied by clear(): they share the buffers.
  const copies = new LRUCache<string, CachedPage>({ max: MAX_PAGES, ttl: LAST_COPY_SECONDS * 1000 });
  return {
    keyOf: (request) => (seconds > 0 ? guestKey(request) : null),
    get(key, render) {
      const kept = pages.get(key);
      if (kept) return kept.then((page) => page && { page, hit: true });
      // Concurrent guests asking for the same page share one render.
      const page = render().then(toCachedPage);
      pages.set(key, page);
      page.then(
        (p) => (p ? copies.set(key, p) : forget()),
        () => forget(),
      );
      function forget() {
        if (pages.peek(key) === page) pages.delete(key);
      }
      return page.then((p) => p && { page: p, hit: false });
    },
    kept: async (key) => (await pages.get(key)?.catch(() => null)) ?? null,
    last: (key) => copies.get(key) ?? null,
    clear: () => pages.clear(),
  };
}

function guestKey({ method, url, headers }: Request): string | null {
  if (method !== 'GET') return null;
  const cookies = parseCookies(headers.cookie);
  if (!cookies) return null;
  if ([...cookies.keys()].some((name) => !SHARED_COOKIES.has(name))) return null;
  const theme = cookies.get(THEME_COOKIE) === 'dark' ? 'dark' : 'light';
  const locale = cookies.get(LOCALE_COOKIE) ?? '';
  const view = cookies.get(LISTING_VIEW_COOKIE) === 'agenda' ? 'agenda' : 'grid';
  const offset = utcOffsetOr(cookies.get(UTC_OFFSET_COOKIE));
  return `${theme}|${view}|${offset}|${isLocale(locale) ? locale : ''}|${visitorKey(cookies, headers)}|${url}`;
}

/**
 * The visitor's country as the page resolves it (0048), and the switcher's saved scope: the
 * offset cookie's absence is not Riyadh here (no signal keeps the spec's 971 and AED, UTC+3 is
 * Saudi Arabia), and the Accept-Language header counts though it is no cookie. The address's
 * country is left out: the address is in the key already.
 */
function visitorKey(cookies: Map<string, string>, headers: Request['headers']): string {
  const language = headers['accept-language'];
  const { country, scope } = resolveVisitorCountry({
    saved: cookies.get(COUNTRY_COOKIE),
    utcOffset: cookies.get(UTC_OFFSET_COOKIE),
    acceptLanguage: Array.isArray(language) ? language.join(',') : language,
  });
  return `${country ?? '-'}:${scope}`;
}

/** The request's cookie names and values; null when the header cannot be read as cookies. */
function parseCookies(header: string | string[] | undefined): Map<string, string> | null {
  const cookies = new Map<string, string>();
  if (Array.isArray(header) || header === undefined || header.trim() === '')
    return Array.isArray(header) ? null : cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) return null;
    cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return cookies;
}

async function toCachedPage(response: Response): Promise<CachedPage | null> {
  const type = response.headers.get('content-type') ?? '';
  const control = response.headers.get('cache-control') ?? '';
  const shared =
    response.status === 200 &&
    CACHED_TYPES.test(type) &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('content-encoding') &&
    !/no-store|private|no-cache/.test(control);
  if (!shared) {
    await response.body?.cancel();
    return null;
  }
  const body = Buffer.from(await response.arrayBuffer());
  const headers: [string, string][] = [];
  // The answer's nonce would be every guest's: the kept page names its scripts' hashes instead (csp.ts).
  response.headers.forEach((value, name) =>
    headers.push([name, name === 'content-security-policy' ? keptPagePolicy(value, body.toString()) : value]),
  );
  return { status: response.status, headers, body, encoded: { identity: body } };
}

/** The best encoding the browser accepts among the ones worth making for a page. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (/\bbr\b/.test(acceptEncoding ?? '')) return 'br';
  if (/\bgzip\b/.test(acceptEncoding ?? '')) return 'gzip';
  return 'identity';
}

/** The page's body in `encoding`, compressed once and kept with the page. */
export function encodedBody(page: CachedPage, encoding: Encoding): Buffer {
  const kept = page.encoded[encoding];
  if (kept) return kept;
  // Brotli at 5 compresses a 90 KB page in about a millisecond and beats gzip 9 by ~15 %.
  const made =
    encoding === 'br'
      ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(page.body, { level: 6 });
  page.encoded[encoding] = made;
  return made;
}
