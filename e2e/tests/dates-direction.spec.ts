// Issue 11, item 6 (docs/decisions/0038-dates-and-direction.md): dates read DD/MM/YYYY whatever the
// browser's locale, date fields take DD/MM/YYYY (any digits) and send YYYY-MM-DD with or without
// JavaScript, user text and phone numbers are isolated from the page's direction, and English
// pages carry no Arabic punctuation of their own.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ar, en, text } from './i18n.ts';
import { signIn, type Member } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

const ADMIN = { email: 'admin@souqna.test', password: 'Admin-pass1' } as Member;
const DMY = /^\d{2}\/\d{2}\/\d{4}$/;

/** Every element matched sits in its own direction: a <bdi>, or an element with a dir of its own. */
async function expectIsolated(items: Locator) {
  expect(await items.count()).toBeGreaterThan(0);
  const loose = await items.evaluateAll((elements) =>
    elements.filter((el) => el.closest('bdi, [dir]') === document.documentElement).map((el) => el.outerHTML),
  );
  expect(loose).toEqual([]);
}

/** The page's own words (user text and other isolated runs taken out). */
const ownText = (page: Page) =>
  page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('bdi, [dir], script, style, [lang="ar"]').forEach((el) => el.remove());
    return copy.textContent ?? '';
  });

test.describe('in an American browser', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/Los_Angeles' });

  test('ads older than 30 days show DD/MM/YYYY in both languages, on the browser’s calendar', async ({
    page,
  }) => {
    // The day in Los Angeles (decision 0042): the first page is written in Riyadh's time, then
    // the browser's offset takes over.
    const laDay = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Los_Angeles',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    for (const path of ['/en?sort=oldest', '/?sort=oldest']) {
      await page.goto(path);
      await hydrated(page);
      const time = page.locator('main article time').first();
      const iso = (await time.getAttribute('datetime'))!;
      await expect(time).toHaveText(laDay.format(new Date(iso)));
      expect((await time.textContent())!.trim()).toMatch(DMY);
    }
  });

  test('the payments filter takes DD/MM/YYYY, in any digits, and sends YYYY-MM-DD', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/en/admin/payments');
    await hydrated(page);
    const from = page.getByLabel(text(en, 'payments.filters.dateFrom'), { exact: true });
    const until = page.getByLabel(text(en, 'payments.filters.dateTo'), { exact: true });
    await expect(from).toHaveAttribute('type', 'text');
    await expect(from).toHaveAttribute('placeholder', text(en, 'dateField.placeholder'));
    await from.pressSequentially('15032026');
    await expect(from).toHaveValue('15/03/2026');
    await until.fill('٢٠/٠٣/٢٠٢٦');
    await expect(until).toHaveValue('20/03/2026');
    await page.getByRole('button', { name: text(en, 'payments.filters.apply') }).click();
    await expect(page).toHaveURL(/[?&]dateFrom=2026-03-15&dateTo=2026-03-20/);
    await expect(from).toHaveValue('15/03/2026');
    await expect(until).toHaveValue('20/03/2026');

    // A day that does not exist is refused before it is sent, and said so once the field is left.
    await from.fill('31/02/2026');
    await until.focus();
    await expect(page.getByText(text(en, 'dateField.invalid'))).toBeVisible();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: text(en, 'payments.filters.apply') }).click();
    await expect(page).toHaveURL(/dateFrom=2026-03-15/);
    expect(await from.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    await expectNoA11yViolations(page);

    // The Arabic page, on a phone: its own words, the same digits.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/payments?dateFrom=2026-03-15');
    const arFrom = page.getByLabel(text(ar, 'payments.filters.dateFrom'), { exact: true });
    await expect(arFrom).toHaveValue('15/03/2026');
    await expect(page.getByLabel(text(ar, 'payments.filters.dateTo'), { exact: true })).toHaveAttribute(
      'placeholder',
      text(ar, 'dateField.placeholder'),
    );
    await expectNoA11yViolations(page);
  });

  test('without JavaScript the date fields send what was typed and the page reads it', async ({
    browser,
    page,
  }) => {
    await signIn(page, ADMIN);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: 'en-US',
      storageState: await page.context().storageState(),
    });
    const plain = await context.newPage();
    await plain.goto('/en/admin/payments');
    await plain.getByLabel(text(en, 'payments.filters.dateFrom'), { exact: true }).fill('١/٣/٢٠٢٦');
    await plain.getByRole('button', { name: text(en, 'payments.filters.apply') }).click();
    await expect(plain).toHaveURL(/dateFrom=/);
    await expect(plain.getByLabel(text(en, 'payments.filters.dateFrom'), { exact: true })).toHaveValue(
      '01/03/2026',
    );
    // The listing's address is put in the form the filter panel writes.
    await plain.goto('/en?dateFrom=15%2F03%2F2026');
    await expect(plain).toHaveURL(/\/en\?dateFrom=2026-03-15$/);
    await expect(plain.getByRole('list', { name: text(en, 'filter.active') })).toContainText('15/03/2026');
    await context.close();
  });
});

test('user text and phone numbers keep their own direction; English pages use English punctuation', async ({
  page,
}) => {
  // A mixed Arabic and Latin title from the demo ads.
  await page.goto('/en?search=LS');
  const card = page
    .locator('main article')
    .filter({ hasText: /[\u0600-\u06FF]/ })
    .first();
  await expectIsolated(card.getByRole('heading'));
  await card.getByRole('heading').getByRole('link').click();
  await page.waitForURL(/\/en\/posts\//);
  await expect(page.getByRole('heading', { name: text(en, 'post.description') })).toBeVisible();
  await expectIsolated(page.getByRole('heading', { level: 1 }));
  await expectIsolated(
    page.getByRole('navigation', { name: text(en, 'common.breadcrumbs') }).locator('[aria-current=page]'),
  );
  // The seller's name (not the verified-phone badge beside it, our own text with its icon).
  await expectIsolated(page.locator('main a[href*="/profile/"] .font-semibold:not(:has(svg))'));
  expect(await ownText(page)).not.toMatch(/[،؛؟]/);

  await page.locator('main a[href*="/profile/"]').first().click();
  await page.waitForURL(/\/en\/profile\//);
  await expect(page.getByRole('heading', { level: 1 }).locator('bdi')).toBeVisible();
  await expectIsolated(page.getByRole('heading', { level: 1 }).locator('bdi'));
  expect(await ownText(page)).not.toMatch(/[،؛؟]/);

  // Phone numbers in the back office read left to right inside Arabic pages.
  await signIn(page, ADMIN);
  await page.goto('/admin?search=demo%40souqna.dev');
  const phoneCell = page.getByRole('row').filter({ hasText: 'demo@souqna.dev' }).locator('bdi[dir="ltr"]');
  await expect(phoneCell).toHaveText('971501234567');
});
