// A page's address with a value the API refuses answers as the API does: a 400 page in the reader's
// language, never a 500 (docs/product/screens-and-routes.md#error-pages). HTTP only, signed in
// through the cookie as a browser would be.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { ar, en, text } from './i18n.ts';

async function cookieOf(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  return `auth.token=${((await res.json()) as { access_token: string }).access_token}`;
}

const MEMBER_PAGES = [
  '/notification?cursor=x',
  '/favorites?cursor=x',
  '/setting/blocklist?cursor=x',
  '/chats?cursor=x',
  '/en/notification?cursor=%00',
  '/setting/payment?cursor=x',
  '/setting/payment/new?salePrice=9999999999999999',
  '/setting/payment/new?salePrice=%00',
];
const ADMIN_PAGES = [
  '/admin?search=%00',
  '/admin?page=99999999999999999999',
  '/admin/payments?receiptNumber=%00',
  '/admin/payments?page=1e309',
  '/admin/reports?cursor=x',
  '/admin/audit?cursor=%00',
  '/en/admin/support?page=-1',
];

for (const [who, email, password, pages] of [
  ['a member', 'demo@souqna.dev', 'Demo-pass1', MEMBER_PAGES],
  ['an admin', 'admin@souqna.test', 'Admin-pass1', ADMIN_PAGES],
] as const) {
  test(`${who}'s pages with a value the API refuses answer 4xx, never 500`, async ({ request }) => {
    const cookie = await cookieOf(request, email, password);
    for (const path of pages) {
      const res = await request.get(`${baseURL}${path}`, { headers: { cookie }, maxRedirects: 0 });
      expect(res.status(), path).toBeGreaterThanOrEqual(200);
      expect(res.status(), path).toBeLessThan(500);
    }
  });
}

test('a refused address shows the 400 page in the reader’s language', async ({ request }) => {
  const cookie = await cookieOf(request, 'demo@souqna.dev', 'Demo-pass1');
  const arabic = await request.get('/favorites?cursor=x', { headers: { cookie }, maxRedirects: 0 });
  expect(arabic.status()).toBe(400);
  expect(await arabic.text()).toContain(text(ar, 'errors.page.badRequest'));
  const english = await request.get('/en/favorites?cursor=x', { headers: { cookie }, maxRedirects: 0 });
  expect(english.status()).toBe(400);
  expect(await english.text()).toContain(text(en, 'errors.page.badRequest'));
});

test('the sandbox checkout with a NUL in its address answers 4xx, signed out', async ({ request }) => {
  for (const ref of ['%00', 'x%00y', '%E0%A4%A']) {
    const res = await request.get(`${baseURL}/api/payments/sandbox/checkout/${ref}`, { maxRedirects: 0 });
    expect(res.status(), ref).toBeLessThan(500);
  }
});
