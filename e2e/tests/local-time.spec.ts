// Times on the reader's clock (docs/decisions/0042-reader-time-zone.md): a first visit is
// rendered in Riyadh's time (UTC+3) and hydrates with it, then the browser saves its own offset in
// a cookie and the times move to it; the next page comes from the server in the reader's time.
// Hydration never disagrees.
import { expect, request as requests, test, type Browser, type Page } from '@playwright/test';
import { messages, scene, sendMessage } from './chat-scene.ts';
import { tokenOf } from './members.ts';
import { hydrated } from './support.ts';

/** HH:MM of a moment in an IANA zone, as Node's ICU writes it (the page must agree). */
const clockIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/** React's hydration complaints (console errors and uncaught errors) while the page lives. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|did not match|server rendered/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function signedInBrowser(browser: Browser, baseURL: string, token: string, timezoneId: string) {
  const context = await browser.newContext({ locale: 'ar-SA', timezoneId });
  await context.addCookies([{ name: 'auth.token', value: token, url: baseURL }]);
  const page = await context.newPage();
  const offsetCookie = async () =>
    (await context.cookies()).find((c) => c.name === 'utc_offset')?.value ?? null;
  return { context, page, offsetCookie };
}

test('a chat message shows in the browser’s own zone: after a moment on the first visit, straight from the server after', async ({
  browser,
  request,
  baseURL,
}) => {
  const { buyer, roomId } = await scene(request, ['بائع الساعات', 'مشترٍ من دبي']);
  const token = await tokenOf(request, buyer);
  const { createdAt } = await sendMessage(request, token, roomId, 'متى نلتقي؟');
  const [riyadh, dubai] = [clockIn(createdAt, 'Asia/Riyadh'), clockIn(createdAt, 'Asia/Dubai')];
  expect(riyadh).not.toBe(dubai);
  const path = `/chats?room=${roomId}`;
  const shown = `<bdi dir="ltr">${dubai}</bdi>`;

  // Dubai, first visit: no cookie yet, so the server writes Riyadh's time, the browser hydrates
  // with it, then moves to Dubai's and saves +240 for the next request.
  const dubaiBrowser = await signedInBrowser(browser, baseURL!, token, 'Asia/Dubai');
  const page = dubaiBrowser.page;
  const errors = hydrationErrors(page);
  const first = await page.goto(path);
  expect(await first!.text()).toContain(`<bdi dir="ltr">${riyadh}</bdi>`);
  await hydrated(page);
  const time = messages(page).locator(`time[datetime="${createdAt}"]`);
  await expect(time).toHaveText(dubai);
  await expect.poll(dubaiBrowser.offsetCookie).toBe('240');

  // The next visit comes from the server in Dubai's time, and nothing moves.
  const next = await page.goto(path);
  const html = await next!.text();
  expect(html).toContain(shown);
  expect(html).not.toContain(`<bdi dir="ltr">${riyadh}</bdi>`);
  await hydrated(page);
  await expect(time).toHaveText(dubai);
  expect(errors).toEqual([]);
  await dubaiBrowser.context.close();

  // Riyadh is the default: the first page is already right; the cookie is still saved, once, as a
  // sign of the visitor's country (docs/decisions/0048-visitor-country.md).
  const riyadhBrowser = await signedInBrowser(browser, baseURL!, token, 'Asia/Riyadh');
  const riyadhErrors = hydrationErrors(riyadhBrowser.page);
  const plain = await riyadhBrowser.page.goto(path);
  expect(await plain!.text()).toContain(`<bdi dir="ltr">${riyadh}</bdi>`);
  await hydrated(riyadhBrowser.page);
  await expect(messages(riyadhBrowser.page).locator(`time[datetime="${createdAt}"]`)).toHaveText(riyadh);
  await expect.poll(riyadhBrowser.offsetCookie).toBe('180');
  expect(riyadhErrors).toEqual([]);
  await riyadhBrowser.context.close();
});

test('a forged or out-of-range offset cookie is ignored: the page is written in Riyadh’s time', async ({
  request,
  baseURL,
}) => {
  const { buyer, roomId } = await scene(request, ['بائع الأقلام', 'مشترٍ فضولي']);
  const token = await tokenOf(request, buyer);
  const { createdAt } = await sendMessage(request, token, roomId, 'مرحبا');
  // A context of its own: the cookie header below is all the page gets.
  const plain = await requests.newContext({ baseURL });
  const page = async (offset: string) => {
    const res = await plain.get(`/chats?room=${roomId}`, {
      headers: { cookie: `auth.token=${token}; utc_offset=${offset}` },
    });
    expect(res.status()).toBe(200);
    return res.text();
  };
  for (const value of ['9999', '181', 'abc', '']) {
    expect(await page(value), value).toContain(`<bdi dir="ltr">${clockIn(createdAt, 'Asia/Riyadh')}</bdi>`);
  }
  expect(await page('240')).toContain(`<bdi dir="ltr">${clockIn(createdAt, 'Asia/Dubai')}</bdi>`);
  expect(await page('-300')).toContain(`<bdi dir="ltr">${clockIn(createdAt, 'America/Bogota')}</bdi>`);
  await plain.dispose();
});
