// A guest's page is reused for a few seconds and emptied by the write that changes it
// (docs/decisions/0035-guest-page-cache.md): the next guest sees the edit at once, and a
// signed-in visitor's page is never shared.
import { expect, request as requests, test } from '@playwright/test';
import { publish } from './ads.ts';
import { registerMember, signIn, tokenOf } from './members.ts';

test('guests share a rendered page until the seller edits the ad; members never do', async ({
  page,
  request,
  baseURL,
}) => {
  const seller = await registerMember(request, 'بائع الكاش');
  const postId = await publish(request, seller, 'سيكل جبلي للبيع');
  const guest = await requests.newContext({ baseURL });
  const visit = async (path: string) => {
    const res = await guest.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status()).toBe(200);
    return {
      cache: res.headers()['x-page-cache'],
      encoding: res.headers()['content-encoding'],
      html: await res.text(),
    };
  };

  const first = await visit(`/posts/${postId}`);
  const again = await visit(`/posts/${postId}`);
  expect([first.cache, again.cache]).toEqual(['miss', 'hit']);
  expect(again.encoding).toBe('br');
  expect(again.html).toBe(first.html);
  expect(again.html).toContain('سيكل جبلي للبيع');
  await visit('/');
  expect((await visit('/')).cache).toBe('hit');

  const edited = await request.put(`/api/post/${postId}`, {
    headers: { authorization: `Bearer ${await tokenOf(request, seller)}` },
    data: { title: 'دراجة جبلية للبيع' },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const after = await visit(`/posts/${postId}`);
  expect(after.cache).toBe('miss');
  expect(after.html).toContain('دراجة جبلية للبيع');
  const home = await visit('/');
  expect(home.cache).toBe('miss');
  expect(home.html).toContain('دراجة جبلية للبيع');
  // The English page is a page of its own.
  expect((await visit(`/en/posts/${postId}`)).cache).toBe('miss');

  // A browser guest gets the kept page and it comes alive (hydrates) like any other.
  // Each worker process keeps its own pages (ADR 0035), and a browser's new connection may reach
  // another worker than the request context's: within a few visits one of them answers from its copy.
  const guestPage = await (await page.context().browser()!.newContext({ baseURL })).newPage();
  await expect
    .poll(async () => (await guestPage.goto(`/posts/${postId}`))?.headers()['x-page-cache'], {
      timeout: 4_000,
    })
    .toBe('hit');
  await expect(guestPage.getByRole('heading', { level: 1, name: 'دراجة جبلية للبيع' })).toBeVisible();

  await signIn(page, seller);
  const mine = await page.goto(`/posts/${postId}`);
  expect(mine?.headers()['x-page-cache']).toBeUndefined();
  await guest.dispose();
});

// Decision 0048: a kept page carries the visitor's country (its dial codes, currencies, listing
// scope), so it is kept per country: a Saudi guest's page never reaches a guest with no signal.
test('guests share a kept page only with guests of the same country', async ({ baseURL }) => {
  const guest = async (headers: Record<string, string>) => {
    const context = await requests.newContext({ baseURL, extraHTTPHeaders: headers });
    const res = await context.get('/auth/register');
    expect(res.status()).toBe(200);
    const html = await res.text();
    await context.dispose();
    return {
      cache: res.headers()['x-page-cache'],
      code: /<option value="(\d+)" selected/.exec(html)?.[1],
    };
  };
  // Each worker keeps its own pages (ADR 0035): ask until one answers from its copy.
  const kept = async (headers: Record<string, string>, code: string) =>
    expect.poll(async () => guest(headers), { timeout: 4_000 }).toEqual({ cache: 'hit', code });
  await kept({ 'accept-language': 'ar-SA,ar;q=0.9' }, '966');
  await kept({ 'accept-language': 'en-US' }, '971');
  await kept({ 'accept-language': 'en-US', cookie: 'utc_offset=180' }, '966');
  await kept({ 'accept-language': 'en-US', cookie: 'utc_offset=180; country=AE' }, '971');
  await kept({ cookie: 'country=SA' }, '966');
  expect((await guest({})).code).toBe('971');
});
