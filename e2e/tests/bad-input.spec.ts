// Bad input to a page answers as the API would: a 4xx or a redirect, never a 500, and a redirect
// never leaves the site. HTTP only (no browser): the `request` fixture against the built app.
import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';

const origin = { origin: baseURL };

for (const path of ['/', '/en']) {
  test(`${path}?cursor=x (a cursor the API never made) leads to the first page`, async ({ request }) => {
    const res = await request.get(`${path}?cursor=x`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(path);
    expect((await request.get(`${path}?cursor=x`)).status()).toBe(200);
  });
}

// A path starting '//' still routes to the listing, whose canonical-address redirect must stay home.
test('//posts/category?cursor=x redirects on this site', async ({ request }) => {
  const res = await request.get(`${baseURL}//posts/category?cursor=x`, { maxRedirects: 0 });
  expect(res.status()).toBeLessThan(500);
  if (res.status() === 302) expectSameSite(res.headers().location);
});

const MALFORMED = [
  ['a JSON body', { 'content-type': 'application/json' }, '{"locale":'],
  ['a broken multipart body', { 'content-type': 'multipart/form-data; boundary=zzz' }, 'not multipart'],
  ['plain text', { 'content-type': 'text/plain' }, 'theme=dark'],
] as const;

// Every page action reads its form through readForm; these are the ones a guest reaches first.
const FORM_POSTS = [
  '/auth/login',
  '/auth/register',
  '/auth/reset',
  '/set-locale',
  '/set-theme',
  '/set-view',
  '/logout',
  '/favorite',
];
for (const path of FORM_POSTS) {
  for (const [label, headers, data] of MALFORMED) {
    test(`POST ${path} with ${label}: 400`, async ({ request }) => {
      const res = await request.post(path, { headers: { ...origin, ...headers }, data, maxRedirects: 0 });
      expect(res.status()).toBe(400);
    });
  }
}

const OFF_SITE = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\\evil.example',
  '//evil.example',
  'https://evil.example',
  '/.//evil.example',
  '/x/..//evil.example',
  '/%2e//evil.example',
  '/en//evil.example',
  '/en/.//evil.example',
  '/%2F%2Fevil.example',
];

// The Location header itself is judged: a browser reads '//host' as another site.
function expectSameSite(location: string | undefined) {
  expect(location?.startsWith('//')).toBe(false);
  expect(new URL(location!, baseURL).origin).toBe(new URL(baseURL).origin);
}

for (const [path, locale] of [
  ['/set-theme', 'en'],
  ['/set-view', 'en'],
  ['/set-locale', 'en'],
  ['/set-locale', 'ar'],
] as const) {
  for (const redirectTo of OFF_SITE) {
    test(`POST ${path} (${locale}) never redirects off-site (${JSON.stringify(redirectTo)})`, async ({
      request,
    }) => {
      const res = await request.post(path, {
        headers: origin,
        form: { theme: 'dark', locale, view: 'agenda', redirectTo },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(302);
      expectSameSite(res.headers().location);
    });
  }
}
