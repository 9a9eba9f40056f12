import { expect, test } from '@playwright/test';
import { ar, en, text } from './i18n.ts';
import { registerMember, signIn } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

// Small things a member sees on the account pages, in Arabic on a phone and in English on a
// desktop: the logo on sign-in and register, the phone form's wording, the preferences' choices.
const LOOKS = [
  { lang: ar, prefix: '', viewport: { width: 390, height: 844 } },
  { lang: en, prefix: '/en', viewport: { width: 1280, height: 800 } },
] as const;

for (const { lang, prefix, viewport } of LOOKS) {
  const name = lang === ar ? 'ar, phone' : 'en, desktop';

  test(`sign-in and register carry the logo, leading home (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/auth/login', '/auth/register']) {
      await page.goto(`${prefix}${path}`);
      const logo = page.getByRole('link', { name: text(lang, 'header.home') });
      await expect(logo, path).toHaveText(text(lang, 'app.name'));
      await expect(logo, path).toHaveAttribute('href', prefix || '/');
      await expectNoA11yViolations(page);
    }
  });

  test(`the phone change form speaks of a number, the e-mail one of an address (${name})`, async ({
    page,
    request,
  }) => {
    await signIn(page, await registerMember(request, lang === ar ? 'عضو الجوال' : 'Phone member'));
    await page.setViewportSize(viewport);
    await page.goto(`${prefix}/setting/main`);
    const phoneForm = page.getByRole('form', { name: text(lang, 'settings.contact.phoneTitle') });
    const emailForm = page.getByRole('form', { name: text(lang, 'settings.contact.emailTitle') });
    await expect(phoneForm).toContainText(text(lang, 'settings.contact.phoneNote'));
    await expect(phoneForm).not.toContainText(text(lang, 'settings.contact.note'));
    await expect(emailForm).toContainText(text(lang, 'settings.contact.note'));
  });

  test(`preferences show the current language and theme as chosen, and switch them (${name})`, async ({
    page,
    request,
  }) => {
    await signIn(page, await registerMember(request, lang === ar ? 'عضو التفضيلات' : 'Prefs member'));
    await page.setViewportSize(viewport);
    await page.goto(`${prefix}/setting/preferences`);
    const language = page.getByRole('group', { name: text(lang, 'settings.language') });
    const theme = page.getByRole('group', { name: text(lang, 'settings.theme') });
    const current = lang === ar ? 'ar' : 'en';
    await expect(
      language.getByRole('button', { name: text(lang, `header.languages.${current}`) }),
    ).toHaveAttribute('aria-pressed', 'true');
    const other = current === 'ar' ? 'en' : 'ar';
    await expect(
      language.getByRole('button', { name: text(lang, `header.languages.${other}`) }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(theme.getByRole('button', { name: text(lang, 'settings.themes.light') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoA11yViolations(page);

    await hydrated(page);
    await theme.getByRole('button', { name: text(lang, 'settings.themes.dark') }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(theme.getByRole('button', { name: text(lang, 'settings.themes.dark') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoA11yViolations(page);
    // The other language: the same page in it, its own button now the pressed one.
    const otherLang = lang === ar ? en : ar;
    await language.getByRole('button', { name: text(lang, `header.languages.${other}`) }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(
      page
        .getByRole('group', { name: text(otherLang, 'settings.language') })
        .getByRole('button', { name: text(otherLang, `header.languages.${other}`) }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
}
