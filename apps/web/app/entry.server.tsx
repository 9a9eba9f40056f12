import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { ScriptNonce, cspNonceContext } from './lib/csp-nonce.ts';
// Both languages' messages, parsed once per process (the browser fetches only its own).
import './i18n/index.ts';

// The hosting server (apps/api/src/plugins/web.ts) reads this to fill the load context:
// it must be the very instance the route modules of this build use.
export { apiContext } from './lib/api-context.ts';
export { cspNonceContext } from './lib/csp-nonce.ts';

export const streamTimeout = 5_000;
/** As the API's own 503s: a silent database is judged within seconds (docs/decisions/0016-bounded-waits.md). */
const RETRY_AFTER_SECONDS = 5;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Every inline script of the page carries the answer's nonce: React's, React Router's (the
  // hydration data included) and root.tsx's (docs/decisions/0050-csp-nonce-and-retried-sends.md).
  const nonce = loadContext.get(cspNonceContext) || undefined;
  // The API could not answer (a silent database, overload): say when to come back.
  if (responseStatusCode === 503) responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS));
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ScriptNonce value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ScriptNonce>,
      {
        nonce,
        // The page is written whole once its data is in: a Suspense boundary already rendered stays
        // in place instead of following the page's end when the page passes 12.8 KB (React's
        // default), which showed it late, moved what is below it and hid it without JavaScript
        // (docs/decisions/0072-category-first-paint.md).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Every visitor gets the whole page, as crawlers always did: the loaders are done, so the
        // only boundaries left wait for a lazy component's code, and one still loading when the
        // shell was sent (a process's first render of it, on a busy machine) stayed a fallback
        // for readers without JavaScript (docs/decisions/0072-category-first-paint.md, amendment).
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
