import { expect, test } from '@playwright/test';
import { homeJavaScript } from '../../tools/home-js.ts';
import { baseURL } from '../playwright.config.ts';

// docs/decisions/0034-render-cost-and-page-weight.md: the home page's weight. JavaScript as
// `npm run bench` reports it (every script `/` references, gzip -9 per file); the runtime (React
// DOM, React Router) is ~107 KB gzipped of it. Issue 10 aims at 110 KB; the budget is what we
// reached, so nothing creeps back while the rest is found. 138.0 KB in 50 files after issue 11;
// 130.5 KB in 14 once the app's small modules were grouped into a few files (vite.config.ts);
// 132.8 KB with the category tiles and their ten drawn icons (docs/decisions/0047-browse-by-category.md);
// +0.5 KB for the country switcher, the visitor's country and a rent's period (decision 0048).
// 133.3 KB in 11 files once the error page, the loading bar and the listings' helpers joined other
// files (docs/decisions/0066-ad-page-lighthouse.md). 1 KB of room for the build's own variation.
// Why not 110: docs/decisions/0068-server-components-prototype.md.
const JS_BUDGET_KB = 134.3;
// The HTML of `/` as sent before compression (21 cards and their hydration data); issue 10 aims at
// 60 KB. 63.2 KB after issue 11; 52.1 KB measured with the demo ads once the cards' hydration data
// carried only what a card shows (lib/card-data.ts), the cards' repeated classes were named and the
// fewer script files shortened the module preloads and the route manifest. 1 KB of room for the
// demo ads' titles and ages. 58.5 KB with the ten category tiles above the listing (their icons
// are inline SVG, their classes named once: docs/decisions/0047-browse-by-category.md); +1 KB for
// the country switcher above the listing and the visitor's country in the root's data (decision 0048);
// +1 KB for a nonce on each script (0050) and each card's listing time (0053): 60.52 KB measured.
// +0.5 KB: run after the other browser tests, the first page holds their ads (titles carrying a
// run's token, seller names of the tests): 61.69 KB measured on PostgreSQL on 2026-11-29 (57.5 KB
// of characters with the demo ads alone).
const HTML_BUDGET_KB = 62;

test(`the home page loads at most ${JS_BUDGET_KB} KB of gzipped JavaScript`, async () => {
  const js = await homeJavaScript(baseURL);
  expect(js.files).toBeGreaterThan(0);
  expect(js.gzipBytes / 1024).toBeLessThanOrEqual(JS_BUDGET_KB);
});

test(`the home page's HTML is at most ${HTML_BUDGET_KB} KB before compression`, async ({ request }) => {
  const res = await request.get('/', { headers: { 'accept-encoding': 'identity' } });
  expect(res.status()).toBe(200);
  const html = await res.body();
  expect(html.toString()).toContain('<article');
  expect(html.length / 1024).toBeLessThanOrEqual(HTML_BUDGET_KB);
});
