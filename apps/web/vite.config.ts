import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

// The browser and the server render get a ~1 KB i18next and react-i18next (app/i18n/lite/): the real
// ones cost ~15 % of a home render's CPU in lookups the app never needs. The unit tests keep
// i18next itself as the reference: app/i18n/lite/lite.test.ts holds the two to the same text for
// every message (docs/decisions/0034-render-cost-and-page-weight.md).
const LITE: Record<string, string> = {
  i18next: path.resolve(import.meta.dirname, 'app/i18n/lite/i18next.ts'),
  'react-i18next': path.resolve(import.meta.dirname, 'app/i18n/lite/react-i18next.ts'),
};
function liteI18n(): Plugin {
  return {
    name: 'souqna:lite-i18n',
    enforce: 'pre',
    resolveId: (source) => LITE[source] ?? null,
  };
}

const FRAME = /apps[\\/]web[\\/]app[\\/](frames|features[\\/]layout)[\\/]/;
const SHELL =
  /apps[\\/]web[\\/]app[\\/](features[\\/]errors[\\/]error-page|ui[\\/]loading-bar|lib[\\/]one-time-note)\.tsx?$/;
const LISTING = /apps[\\/]web[\\/]app[\\/]features[\\/](posts|filters)[\\/]/;
const LISTING_HELPERS =
  /apps[\\/]web[\\/]app[\\/](lib[\\/]keep-listing|ui[\\/]category-icons|features[\\/]favorites[\\/]favorites-empty)\.tsx?$/;

export default defineConfig({
  plugins: [liteI18n(), tailwindcss(), reactRouter()],
  server: { hmr: { port: 24678 } },
  build: {
    // The chunk loaded after the page's load event (the service worker and its prompts) needs no
    // preload list: it would only add bytes to every page's JavaScript.
    modulePreload: {
      resolveDependencies: (file, deps) => (/app-prompts-/.test(file) ? [] : deps),
    },
    rollupOptions: {
      // The contracts are pure declarations: a page that takes one constant from the barrel must
      // not download every zod schema with it (the home page's JavaScript budget, 90 KB gzipped).
      // All but zod.ts, which sets zod up for the browser before the schemas that import it.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]src[\\/](?!zod\.ts$)/.test(id),
      },
      // Fewer, larger files (docs/decisions/0034-render-cost-and-page-weight.md): each file costs a
      // module preload and a manifest line in every page's HTML and compresses worse alone; left to
      // itself the bundler made one file per set of pages sharing a module, 50 on the home page.
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and React Router's client: every page.
            {
              name: 'runtime',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
            },
            // Small helpers and primitives that six or more route modules use: one file of ~9 KB
            // gzipped rather than two dozen of 0.2–1 KB, at the price of a few hundred bytes on a
            // page that needs only some of them.
            {
              name: 'common',
              test: /apps[\\/]web[\\/]app[\\/](lib|ui|i18n)[\\/]/,
              minShareCount: 6,
              maxModuleSize: 4000,
              priority: 2,
            },
            // The frames' header and bottom navigation, with three small modules the root, the frames,
            // the home and the ad page load (the error page, the loading bar, the one-time note): one
            // file, which every page loads with the root, rather than two
            // (docs/decisions/0066-ad-page-lighthouse.md, 0073-category-carries-one-makes-models.md).
            {
              name: 'frame',
              test: (id: string) => FRAME.test(id) || SHELL.test(id),
              minShareCount: 2,
              priority: 2,
            },
            // The card alone for the pages that show cards but no listing (an ad's similar ads).
            {
              name: 'card',
              test: /apps[\\/]web[\\/]app[\\/]features[\\/]posts[\\/](post-card|card-specs|sold-badge)\.tsx$/,
              minShareCount: 2,
              priority: 1,
            },
            // The listing pages' toolbar, listing and filter panel, and the listings' small helpers
            // that two to four pages use (the home page, a category, a profile, favourites): one file
            // rather than four of their own (docs/decisions/0066-ad-page-lighthouse.md).
            {
              name: 'listing',
              test: (id: string) => LISTING.test(id) || LISTING_HELPERS.test(id),
              minShareCount: 2,
            },
            // The two contexts the root provides to every page's components (the language's messages,
            // the reader's clock: docs/decisions/0042-reader-time-zone.md) join the frame's file (same
            // name, one file): one import of React, rather than two small files that each import it.
            { name: 'frame', test: /app[\\/](i18n[\\/]lite[\\/]react-i18next|lib[\\/]dates)\.ts$/ },
            // The ad page's, a profile's and a category's small parts (0.1–1.7 KB each), which bundling
            // by "which pages share it" left as 15 files on an ad page: one file. Over HTTP/1.1 and a
            // slow network each file costs a round trip before the page can hydrate, and Lighthouse
            // counts them into the first paint (docs/decisions/0066-ad-page-lighthouse.md). None of
            // them may import zod (docs/decisions/0063-no-zod-on-a-visitors-ad-page.md).
            {
              name: 'page-parts',
              test: new RegExp(
                [
                  /apps[\\/]web[\\/]app[\\/]ui[\\/](breadcrumbs|safety-note)\.tsx$/,
                  /apps[\\/]web[\\/]app[\\/]lib[\\/](category-name|member-since|details|use-offline-copy|recent-ads|pwa-caches)\.ts$/,
                  /apps[\\/]web[\\/]app[\\/]features[\\/](reports[\\/]report-dialog|blocks[\\/]block-button)\.tsx$/,
                  /packages[\\/]contracts[\\/]src[\\/](safety-signals[\\/]signals|messages|price-rule|payments-money|post-lifecycle|report-reasons)\.ts$/,
                ]
                  .map((r) => r.source)
                  .join('|'),
              ),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
