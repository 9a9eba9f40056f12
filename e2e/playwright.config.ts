import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium, NO_BROWSER } from '../tools/browser.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

// CHROMIUM_PATH, Debian's Chromium or Playwright's own (tools/browser.ts); `npm test` installs Debian's when it may.
const executablePath = findChromium();
if (!executablePath) throw new Error(NO_BROWSER);
const launchOptions = { executablePath, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // One retry on CI: a flaky test shows as 'flaky' in the report instead of blocking the landing.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  // The service worker answers the pages' requests before page.route can see them; only pwa.spec.ts,
  // which tests it, lets it run (docs/decisions/0030-installable-app.md#tests).
  // The default visitor's language names no region ('ar', not 'ar-SA'), so it gives no country signal
  // and forms keep the spec's 971 and AED; visitor-country.spec.ts sets regions and zones itself
  // (docs/decisions/0048-visitor-country.md).
  use: { baseURL, launchOptions, trace: 'retain-on-failure', locale: 'ar', serviceWorkers: 'block' },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    command: 'node serve.ts',
    url: `${baseURL}/api/health`,
    // The first start on a machine draws the demo pictures (a minute or two on two busy cores),
    // later ones copy them from a cache (docs/decisions/0036-demo-pictures.md).
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: { PORT: String(port), LOG_LEVEL: 'warn' },
  },
});
