import { expect, test } from '@playwright/test';
import { commissionMinor } from '@souqna/contracts';
import { publish } from './ads.ts';
import { ar, en, text } from './i18n.ts';
import { type Member, registerMember, signIn, tokenOf } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';
import { payToReceipt } from './sandbox.ts';

// docs/product/listings-and-search.md#sold-ads: the seller marks their ad sold and is offered the
// commission in the same step; everyone else sees "Sold", and the ad leaves the home listing.
test.describe.configure({ mode: 'serial' });

const phone = { width: 390, height: 844 };
const token = `sold${Date.now().toString(36)}`;
const title = `غسالة سامسونج ${token}`;
let postId = '';
let seller: Member;

test('the seller marks their ad sold on a phone, in Arabic, is offered the commission and pays it to a receipt', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  seller = await registerMember(request, 'بائع الأجهزة');
  postId = await publish(request, seller, title);
  const rate = (
    (await (await request.get('/api/settings?fields=commissionValue')).json()) as {
      commissionValue: number;
    }
  ).commissionValue;

  await signIn(page, seller);
  await page.setViewportSize(phone);
  await page.goto(`/posts/${postId}`);
  await hydrated(page);
  await page.getByText(text(ar, 'sold.mark'), { exact: true }).click();
  const price = page.getByLabel(text(ar, 'sold.salePrice'), { exact: false });
  await expect(price).toHaveValue('1200');
  await expectNoA11yViolations(page);
  await price.fill('١١٥٠.٥');
  await page.getByRole('button', { name: text(ar, 'sold.confirm') }).click();

  const offer = page.getByRole('region', { name: text(ar, 'sold.offerTitle') });
  await expect(offer).toBeVisible();
  await expect(page.getByRole('heading', { name: text(ar, 'sold.offerTitle') })).toBeFocused();
  await expect(page.getByText(text(ar, 'sold.badge'), { exact: true }).first()).toBeVisible();
  const amount = commissionMinor(115050, rate) / 100;
  await expect(offer.getByTestId('commission-amount')).toContainText(
    new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount),
  );
  await expect(offer.getByRole('link', { name: text(ar, 'sold.pay') })).toHaveAttribute(
    'href',
    `/setting/payment/new?postId=${postId}&salePrice=1150.5&currncy=SAR`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectNoA11yViolations(page);

  // In English (the address decides, docs/product/i18n-and-rtl.md), on a desktop: the English payment page.
  const english = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await english.addCookies([
    { name: 'auth.token', value: await tokenOf(request, seller), url: baseURL! },
    { name: 'locale', value: 'en', url: baseURL! },
  ]);
  const enPage = await english.newPage();
  await enPage.goto(`/en/posts/${postId}`);
  await expect(enPage.getByRole('link', { name: text(en, 'sold.pay') })).toHaveAttribute(
    'href',
    `/en/setting/payment/new?postId=${postId}&salePrice=1150.5&currncy=SAR`,
  );
  await expectNoA11yViolations(enPage);
  await english.close();

  // From the offer to a receipt in one go: the sandbox's success card, the provider's notice, paid.
  await offer.getByRole('link', { name: text(ar, 'sold.pay') }).click();
  const receipt = await payToReceipt(page);
  await expect(receipt).toContainText(title);
  await expect(receipt).toContainText(amount.toFixed(2));

  // One commission per ad (docs/product/payments.md#one-commission-per-ad): the sold ad now says it
  // is paid, with its receipt, instead of offering it again.
  await page.goto(`/posts/${postId}`);
  const paid = page.getByTestId('commission-paid');
  await expect(paid).toContainText(text(ar, 'sold.commissionPaid'));
  await expect(paid.getByRole('link')).toContainText(/SQ-\d{4}-\d{6}/);
  await expect(page.getByRole('link', { name: text(ar, 'sold.pay') })).toHaveCount(0);
  await expectNoA11yViolations(page);
  // The payment page reached from an old link refuses a second one, saying why.
  await page.goto(`/setting/payment/new?postId=${postId}&salePrice=1150.5&currncy=SAR`);
  await page.getByRole('button', { name: text(ar, 'payments.continue') }).click();
  await expect(page.getByText(text(ar, 'errors.reasons.commissionAlreadyPaid'))).toBeVisible();
});

test('a guest sees "Sold" on the ad and its card on the profile, and the ad has left the home listing', async ({
  browser,
}) => {
  const guest = await browser.newContext({ viewport: phone, locale: 'ar-SA' });
  const page = await guest.newPage();
  await page.goto(`/posts/${postId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(text(ar, 'sold.badge'), { exact: true })).toBeVisible();
  await expect(page.getByText(text(ar, 'sold.note'))).toBeVisible();
  await expect(page.getByRole('button', { name: text(ar, 'post.message') })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.goto('/');
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto(`/?search=${token}`);
  await expect(page.getByText(text(ar, 'empty.noResultsTitle'))).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  await page.goto(`/profile/${seller.id}`);
  const card = page.locator('article', { has: page.getByRole('link', { name: title }) });
  await expect(card.getByText(text(ar, 'sold.badge'), { exact: true })).toBeVisible();
  await guest.close();
});

test('without JavaScript the seller undoes it, and the ad is back on the home listing', async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ar-SA', viewport: phone });
  const page = await context.newPage();
  await context.addCookies([{ name: 'auth.token', value: await tokenOf(request, seller), url: baseURL! }]);
  await page.goto(`/posts/${postId}`);
  await page.getByRole('button', { name: text(ar, 'sold.undo') }).click();
  await expect(page.getByText(text(ar, 'sold.mark'), { exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await context.close();
});
