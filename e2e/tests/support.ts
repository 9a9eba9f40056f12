import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from '@playwright/test';

let counter = 0;

/** A new member's details, unique per call: UAE mobile numbers (9715 + 0/2/4/5/6/7/8 + 7 digits). */
export function newMember() {
  counter += 1;
  const stamp = `${Date.now() % 10_000_000}`.padStart(7, '0');
  const seven = `${(Number(stamp) + counter) % 10_000_000}`.padStart(7, '0');
  return {
    fullname: 'مستخدم تجريبي',
    email: `e2e.${Date.now()}.${counter}@souqna.test`,
    number: `50${seven}`,
    phoneNumber: `97150${seven}`,
    password: 'Strong-pass1',
    username: `e2e_${Date.now() % 1_000_000}_${counter}`,
  };
}

/** The newest code sent to an address (after `since`, when given), read from the development outbox. */
export async function latestCode(request: APIRequestContext, to: string, since?: Date): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await res.json()) as { items: Array<{ code: string | null; createdAt: string }> };
      const fresh = body.items.filter((m) => !since || new Date(m.createdAt) >= since);
      code = fresh.find((m) => m.code)?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/**
 * axe with the WCAG 2.x A/AA tags, on the page or only on `include` (a selector); fails on any
 * violation. Plus `heading-order` (a best practice, not WCAG), which Lighthouse's accessibility
 * score counts: the listing's card titles were once h3 under an h1.
 */
export async function expectNoA11yViolations(page: Page, include?: string) {
  // options() replaces every option: it comes before withTags().
  const builder = new AxeBuilder({ page })
    .options({ rules: { 'heading-order': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

// Link texts that say nothing of where they lead: Lighthouse's `link-text` list for English, and
// their Arabic. "المزيد" was the bottom navigation's last tab (now "القائمة", the menu).
const VAGUE_LINK_TEXTS = new Set([
  ...['click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info'],
  ...['more information', 'right here', 'read more', 'see more', 'see all', 'start', 'this'],
  ...['المزيد', 'هنا', 'اضغط هنا', 'انقر هنا', 'اقرأ المزيد', 'اعرف المزيد', 'ابدأ'],
]);

/** No link on the page is named only "more", "here"… (Lighthouse's SEO audit `link-text`). */
export async function expectDescriptiveLinks(page: Page) {
  const texts = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLElement).innerText.trim().toLowerCase()));
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((t) => VAGUE_LINK_TEXTS.has(t))).toEqual([]);
}

/**
 * Collects what Chrome's DevTools Issues panel would show for the page (Lighthouse's best-practices
 * audit `inspector-issues`): a CSP refusal, a cookie or a form field Chrome finds fault with.
 */
export async function devtoolsIssues(page: Page): Promise<string[]> {
  const issues: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => issues.push(`${issue.code} ${JSON.stringify(issue.details)}`));
  await cdp.send('Audits.enable');
  return issues;
}

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Holds the app's scripts back so a test can act on the server-rendered page before React
 * hydrates it; call the returned function to let them load.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Reloads until `row` shows: what a job writes (a notification) arrives a moment after the write. */
export async function reloadUntil(page: Page, row: Locator) {
  await expect
    .poll(
      async () => {
        if (await row.count()) return true;
        await page.reload();
        return (await row.count()) > 0;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}
