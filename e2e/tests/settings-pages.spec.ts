import { expect, test } from '@playwright/test';
import { registerMember, signIn } from './members.ts';
import { expectNoA11yViolations } from './support.ts';

// Every settings page (docs/product/screens-and-routes.md), signed in, in Arabic and English, on a 390 px
// phone: it answers with its own heading in the page's language and direction, and axe finds nothing.
const PAGES = [
  '/setting',
  '/setting/main',
  '/setting/profile',
  '/setting/preferences',
  '/setting/payment',
  '/setting/payment/new',
  '/setting/commission',
  '/setting/terms',
  '/setting/support',
  '/setting/blocklist',
];

for (const [lang, prefix, dir] of [
  ['ar', '', 'rtl'],
  ['en', '/en', 'ltr'],
] as const)
  test(`every settings page, ${lang}, phone: its heading, the page's direction and no axe violations`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, await registerMember(request, lang === 'ar' ? 'عضو الإعدادات' : 'Settings member'));
    await page.setViewportSize({ width: 390, height: 844 });
    const headings = new Set<string>();
    for (const path of PAGES) {
      const res = await page.goto(`${prefix}${path}`);
      expect(res?.status(), path).toBe(200);
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1, path).toHaveCount(1);
      headings.add((await h1.textContent())!.trim());
      await expectNoA11yViolations(page);
    }
    // Each page is its own, not one placeholder ten times.
    expect(headings.size).toBe(PAGES.length);
  });
