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
];

for (const path of ['/set-theme', '/set-locale', '/set-view']) {
  for (const redirectTo of OFF_SITE) {
    test(`POST ${path} never redirects off-site (${JSON.stringify(redirectTo)})`, async ({ request }) => {
      const res = await request.post(path, {
        headers: origin,
        form: { theme: 'dark', locale: 'en', view: 'agenda', redirectTo },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(302);
      const target = new URL(res.headers().location!, baseURL);
      expect(target.origin).toBe(new URL(baseURL).origin);
    });
  }
}
