import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  RouterContextProvider,
  createRequestHandler,
  type RouterContext,
  type ServerBuild,
} from 'react-router';
import { isApiPath } from '../lib/api-path.ts';
import { cachingHeaders } from '../lib/member-answers.ts';
import { isSameOrigin } from '../lib/same-origin.ts';
import { newNonce, policyOf } from './csp.ts';
import { createPageCache, encodedBody, pickEncoding, type CachedPage } from './page-cache.ts';
import { compressed } from './web-compress.ts';
import { createInjectTransport } from './web-transport.ts';
import { admitted } from './web-admission.ts';
import { createLastCopies } from './web-last-copy.ts';

export const WEB_ROOT = path.resolve(import.meta.dirname, '../../../web');
export const WEB_BUILD = path.join(WEB_ROOT, 'build');

type WebOptions = {
  mode: 'production' | 'development';
  /** Empties the guest pages whenever what they show changes (compose/subscriptions.ts); returns the undo. */
  watch: (pages: { clear(): void }) => () => void;
};
/** What the server entry (apps/web/app/entry.server.tsx) exports for the load context. */
type EntryWithContext = {
  apiContext: RouterContext<ReturnType<typeof createInjectTransport>>;
  cspNonceContext: RouterContext<string>;
};

/**
 * Serves the React Router app from the same Fastify instance as the API: one origin, and
 * loaders reach the API in-process through app.inject. `development` runs Vite in middleware
 * mode with hot reload; `production` serves the built client and server bundles.
 */
export async function registerWeb(app: FastifyInstance, { mode, watch }: WebOptions) {
  const vite = mode === 'development' ? await startVite() : null;
  let build: ServerBuild | null = null;
  if (!vite) {
    const serverEntry = path.join(WEB_BUILD, 'server/index.js');
    if (!existsSync(serverEntry))
      throw new Error(`The web app is not built (${serverEntry}); run npm run build`);
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    await app.register(fastifyStatic, {
      root: path.join(WEB_BUILD, 'client'),
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        // The service worker, its push part, the manifests and offline pages keep their names from
        // build to build: always revalidated, so an update is seen (docs/decisions/0030-installable-app.md).
        else if (
          /(^|[\\/])(sw\.js|sw-push\.js|manifest\.webmanifest|offline\.html)(\.br|\.gz)?$/.test(filePath)
        )
          reply.header('Cache-Control', 'no-cache');
      },
    });
  }
  const loadBuild = async () =>
    build ?? ((await vite!.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild);
  // A build object (production) is derived once: given a function, React Router rebuilds its route
  // tables on every request, which only development's hot reload needs.
  const handle = createRequestHandler(build ?? loadBuild, mode);

  const pages = createPageCache(vite ? 0 : app.deps.config.pageCacheSeconds);
  app.addHook('onClose', watch(pages));

  /** `raw` null: a render no visitor waits for (a last copy's refresh), never aborted by one leaving. */
  const renderFor = async (request: FastifyRequest, raw: ServerResponse | null) => {
    const current = await loadBuild();
    const entry = current.entry.module as unknown as EntryWithContext;
    const context = new RouterContextProvider();
    context.set(entry.apiContext, createInjectTransport(app, request.ip));
    // The page's inline scripts carry this answer's nonce (csp.ts); a kept page trades it for hashes.
    const nonce = newNonce();
    context.set(entry.cspNonceContext, nonce);
    const response = await handle(createRequest(request.raw, raw ?? detached()), context);
    return withPageHeaders(request, response, policyOf(app.deps.config, [`'nonce-${nonce}'`]));
  };
  const lastCopies = createLastCopies(pages, app.pageAdmission, (error) => app.log.warn(error));
  const render = async (request: FastifyRequest, raw: ServerResponse) => {
    const key = pages.keyOf(request);
    const encoding = request.headers['accept-encoding'];
    // A kept page costs no render: it is never refused for overload (plugins/overload.ts).
    const ready = key ? await pages.kept(key) : null;
    if (ready) return sendPage(raw, ready, 'hit', encoding);
    const last = key ? lastCopies.whileBusy(key, () => renderFor(request, null)) : null;
    if (last) return sendPage(raw, last, 'last', encoding);
    await admitted(app.pageAdmission, request, raw, async () => {
      // A shared render that failed (its first asker went away) leaves this request to render its own.
      const kept = key ? await pages.get(key, () => renderFor(request, raw)).catch(() => null) : null;
      if (kept) return sendPage(raw, kept.page, kept.hit ? 'hit' : 'miss', encoding);
      await sendResponse(raw, compressed(await renderFor(request, raw), encoding));
    });
  };

  // Encapsulated so the body parsers stay off: React Router reads the raw body itself.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      config: { auth: 'none' },
      handler: async (request, reply) => {
        if (isApiPath(request.url)) return reply.callNotFound();
        if (!isSafeMethod(request.method) && !isSameOrigin(request, app.deps.config.publicUrl)) {
          // Form posts act with the visitor's cookie: refuse ones sent by another site (CSRF).
          return reply.code(403).type('text/plain').send('Forbidden');
        }
        reply.hijack();
        try {
          if (vite) await new Promise<void>((next) => vite.middlewares(request.raw, reply.raw, () => next()));
          if (reply.raw.writableEnded) return;
          await render(request, reply.raw);
        } catch (error) {
          request.log.error(error);
          if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain' });
          reply.raw.end('Internal Server Error');
        }
      },
    });
  });
  app.addHook('onClose', async () => vite?.close());
}

async function startVite() {
  const { createServer } = await import('vite');
  return createServer({ root: WEB_ROOT, server: { middlewareMode: true }, appType: 'custom' });
}

/** A response no one reads: React Router's request is aborted only when its response closes. */
function detached(): ServerResponse {
  return new EventEmitter() as unknown as ServerResponse;
}

/** `source`, in X-Page-Cache: kept (`hit`), rendered now (`miss`), or a last copy (`last`). */
function sendPage(
  raw: ServerResponse,
  page: CachedPage,
  source: 'hit' | 'miss' | 'last',
  acceptEncoding: string | undefined,
) {
  const encoding = pickEncoding(acceptEncoding);
  const body = encodedBody(page, encoding);
  const headers = page.headers.filter(([name]) => name !== 'content-length' && name !== 'vary');
  const vary = page.headers.find(([name]) => name === 'vary')?.[1];
  raw.writeHead(page.status, [
    ...headers.flat(),
    ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
    ...[
      'vary',
      vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
      'content-length',
      String(body.length),
      'x-page-cache',
      source,
    ],
  ]);
  raw.end(body);
}

/**
 * The page's Content-Security-Policy, and the API's caching rule (lib/member-answers.ts): a
 * member's page is never stored.
 */
function withPageHeaders(request: FastifyRequest, response: Response, policy: string): Response {
  const set = cachingHeaders(
    request.headers,
    {
      cacheControl: response.headers.get('cache-control') ?? undefined,
      vary: response.headers.get('vary') ?? undefined,
    },
    ['Cookie'],
  );
  // A redirect's or an error's headers may be immutable (Response.redirect): copied, always.
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', policy);
  if (set?.cacheControl) headers.set('cache-control', set.cacheControl);
  if (set) headers.set('vary', set.vary);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}
