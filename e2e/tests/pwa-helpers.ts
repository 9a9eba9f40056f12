import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Waits until /sw.js is active and controls the page (it claims the page on its first install). */
export async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 20_000,
    })
    .toMatch(/\/sw\.js$/);
}

/** Whether the worker holds a copy of this page for offline reading. */
export function isKept(page: Page, path: string) {
  return page.evaluate(async (p) => Boolean(await (await caches.open('souqna-pages')).match(p)), path);
}

/** Waits until the worker has kept the page (it does so after the page has loaded). */
export async function kept(page: Page, path: string) {
  await expect.poll(() => isKept(page, path), { timeout: 15_000 }).toBe(true);
}
