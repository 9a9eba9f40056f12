import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from '@souqna/contracts';

/** The language of an answer: x-locale header, then the locale cookie, then Accept-Language; Arabic by default. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['x-locale'];
  if (header === 'en' || header === 'ar') return header;
  const cookie = (request as { cookies?: Record<string, string | undefined> }).cookies?.[LOCALE_COOKIE];
  if (cookie === 'en' || cookie === 'ar') return cookie;
  const accept = request.headers['accept-language'];
  if (typeof accept === 'string' && /^\s*en\b/i.test(accept)) return 'en';
  return DEFAULT_LOCALE;
}
