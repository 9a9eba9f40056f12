import { expect, test } from '@playwright/test';

test('a form post from another site is refused before any action runs', async ({ request }) => {
  const forged = await request.post('/auth/login', {
    headers: { origin: 'http://evil.example' },
    form: { variant: 'email', email: 'demo@souqna.dev', password: 'Demo-pass1' },
  });
  expect(forged.status()).toBe(403);
  expect(forged.headers()['set-cookie'] ?? '').not.toContain('auth.token');
});

test('pages answer with the security headers and never expose the token to scripts', async ({
  page,
  request,
}) => {
  const res = await request.get('/');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['referrer-policy']).toBeTruthy();

  await page.goto('/auth/login');
  await page.getByRole('tab').nth(1).click();
  await page.getByRole('textbox', { name: /mail|البريد/i }).fill('demo@souqna.dev');
  await page.locator('input[name=password]:visible').fill('Demo-pass1');
  await page.locator('button[type=submit]:visible').click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'));
  const cookie = (await page.context().cookies()).find((c) => c.name === 'auth.token');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toContain('auth.token');
});
