import { expect, test } from '@playwright/test';
import { ar, en, text } from './i18n.ts';
import { latestCode, newMember } from './support.ts';

test('register in Arabic with the code from the outbox, log out, log in by phone and by email', async ({
  page,
  request,
}) => {
  const m = newMember();
  await page.goto('/auth/register');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel(text(ar, 'fields.fullname')).fill(m.fullname);
  await page.getByRole('textbox', { name: text(ar, 'fields.email') }).fill(m.email);
  // Arabic-Indic digits typed on a phone keyboard are taken as digits.
  await page.locator('input[type=tel]').fill(m.number.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!));
  await page.getByLabel(text(ar, 'fields.password'), { exact: true }).fill(m.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: text(ar, 'auth.createAccount') }).click();

  const otp = page.getByLabel(text(ar, 'fields.otp'));
  await expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
  await otp.fill(await latestCode(request, m.phoneNumber));
  await page.getByRole('button', { name: text(ar, 'auth.verify') }).click();
  await page.waitForURL(/step=profile/);
  await page.getByLabel(text(ar, 'fields.username')).fill(m.username);
  await page.getByRole('button', { name: text(ar, 'profileForm.save') }).click();
  await expect(page.getByRole('dialog')).toContainText(text(ar, 'auth.accountCreated'));
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

  const authCookie = (await page.context().cookies()).find((c) => c.name === 'auth.token');
  expect(authCookie?.httpOnly).toBe(true);

  await page.getByRole('button', { name: text(ar, 'header.accountMenu') }).click();
  await page.getByRole('menuitem', { name: text(ar, 'auth.logout') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text(ar, 'auth.logout') })
    .click();
  await expect(page.getByRole('link', { name: text(ar, 'auth.login'), exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect((await page.context().cookies()).some((c) => c.name === 'auth.token')).toBe(false);

  await page.goto('/auth/login');
  await page.locator('input[type=tel]').fill(`0${m.number}`);
  await page.getByLabel(text(ar, 'fields.password'), { exact: true }).fill(m.password);
  await page.getByRole('button', { name: text(ar, 'auth.login'), exact: true }).click();
  await expect(page.getByRole('button', { name: text(ar, 'header.accountMenu') })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/auth/login');
  await page.getByRole('tab', { name: text(ar, 'auth.withEmail') }).click();
  await page.getByRole('textbox', { name: text(ar, 'fields.email') }).fill(m.email);
  await page
    .getByLabel(text(ar, 'fields.password'), { exact: true })
    .locator('visible=true')
    .fill('Wrong-pass1');
  await page
    .getByRole('button', { name: text(ar, 'auth.login'), exact: true })
    .locator('visible=true')
    .click();
  await expect(page.getByRole('alert')).toContainText(text(ar, 'errors.WrongCredentialsError'));
  await page
    .getByLabel(text(ar, 'fields.password'), { exact: true })
    .locator('visible=true')
    .fill(m.password);
  await page
    .getByRole('button', { name: text(ar, 'auth.login'), exact: true })
    .locator('visible=true')
    .click();
  await expect(page.getByRole('button', { name: text(ar, 'header.accountMenu') })).toBeVisible();
});

test('reset a forgotten password in English, then log in with the new one', async ({ page, request }) => {
  const m = newMember();
  const res = await request.post('/api/auth/requestOTPForNewUser', {
    data: { email: m.email, phoneNumber: m.phoneNumber },
  });
  expect(res.ok()).toBe(true);
  const code = await latestCode(request, m.phoneNumber);
  const created = await request.post('/api/auth/verifyOTPForNewUser', {
    data: {
      email: m.email,
      phoneNumber: m.phoneNumber,
      fullname: 'Reset Tester',
      password: m.password,
      otp: code,
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/en/auth/reset');
  await page.getByRole('tab', { name: text(en, 'auth.withEmail') }).click();
  await page.getByRole('textbox', { name: text(en, 'fields.email') }).fill(m.email);
  // The registration code went to this address too: only a code sent from now on will do.
  const since = new Date();
  await page.getByRole('button', { name: text(en, 'auth.sendCode') }).click();
  await expect(page.getByLabel(text(en, 'fields.otp'))).toBeVisible();
  await page.getByLabel(text(en, 'fields.otp')).fill(await latestCode(request, m.email, since));
  await page.getByRole('button', { name: text(en, 'auth.verify') }).click();
  await page.getByLabel(text(en, 'fields.newPassword'), { exact: true }).fill('Newer-pass1');
  await page.getByLabel(text(en, 'fields.confirmPassword')).fill('Newer-pass2');
  await expect(page.getByText(text(en, 'auth.mustBeSame'))).toBeVisible();
  await page.getByLabel(text(en, 'fields.confirmPassword')).fill('Newer-pass1');
  await page.getByRole('button', { name: text(en, 'auth.resetPassword') }).click();
  await page.waitForURL(/\/en\/auth\/login/);
  await expect(page.getByRole('status')).toContainText(text(en, 'auth.resetPasswordSuccess'));
  await expect(page).not.toHaveURL(/successReset/);

  await page.getByRole('tab', { name: text(en, 'auth.withEmail') }).click();
  await page.getByRole('textbox', { name: text(en, 'fields.email') }).fill(m.email);
  await page
    .getByLabel(text(en, 'fields.password'), { exact: true })
    .locator('visible=true')
    .fill('Newer-pass1');
  await page
    .getByRole('button', { name: text(en, 'auth.login'), exact: true })
    .locator('visible=true')
    .click();
  // Signing in applies the account's saved language (Arabic, the default for accounts made by the API).
  await expect(page.getByRole('button', { name: text(ar, 'header.accountMenu') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
