// Seller ratings and reviews (docs/product/social.md#ratings-and-reviews): a buyer and a seller
// chat about an ad both ways; the buyer rates the deal on the ad page (stars by keyboard, on a
// phone, in Arabic); the seller answers on their profile (desktop, English); the profile shows the
// average, the spread, the answer, how fast the seller answers and the verified phone in both
// languages; every page passes axe.
import { expect, test, type Page } from '@playwright/test';
import { publish } from './ads.ts';
import { phone, sendMessage } from './chat-scene.ts';
import { ar, en, text } from './i18n.ts';
import { registerMember, signIn, tokenOf, type Member } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

/** The demo member: their account is two months old (the seed), so they may rate at once. */
const demo = { email: 'demo@souqna.dev', password: 'Demo-pass1' } as Member;

const stars = (lang: typeof ar, average: string, count: string) =>
  text(lang, 'reviews.starsLabel').replace('{average}', average).replace('{ratings}', count);

async function openProfile(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  return page.getByRole('region', { name: text(path.startsWith('/en') ? en : ar, 'reviews.section') });
}

test('a buyer rates a deal after chatting both ways, the seller answers, the profile shows it in ar and en', async ({
  browser,
  request,
}) => {
  const seller = await registerMember(request, 'Rana Seller');
  const title = `Review deal ${Date.now().toString(36)}`;
  const postId = await publish(request, seller, title);
  const [buyerToken, sellerToken] = [await tokenOf(request, demo), await tokenOf(request, seller)];
  const opened = await request.post('/api/rooms', {
    headers: { authorization: `Bearer ${buyerToken}` },
    data: { userId: seller.id, postId },
  });
  const { roomId } = (await opened.json()) as { roomId: string };
  await sendMessage(request, buyerToken, roomId, 'هل ما زال متوفرًا؟');
  await sendMessage(request, sellerToken, roomId, 'نعم، متوفر');

  // The buyer, on a phone, in Arabic: the ad offers "Rate this deal".
  const buyer = await (await browser.newContext({ locale: 'ar-SA' })).newPage();
  await signIn(buyer, demo);
  await buyer.setViewportSize(phone);
  await buyer.goto(`/posts/${postId}`);
  await hydrated(buyer);
  await buyer.getByRole('button', { name: text(ar, 'reviews.rate') }).click();
  const dialog = buyer.getByRole('dialog');
  const group = dialog.getByRole('group', { name: text(ar, 'reviews.stars') });
  await expect(group.getByRole('radio')).toHaveCount(5);
  await expectNoA11yViolations(buyer);
  await buyer.screenshot({ path: test.info().outputPath('rate-dialog-ar-phone.png') });
  // Stars by keyboard: the first, then the arrow key three times to the fourth.
  await group.getByRole('radio').first().focus();
  await buyer.keyboard.press('Space');
  for (let i = 0; i < 3; i++) await buyer.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio').nth(3)).toBeChecked();
  await dialog
    .getByRole('textbox', { name: text(ar, 'reviews.body') })
    .fill('بائع صادق والسلعة كما في الوصف');
  await dialog.getByRole('button', { name: text(ar, 'reviews.send') }).click();
  await expect(buyer.getByRole('status').filter({ hasText: text(ar, 'reviews.thanks') })).toBeVisible();
  const count1 = text(ar, 'reviews.count_one');
  await expect(buyer.getByRole('img', { name: stars(ar, '4.0', count1) })).toBeVisible();

  // The seller, on a desktop, in English: the review on their profile, answered once.
  const sellerContext = await browser.newContext({ locale: 'ar-SA' });
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, seller);
  await sellerContext.addCookies([{ name: 'locale', value: 'en', url: new URL(sellerPage.url()).origin }]);
  const section = await openProfile(sellerPage, `/en/profile/${seller.id}`);
  await expect(
    section.getByRole('img', { name: stars(en, '4.0', text(en, 'reviews.count_one')) }),
  ).toBeVisible();
  await expect(section).toContainText('بائع صادق والسلعة كما في الوصف');
  await expect(section).toContainText(text(en, 'reviews.speed.hour'));
  await expect(section).toContainText(text(en, 'seller.phoneVerified'));
  await section.getByRole('button', { name: text(en, 'reviews.reply') }).click();
  await section.getByRole('textbox', { name: text(en, 'reviews.replyLabel') }).fill('Thank you, enjoy it!');
  await section.getByRole('button', { name: text(en, 'reviews.replySend') }).click();
  await expect(section).toContainText(text(en, 'reviews.sellerReply'));
  await expect(section).toContainText('Thank you, enjoy it!');
  await expect(section.getByRole('button', { name: text(en, 'reviews.reply') })).toHaveCount(0);
  await expectNoA11yViolations(sellerPage);
  await section.screenshot({ path: test.info().outputPath('profile-reviews-en-desktop.png') });

  // The buyer reads it in Arabic on the phone: the spread, the answer, a report button per review.
  const arSection = await openProfile(buyer, `/profile/${seller.id}`);
  await expect(
    arSection.getByRole('list', { name: text(ar, 'reviews.distribution') }).getByRole('listitem'),
  ).toHaveCount(5);
  await expect(arSection).toContainText(text(ar, 'reviews.sellerReply'));
  await expect(arSection).toContainText('Thank you, enjoy it!');
  await expect(arSection).toContainText(text(ar, 'reviews.speed.hour'));
  await expect(arSection.getByRole('button', { name: text(ar, 'reviews.report') })).toHaveCount(0);
  const overflow = await buyer.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(buyer);
  await arSection.screenshot({ path: test.info().outputPath('profile-reviews-ar-phone.png') });
  // The ad's card on the home page carries the seller's stars too.
  await buyer.goto('/');
  const card = buyer.getByRole('article').filter({ hasText: title });
  await expect(card.getByRole('img', { name: stars(ar, '4.0', count1) })).toBeVisible();
});
