import { expect, test } from '@playwright/test';
import { ar, en, text } from './i18n.ts';
import { expectNoA11yViolations } from './support.ts';

test('switching the language keeps the page and flips the direction', async ({ page }) => {
  await page.goto('/help');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page
    .getByRole('button', { name: text(ar, 'header.language') })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await page.waitForURL(/\/en\/help$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // The choice is remembered for the bare home page only; a shared Arabic link stays Arabic.
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/policies/terms');
  await expect(page).toHaveURL(/\/policies\/terms$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.goto('/en/policies/terms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page
    .getByRole('button', { name: text(en, 'header.language') })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await page.waitForURL((url) => url.pathname === '/policies/terms');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

for (const [prefix, messages, lang] of [
  ['', ar, 'ar'],
  ['/en', en, 'en'],
] as const) {
  test(`unknown pages answer 404 with the ${lang} error page`, async ({ page }) => {
    const response = await page.goto(`${prefix}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const copy = messages.errors!.page as Record<string, string>;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.notFound!);
    await expect(page.getByRole('link', { name: copy.help!, exact: true })).toBeVisible();
  });
}

test('a guest tapping a bottom tab on a phone gets the must-login dialog', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: text(ar, 'nav.label') });
  await nav.getByRole('link', { name: text(ar, 'nav.favorites') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(text(ar, 'auth.mustLogin'));
  await expect(page).toHaveURL((url) => url.pathname === '/');
  // Closing gives focus back to the tab that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(nav.getByRole('link', { name: text(ar, 'nav.favorites') })).toBeFocused();
  await nav.getByRole('link', { name: text(ar, 'nav.favorites') }).click();
  await expect(dialog).toContainText(text(ar, 'auth.mustLogin'));
  await dialog
    .getByRole('link', { name: text(ar, 'auth.login') })
    .or(dialog.getByRole('button', { name: text(ar, 'auth.login') }))
    .first()
    .click();
  await page.waitForURL(/\/auth\/login/);
});

const pages = ['/', '/category', '/help', '/auth/login', '/auth/register', '/auth/reset'];
for (const path of [...pages, ...pages.map((p) => (p === '/' ? '/en' : `/en${p}`))]) {
  test(`no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoA11yViolations(page);
  });
}
