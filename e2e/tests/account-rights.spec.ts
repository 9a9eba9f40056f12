import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { publish } from './ads.ts';
import { ar, text } from './i18n.ts';
import { registerMember, signIn } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

// A member's rights over their account (docs/decisions/0028-account-rights.md), in Arabic.
test('downloading my data saves a JSON file holding my ad', async ({ page, request }) => {
  const member = await registerMember(request, 'عضو يطلب بياناته');
  const title = `دراجة زرقاء ${Date.now()}`;
  await publish(request, member, title);
  await signIn(page, member);
  await page.goto('/setting/main');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: text(ar, 'settings.rights.exportButton') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^souqna-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
  expect(data.profile.email).toBe(member.email);
  expect(data.ads.map((ad: { title: string }) => ad.title)).toEqual([title]);
  expect(JSON.stringify(data)).not.toContain('password');
});

test('signing out of all devices on a phone signs the other browser out too', async ({
  browser,
  request,
}) => {
  const member = await registerMember(request, 'عضو يخرج من كل مكان');
  const phone = await browser.newContext({ locale: 'ar-SA' });
  const page = await phone.newPage();
  await signIn(page, member); // the helper looks for the desktop header's account menu
  await page.setViewportSize({ width: 390, height: 844 });
  const laptop = await browser.newContext({ locale: 'ar-SA' });
  const other = await laptop.newPage();
  await signIn(other, member);

  await page.goto('/setting/main');
  await hydrated(page);
  await expectNoA11yViolations(page);
  await page.locator('summary', { hasText: text(ar, 'settings.rights.sessionsButton') }).click();
  await page.getByRole('button', { name: text(ar, 'settings.rights.sessionsConfirmButton') }).click();
  await page.waitForURL(/\/auth\/login/);
  await expect(page.getByText(text(ar, 'auth.sessionsEnded'))).toBeVisible();

  // The laptop's page also reloads itself when its socket hears the session ended; a reload that
  // lands during this navigation interrupts it, so the navigation is tried again until it ends at
  // the sign-in page.
  await expect(async () => {
    await other.goto('/favorites');
    await other.waitForURL(/\/auth\/login/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await phone.close();
  await laptop.close();
});

test('deleting my account takes the password; afterwards sign-in fails', async ({ page, request }) => {
  const member = await registerMember(request, 'عضو يودّعنا');
  await signIn(page, member);
  await page.goto('/setting/main');
  const form = page.getByRole('form', { name: text(ar, 'settings.rights.deleteTitle') });
  await form.locator('input[name=password]').fill('not-my-password');
  await form.getByLabel(text(ar, 'settings.rights.deleteUnderstood')).check();
  await form.getByRole('button', { name: text(ar, 'settings.rights.deleteButton') }).click();
  await expect(form.getByText(text(ar, 'errors.WrongCredentialsError'))).toBeVisible();

  await form.locator('input[name=password]').fill(member.password);
  await form.getByLabel(text(ar, 'settings.rights.deleteUnderstood')).check();
  await form.getByRole('button', { name: text(ar, 'settings.rights.deleteButton') }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText(text(ar, 'home.goodbye'))).toBeVisible();
  await expectNoA11yViolations(page);

  const login = await request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
  });
  expect(login.status()).toBe(401);
});
