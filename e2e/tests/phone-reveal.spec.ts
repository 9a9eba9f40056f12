import { expect, test } from '@playwright/test';
import { publish } from './ads.ts';
import { ar, text } from './i18n.ts';
import { registerMember, signIn } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

// docs/decisions/0021-phone-reveal.md, 0053: a seller with a verified number shows it on their ads
// unless the post form says not; a signed-in member reveals it from the phone's contact bar and gets
// Call and WhatsApp links; the seller sees the count.
const phone = { width: 390, height: 844 };

test('a seller shows their number; another member reveals it on a phone-sized ad page, in Arabic', async ({
  page,
  request,
  browser,
}) => {
  const seller = await registerMember(request, 'بائع السيارات');
  const buyer = await registerMember(request, 'مشترية جادة');
  const postId = await publish(request, seller, `كامري نظيفة ${Date.now().toString(36)}`);
  // The post form's choice: this one keeps the number hidden, so its page offers none.
  const hiddenId = await publish(request, seller, `كامري أخرى ${Date.now().toString(36)}`, {
    showPhone: 'false',
  });
  await page.goto(`/posts/${hiddenId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: text(ar, 'phone.show') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: text(ar, 'phone.call') })).toHaveCount(0);

  await signIn(page, seller);
  await page.setViewportSize(phone);

  // A guest gets the sign-in dialog instead of the number.
  const guest = await browser.newContext({ viewport: phone, locale: 'ar-SA' });
  const guestPage = await guest.newPage();
  await guestPage.goto(`/posts/${postId}`);
  await hydrated(guestPage);
  await guestPage.getByRole('button', { name: text(ar, 'phone.call') }).click();
  await expect(guestPage.getByRole('dialog')).toContainText(text(ar, 'auth.mustLogin'));
  await guest.close();

  const other = await browser.newContext({ locale: 'ar-SA' });
  const buyerPage = await other.newPage();
  await signIn(buyerPage, buyer);
  await buyerPage.setViewportSize(phone);
  await buyerPage.goto(`/posts/${postId}`);
  await hydrated(buyerPage);
  await buyerPage.getByRole('button', { name: text(ar, 'phone.call') }).click();
  const bar = buyerPage.getByRole('region', { name: text(ar, 'contactBar.label') });
  await expect(bar.getByRole('link', { name: text(ar, 'phone.call') })).toHaveAttribute(
    'href',
    `tel:+${seller.phoneNumber}`,
  );
  const whatsapp = bar.getByRole('link', { name: text(ar, 'phone.whatsapp') });
  await expect(whatsapp).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${seller.phoneNumber}\\?text=`),
  );
  // Nothing spills past a 390 px screen in right-to-left.
  const overflow = await buyerPage.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(buyerPage);
  await other.close();

  // The seller sees how many times their number was shown on this ad.
  await page.goto(`/posts/${postId}`);
  await expect(page.getByText(text(ar, 'phone.revealCount_one'))).toBeVisible();
});

test('without JavaScript the reveal form posts to the page and answers with the number', async ({
  browser,
  request,
  baseURL,
}) => {
  const seller = await registerMember(request, 'بائعة الأثاث');
  const buyer = await registerMember(request, 'مشترٍ بلا سكربت');
  const postId = await publish(request, seller, `كنبة مريحة ${Date.now().toString(36)}`);
  const session = async (m: { email: string; password: string }) => {
    const res = await request.post('/api/auth/login', { data: { email: m.email, password: m.password } });
    return ((await res.json()) as { access_token: string }).access_token;
  };

  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ar-SA', viewport: phone });
  await context.addCookies([{ name: 'auth.token', value: await session(buyer), url: baseURL! }]);
  const page = await context.newPage();
  await page.goto(`/posts/${postId}`);
  // The contact bar's Call posts to the page, which answers with the number and its links.
  await page.getByRole('button', { name: text(ar, 'phone.call') }).click();
  await expect(page.locator('bdi[dir=ltr]', { hasText: `+${seller.phoneNumber}` })).toBeVisible();
  await expect(page.getByRole('link', { name: text(ar, 'phone.call') }).first()).toHaveAttribute(
    'href',
    `tel:+${seller.phoneNumber}`,
  );
  await context.close();
});
