import { expect, test } from '@playwright/test';
import { devtoolsIssues, hydrated } from './support.ts';

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

// docs/product/platform.md#caching-headers: a member's page is never stored; a guest's varies by cookie.
test("a signed-in member's pages say private, no-store; a guest's page varies by cookie", async ({
  request,
}) => {
  const login = await request.post('/api/auth/login', {
    data: { email: 'demo@souqna.dev', password: 'Demo-pass1' },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  for (const path of ['/', '/en/favorites', '/setting/main', '/chats']) {
    const res = await request.get(path, { headers: { cookie: `auth.token=${token}` }, maxRedirects: 0 });
    expect(res.status(), path).toBeLessThan(500);
    expect(res.headers()['cache-control'], path).toBe('private, no-store');
  }
  const guest = await request.get('/en', { headers: { cookie: '' } });
  expect(guest.headers()['cache-control'] ?? '').not.toMatch(/private|no-store/);
  expect(guest.headers().vary).toMatch(/Cookie/);
  expect(guest.headers().vary).toMatch(/Accept-Encoding/);
});

// Lighthouse's best practices (`inspector-issues`): the CSP refuses eval, and zod's probe for it
// (packages/contracts/src/zod.ts) was reported on every page with a form's schema; a field named
// like an autofill token ("country") without `autocomplete` is reported too.
test('the home pages, an ad and the sign-in pages raise no DevTools issues', async ({ page, request }) => {
  const cards = (await (await request.get('/api/post/cursor')).json()) as { items: { _id: string }[] };
  const issues = await devtoolsIssues(page);
  for (const path of ['/', '/en', `/posts/${cards.items[0]!._id}`, '/auth/login', '/en/auth/register']) {
    issues.length = 0;
    await page.goto(path, { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(issues, path).toEqual([]);
  }
});
