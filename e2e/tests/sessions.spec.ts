import { expect, test } from '@playwright/test';
import { ar, text } from './i18n.ts';
import { registerMember, signIn, tokenOf } from './members.ts';
import { expectNoA11yViolations, hydrated, latestCode, newMember } from './support.ts';

// Sessions that end when they should (docs/decisions/0024-sessions-that-end.md): a password
// change keeps this tab signed in and ends every other session.
test('changing the password keeps this tab signed in and signs the other device out', async ({
  browser,
  request,
}) => {
  const member = await registerMember(request, 'عضو يغيّر كلمة المرور');
  const phone = await browser.newContext({ locale: 'ar-SA' });
  const other = await phone.newPage();
  await signIn(other, member);
  const laptop = await browser.newContext({ locale: 'ar-SA' });
  const page = await laptop.newPage();
  await signIn(page, member);

  await page.goto('/setting/profile');
  await hydrated(page);
  const form = page.getByRole('form', { name: text(ar, 'settings.passwordTitle') });
  await form.locator('input[name=oldPassword]').fill(member.password);
  await form.locator('input[name=password]').fill('New-pass-2026');
  await form.locator('input[name=passwordConfirmation]').fill('New-pass-2026');
  // The socket's states from here on (the page marks them on <html data-live>).
  await expect(page.locator('html')).toHaveAttribute('data-live', 'online');
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { liveStates: string[] }).liveStates = seen;
    new MutationObserver(() => seen.push(document.documentElement.dataset.live ?? '')).observe(
      document.documentElement,
      { attributes: true, attributeFilter: ['data-live'] },
    );
  });
  await form.getByRole('button', { name: text(ar, 'settings.changePassword') }).click();
  await expect(page.getByText(text(ar, 'settings.passwordChanged'))).toBeVisible();
  // Its socket, opened with the token that died, was dropped; it comes back with the new one.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { liveStates: string[] }).liveStates.join(',')))
    .toBe('offline,online');

  // This tab: still signed in on the next page.
  await page.goto('/favorites');
  await expect(page.getByRole('button', { name: text(ar, 'header.accountMenu') })).toBeVisible();
  // The other device: signed out.
  await other.goto('/favorites');
  await other.waitForURL(/\/auth\/login/);
  await phone.close();
  await laptop.close();
});

test('changing the e-mail takes the password and a code sent to the new address; the old one is told', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'عضو ينتقل إلى بريد جديد');
  await signIn(page, member);
  await page.goto('/setting/main');
  const fresh = newMember().email;
  const form = page.getByRole('form', { name: text(ar, 'settings.contact.emailTitle') });
  await form.getByLabel(text(ar, 'settings.contact.newEmail')).fill(fresh);
  await form.locator('input[name=password]').fill('not-my-password');
  await form.getByRole('button', { name: text(ar, 'settings.contact.sendCode') }).click();
  await expect(form.getByRole('alert')).toBeVisible();

  await form.locator('input[name=password]').fill(member.password);
  await form.getByRole('button', { name: text(ar, 'settings.contact.sendCode') }).click();
  await expect(page.getByText(text(ar, 'settings.contact.codeSent'))).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel(text(ar, 'fields.otp')).fill(await latestCode(request, fresh));
  await page.getByRole('button', { name: text(ar, 'settings.contact.confirm') }).click();
  await expect(page.getByText(text(ar, 'settings.contact.emailChanged'))).toBeVisible();
  await expect(page.getByRole('main')).toContainText(fresh);

  // The previous address was told; the new one signs in.
  const told = await request.get(`/api/dev/outbox?to=${encodeURIComponent(member.email)}`);
  expect(((await told.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
  const login = await request.post('/api/auth/login', { data: { email: fresh, password: member.password } });
  expect(login.status()).toBe(200);
});

test('preferences: a member turns off new-follower notifications and a follow then notifies nothing', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'عضو يفضّل الهدوء');
  const fan = await registerMember(request, 'متابع جديد');
  await signIn(page, member);
  await page.goto('/setting/preferences');
  await expectNoA11yViolations(page);
  await page.getByLabel(text(ar, 'settings.prefs.follow')).uncheck();
  await page.getByRole('button', { name: text(ar, 'settings.prefs.save') }).click();
  await expect(page.getByText(text(ar, 'settings.prefs.saved'))).toBeVisible();
  await expect(page.getByLabel(text(ar, 'settings.prefs.follow'))).not.toBeChecked();
  await expect(page.getByLabel(text(ar, 'settings.prefs.comment'))).toBeChecked();

  const token = await tokenOf(request, fan);
  const followed = await request.patch(`/api/followers/${member.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(followed.ok()).toBe(true);
  await page.goto('/notification');
  await expect(page.getByText(text(ar, 'notification.empty'))).toBeVisible();
});
