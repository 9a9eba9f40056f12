import { expect, request as requests, test, type APIRequestContext, type Page } from '@playwright/test';
import { publish } from './ads.ts';
import { ar, en, text } from './i18n.ts';
import { registerMember, signIn, tokenOf } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

// docs/product/listings-and-search.md#expiry-renewal-and-refresh and #contact-bar (docs/decisions/0053):
// the owner refreshes and renews with one tap; an expired ad shows on the owner's page only; on a
// phone the ad page has a contact bar above the tab bar with the actions the ad offers.
const phone = { width: 390, height: 844 };
const DAY = 86_400_000;
const DEMO_PASSWORD = 'Test-pass1';

type Card = { _id: string; title: string; listedAt: string; expiredAt: string | null; soldAt: string | null };
type Demo = { email: string; password: string; id: string; token: string };

async function demoSeller(request: APIRequestContext, n: number): Promise<Demo> {
  const email = `seller-${String(n).padStart(2, '0')}@demo.souqna.dev`;
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { access_token: string; user: { _id: string } };
  return { email, password: DEMO_PASSWORD, id: body.user._id, token: body.access_token };
}

/** The seller's own list, expired ads included (they alone see those). */
async function ownAds(request: APIRequestContext, seller: Demo): Promise<Card[]> {
  const res = await request.get(`/api/post/cursor?userId=${seller.id}&limit=100`, {
    headers: { authorization: `Bearer ${seller.token}` },
  });
  return ((await res.json()) as { items: Card[] }).items;
}

/** The first demo seller (in order) with an ad that `wanted` picks. */
async function findDemoAd(request: APIRequestContext, wanted: (card: Card) => boolean) {
  for (let n = 1; n <= 50; n++) {
    const seller = await demoSeller(request, n);
    const ad = (await ownAds(request, seller)).find(wanted);
    if (ad) return { seller, ad };
  }
  throw new Error('no demo ad fits');
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByRole('tab', { name: text(ar, 'auth.withEmail') }).click();
  await page.getByRole('textbox', { name: text(ar, 'fields.email') }).fill(email);
  await page.locator('input[name=password]:visible').fill(password);
  await page.locator('button[type=submit]:visible').click();
  await expect(page.getByRole('button', { name: text(ar, 'header.accountMenu') })).toBeVisible();
}

const firstCardTitle = async (page: Page) =>
  (await page.locator('.post-card-title').first().innerText()).trim();

test('on a phone, in Arabic, the owner refreshes an ad to the top once a day and renews an expired one', async ({
  page,
  request,
  baseURL,
}) => {
  const old = (c: Card) => !c.soldAt && !c.expiredAt && Date.parse(c.listedAt) < Date.now() - 2 * DAY;
  const { seller, ad } = await findDemoAd(request, old);
  await signInAs(page, seller.email, seller.password);
  await page.setViewportSize(phone);
  await page.goto(`/posts/${ad._id}`);
  await hydrated(page);
  const term = page.getByRole('region', { name: text(ar, 'lifecycle.title') });
  await expect(term).toContainText(text(ar, 'lifecycle.title'));
  await expectNoA11yViolations(page);
  await term.getByRole('button', { name: text(ar, 'lifecycle.refresh') }).click();
  await expect(page.getByText(text(ar, 'lifecycle.done.refreshPost'))).toBeVisible();
  // Once a day: the button gave way to when it can be refreshed again.
  await expect(term.getByRole('button', { name: text(ar, 'lifecycle.refresh') })).toHaveCount(0);
  await expect(term).toContainText(text(ar, 'lifecycle.refreshAt').split('{')[0]!.trim());
  await page.goto('/');
  expect(await firstCardTitle(page)).toBe(ad.title.trim());
  // A second refresh through the API is refused with the worded error.
  const again = await request.post(`/api/post/${ad._id}/refresh`, {
    headers: { authorization: `Bearer ${seller.token}` },
  });
  expect(again.status()).toBe(429);
  expect(((await again.json()) as { name: string }).name).toBe('RefreshTooSoonError');

  // An expired ad: on its owner's page, marked, and renewed there with one tap.
  const expired = await findDemoAd(request, (c) => c.expiredAt !== null && !c.soldAt);
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, expired.seller.email, expired.seller.password);
  await page.setViewportSize(phone);
  await page.goto(`/profile/${expired.seller.id}`);
  const card = page.locator('article', { hasText: expired.ad.title }).first();
  await expect(card).toContainText(text(ar, 'lifecycle.expiredBadge'));
  // A guest (no cookie from the sign-ins above) does not see it on the seller's profile.
  const guest = await requests.newContext({ baseURL });
  const guestList = await guest.get(`/api/post/cursor?userId=${expired.seller.id}&limit=100`);
  expect(((await guestList.json()) as { items: Card[] }).items.map((c) => c._id)).not.toContain(
    expired.ad._id,
  );
  await guest.dispose();
  await page.goto(`/posts/${expired.ad._id}`);
  await hydrated(page);
  await expect(
    page.getByRole('status').filter({ hasText: text(ar, 'lifecycle.expired').split('{')[0]! }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: text(ar, 'lifecycle.renew') }).click();
  await expect(page.getByText(text(ar, 'lifecycle.done.renewPost'))).toBeVisible();
  await expect(page.getByText(text(ar, 'lifecycle.expiredBadge'), { exact: true })).toHaveCount(0);
  await page.goto('/');
  expect(await firstCardTitle(page)).toBe(expired.ad.title.trim());
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone, in Arabic, the contact bar sits above the tab bar with chat, call and WhatsApp', async ({
  page,
  request,
}) => {
  // seller-01 shows their verified number on their ads; seller-03 keeps to chat (the demo seed).
  const shown = (await ownAds(request, await demoSeller(request, 1))).find((c) => !c.soldAt && !c.expiredAt)!;
  const hidden = (await ownAds(request, await demoSeller(request, 3))).find(
    (c) => !c.soldAt && !c.expiredAt,
  )!;
  await signInAs(page, 'demo@souqna.dev', 'Demo-pass1');
  await page.setViewportSize(phone);
  await page.goto(`/posts/${shown._id}`);
  await hydrated(page);
  const bar = page.getByRole('region', { name: text(ar, 'contactBar.label') });
  await expect(bar.getByRole('button', { name: text(ar, 'contactBar.chat') })).toBeVisible();
  await expect(bar.getByRole('button', { name: text(ar, 'phone.call') })).toBeVisible();
  await expect(bar.getByRole('button', { name: text(ar, 'phone.whatsapp') })).toBeVisible();
  // Above the tab bar, and nothing of the page hidden under it once scrolled to the end.
  const nav = page.getByRole('navigation', { name: text(ar, 'nav.label') });
  const [barBox, navBox] = [(await bar.boundingBox())!, (await nav.boundingBox())!];
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(navBox.y + 1);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastBottom = await page.evaluate(() => {
    const main = document.getElementById('main')!;
    const children = Array.from(main.querySelectorAll('section, article'));
    return Math.max(...children.map((el) => el.getBoundingClientRect().bottom));
  });
  expect(lastBottom).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
  await expectNoA11yViolations(page);

  // Call asks for the number (signed in, limited), then both become links.
  await bar.getByRole('button', { name: text(ar, 'phone.call') }).click();
  const call = bar.getByRole('link', { name: text(ar, 'phone.call') });
  await expect(call).toHaveAttribute('href', /^tel:\+9\d{11}$/);
  await expect(bar.getByRole('link', { name: text(ar, 'phone.whatsapp') })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/9\d{11}\?text=/,
  );

  // A seller who hides the number: chat only.
  await page.goto(`/posts/${hidden._id}`);
  await hydrated(page);
  await expect(bar.getByRole('button', { name: text(ar, 'contactBar.chat') })).toBeVisible();
  await expect(bar.getByRole('button', { name: text(ar, 'phone.call') })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: text(ar, 'phone.whatsapp') })).toHaveCount(0);
});

test('on a desktop, in English, the number is the post form’s choice; the owner’s period shows and a new ad waits a day to refresh', async ({
  page,
  request,
}) => {
  const seller = await registerMember(request, 'Verified Seller');
  const buyer = await registerMember(request, 'Keen Buyer');
  // A member who proved their number offers it by default; this ad says not.
  const postId = await publish(request, seller, `Desk lamp ${Date.now().toString(36)}`, {
    showPhone: 'false',
  });

  await signIn(page, buyer);
  await page.goto(`/en/posts/${postId}`);
  await hydrated(page);
  await expect(page.getByRole('region', { name: text(en, 'contactBar.label') })).toBeHidden();
  await expect(page.getByRole('button', { name: text(en, 'post.message') })).toBeVisible();
  await expect(page.getByRole('button', { name: text(en, 'phone.show') })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, seller);
  await page.goto('/en/posts/new');
  await hydrated(page);
  await expect(page.getByRole('radio', { name: text(en, 'postForm.phoneShown') })).toBeChecked();
  await page.goto(`/en/posts/edit/${postId}`);
  await hydrated(page);
  await expect(page.getByRole('radio', { name: text(en, 'postForm.phoneHidden') })).toBeChecked();
  await expectNoA11yViolations(page);

  await page.goto(`/en/posts/${postId}`);
  await hydrated(page);
  const term = page.getByRole('region', { name: text(en, 'lifecycle.title') });
  await expect(term).toContainText(text(en, 'lifecycle.until').split('{')[0]!.trim());
  await expect(term.getByRole('button', { name: text(en, 'lifecycle.renew') })).toHaveCount(0);
  await expect(term.getByRole('button', { name: text(en, 'lifecycle.refresh') })).toHaveCount(0);
  await expect(term).toContainText(text(en, 'lifecycle.refreshAt').split('{')[0]!.trim());
  await expectNoA11yViolations(page);
  const refused = await request.post(`/api/post/${postId}/refresh`, {
    headers: { authorization: `Bearer ${await tokenOf(request, seller)}`, 'x-locale': 'en' },
  });
  expect(refused.status()).toBe(429);
  expect(await refused.json()).toMatchObject({
    name: 'RefreshTooSoonError',
    message: 'An ad can be refreshed once a day, try again later',
  });
});
