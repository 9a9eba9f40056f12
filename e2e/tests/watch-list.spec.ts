import { expect, test } from '@playwright/test';
import { publish } from './ads.ts';
import { ar, en, text } from './i18n.ts';
import { memberPage } from './chat-scene.ts';
import { registerMember, signIn, tokenOf } from './members.ts';
import { expectNoA11yViolations, hydrated, reloadUntil } from './support.ts';

// docs/product/listings-and-search.md#watch-list: a member favourites an ad, its seller lowers the
// price, and the member reads it in their notifications (old and new price) and sees the mark on
// the card and the ad page, on a phone in Arabic and on a desktop in English.
const phone = { width: 390, height: 844 };

test('a favourite whose price drops tells its member, and its card says so, in both languages', async ({
  page,
  request,
  browser,
}) => {
  const seller = await registerMember(request, 'بائع الكنب');
  const fan = await registerMember(request, 'مراقب الأسعار');
  const title = `كنبة زاوية ${Date.now().toString(36)}`;
  const postId = await publish(request, seller, title, { price: '1500' });

  await signIn(page, fan);
  await page.setViewportSize(phone);
  await page.goto(`/posts/${postId}`);
  await hydrated(page);
  const heart = page.getByRole('button', { name: text(ar, 'favorite.toggle').replace('{title}', title) });
  await heart.first().click();
  await expect(heart.first()).toHaveAttribute('aria-pressed', 'true');

  const lowered = await request.put(`/api/post/${postId}`, {
    headers: { authorization: `Bearer ${await tokenOf(request, seller)}` },
    data: { price: '1200' },
  });
  expect(lowered.status(), await lowered.text()).toBe(200);

  await page.goto('/notification');
  const row = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: text(ar, 'notification.title.price-drop') });
  await reloadUntil(page, row);
  await expect(row).toContainText(title);
  await expect(row).toContainText('1,500 ر.س');
  await expect(row).toContainText('1,200 ر.س');
  await expect(row.getByRole('link')).toHaveAttribute('href', `/posts/${postId}`);
  await expectNoA11yViolations(page);

  // The card in the member's favourites: "price dropped", the old price struck through.
  await page.goto('/favorites');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText(text(ar, 'watch.dropped'), { exact: true })).toBeVisible();
  await expect(card.locator('s')).toContainText('1,500');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectNoA11yViolations(page);

  // English, on a desktop: the same notification worded in English, and the mark on the ad page.
  const enPage = await memberPage(browser, fan, { english: true });
  await enPage.goto('/en/notification');
  const enRow = enPage
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: text(en, 'notification.title.price-drop') });
  await expect(enRow).toContainText('dropped from');
  await expect(enRow).toContainText('1,500 SAR');
  await expect(enRow).toContainText('1,200 SAR');
  await expectNoA11yViolations(enPage);
  await enPage.goto(`/en/posts/${postId}`);
  await expect(enPage.getByRole('main').getByText(text(en, 'watch.dropped'), { exact: true })).toBeVisible();
  await expectNoA11yViolations(enPage);
  await enPage.context().close();
});
