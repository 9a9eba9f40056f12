// The one place that says which Chromium the browser tests drive (e2e/playwright.config.ts), the
// Lighthouse run audits with (bench/lighthouse.ts) and `npm test` checks, or installs, before it
// starts (scripts/test.ts). Playwright's own browser download does not work on every machine
// (closed networks), so Debian's package comes first.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { aptInstall } from './apt.ts';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** This machine's network is closed: without these, Chromium keeps calling out and being refused. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const NO_BROWSER =
  'No Chromium for the browser tests: install Debian\'s (sudo apt-get install chromium), or set CHROMIUM_PATH to a Chrome or Chromium, or run "npx playwright install chromium".';

/** CHROMIUM_PATH when set, else Debian's Chromium, else Playwright's own download; null when none is there. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const own = chromium.executablePath();
  return own && existsSync(own) ? own : null;
}

/**
 * A Chromium for the suite: the one found, or Debian's installed now when this process may (root,
 * apt-get, no CHROMIUM_PATH naming something else). Null when there is none and none can be had.
 */
export function ensureChromium(log: (line: string) => void = console.log): string | null {
  const found = findChromium();
  if (found || process.env.CHROMIUM_PATH) return found;
  return aptInstall('chromium', 'Chromium', log) ? findChromium() : null;
}
