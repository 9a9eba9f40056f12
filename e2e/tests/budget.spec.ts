import { expect, test } from '@playwright/test';
import { homeJavaScript } from '../../bench/home-js.ts';
import { baseURL } from '../playwright.config.ts';

// docs/decisions/0034-render-cost-and-page-weight.md: the home page's weight. JavaScript as
// `npm run bench` reports it (every script `/` references, gzip -9 per file); the runtime (React
// DOM, React Router) is ~107 KB gzipped of it. Issue 10 aims at 110 KB; the budget is what we
// reached, so nothing creeps back while the rest is found. Issue 11 added ~4 KB: the DD/MM/YYYY
// date field and the remembered grid / list (decisions 0037, 0038, ~1.7 KB), the cards' details
// line and the details filter (decision 0039, ~2 KB).
// Measured 138.0 KB after issue 11's merges; 1 KB of room for the build's own variation.
// Decision 0042 (dates on the reader's clock): +0.36 KB, less 0.28 KB for dates.ts and the lite
// react-i18next sharing one chunk: 138.1 KB.
const JS_BUDGET_KB = 139;
// The HTML of `/` as sent before compression (21 cards and their hydration data): 59.7–60.8 KB
// with the demo ads depending on their titles and ages; issue 10 aims at 60. 62 → 64 with issue
// 11: the cards' details line (decision 0039) and the phone layout's controls (0037), 63.2 KB measured.
const HTML_BUDGET_KB = 64;

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
