import { expect, test } from '@playwright/test';
import { homeJavaScript } from '../../bench/home-js.ts';
import { baseURL } from '../playwright.config.ts';

// docs/decisions/0008: the home page's JavaScript budget. The runtime (React DOM, React Router,
// i18next) is ~126 KB gzipped of it; the rest is ours and must not creep.
const BUDGET_KB = 155;

test(`the home page loads at most ${BUDGET_KB} KB of gzipped JavaScript`, async () => {
  const js = await homeJavaScript(baseURL);
  expect(js.files).toBeGreaterThan(0);
  expect(js.gzipBytes / 1024).toBeLessThanOrEqual(BUDGET_KB);
});
