// A server render runs only once admitted (plugins/overload.ts, docs/decisions/0052): refused, the
// visitor gets a small page of its own in their language, with Retry-After and a reload after it,
// which costs nothing to send (a render of the error page would cost what the refusal saves).
import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { nextTurn } from '../lib/one-per-turn.ts';
import { markRefused } from '../lib/refusals.ts';
import type { PageAdmission } from './overload.ts';

const TEXT = {
  ar: {
    title: 'سوقنا مشغول الآن',
    body: 'ضغط كبير على الموقع. ستُعاد محاولة فتح الصفحة بعد لحظات.',
    again: 'أعد المحاولة',
  },
  en: {
    title: 'Souqna is busy',
    body: 'The site is very busy. This page will try again in a moment.',
    again: 'Try again',
  },
};

const langOf = (url: string) => (/^\/en(?:[/?#]|$)/.test(url) ? 'en' : 'ar');

function busyPage(lang: 'ar' | 'en', retryAfter: number): Buffer {
  const t = TEXT[lang];
  return Buffer.from(
    `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
      `<meta http-equiv="refresh" content="${retryAfter + 1}"><title>${t.title}</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:20vh auto;padding:0 1rem;text-align:center">` +
      `<h1>${t.title}</h1><p>${t.body}</p><p><a href="">${t.again}</a></p></body></html>`,
  );
}

const PAGES = new Map<string, Buffer>();

/** Runs `work` once admitted, on a turn of the event loop of its own; false when refused. */
export async function whenAdmitted(admission: PageAdmission, work: () => Promise<unknown>): Promise<boolean> {
  const release = await admission.admit();
  if (!release) return false;
  // A render on the embedded database never waits for I/O: it would run to its end in one turn of
  // the event loop, and those let in with it or by its release in the same turn, so requests
  // arriving meanwhile would not even be read. Each starts on a turn of its own (0069).
  await nextTurn();
  try {
    await work();
  } finally {
    release();
  }
  return true;
}

/** Runs `render` once a slot is free; answers 503 with the busy page when refused. */
export async function admitted(
  admission: PageAdmission,
  request: FastifyRequest,
  raw: ServerResponse,
  render: () => Promise<void>,
): Promise<void> {
  if (!(await whenAdmitted(admission, render))) {
    markRefused(request.raw);
    const retryAfter = admission.retryAfterSeconds;
    const lang = langOf(request.url);
    const body = PAGES.get(lang) ?? PAGES.set(lang, busyPage(lang, retryAfter)).get(lang)!;
    raw.writeHead(503, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      'retry-after': String(retryAfter),
      'cache-control': 'no-store',
    });
    raw.end(body);
  }
}
