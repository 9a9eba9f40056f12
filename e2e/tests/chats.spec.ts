import { expect, test, type Page } from '@playwright/test';
import { publish } from './ads.ts';
import { ar, en, text } from './i18n.ts';
import { registerMember, signIn } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

// docs/product/conversations-and-notifications.md#rooms: a buyer messages the seller from the ad,
// the seller finds the conversation in /chats with an unread badge and answers. No live socket yet:
// the other side sees new messages on the next load.
const phone = { width: 390, height: 844 };

const composer = (page: Page, lang = ar) => page.getByRole('textbox', { name: text(lang, 'chat.message') });
const messages = (page: Page, lang = ar) => page.getByRole('list', { name: text(lang, 'chat.messages') });

test('a buyer messages the seller from the ad; the seller sees the unread room, answers, and the buyer reads it', async ({
  page,
  request,
  browser,
}) => {
  const seller = await registerMember(request, 'بائعة الدراجات');
  const buyer = await registerMember(request, 'مشتري مهتم');
  const title = `دراجة جبلية ${Date.now().toString(36)}`;
  const postId = await publish(request, seller, title);

  // A guest is asked to sign in first.
  const guest = await browser.newContext({ locale: 'ar-SA' });
  const guestPage = await guest.newPage();
  await guestPage.goto(`/posts/${postId}`);
  await hydrated(guestPage);
  await guestPage.getByRole('button', { name: text(ar, 'post.message') }).click();
  await expect(guestPage.getByRole('dialog')).toContainText(text(ar, 'auth.mustLogin'));
  await guest.close();

  // The buyer has no conversation yet: the page says how to start one.
  await signIn(page, buyer);
  await page.goto('/chats');
  await expect(page.getByRole('heading', { name: text(ar, 'chat.emptyTitle') })).toBeVisible();
  await expect(page.getByRole('link', { name: text(ar, 'header.home') })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto(`/posts/${postId}`);
  await hydrated(page);
  await page.getByRole('button', { name: text(ar, 'post.message') }).click();
  await page.waitForURL(/\/chats\?room=/);
  const roomUrl = new URL(page.url());
  await expect(page.getByRole('heading', { level: 2, name: seller.fullname })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  await hydrated(page);
  await composer(page).fill('السلام عليكم، هل الدراجة متوفرة؟');
  await composer(page).press('Enter');
  await expect(messages(page)).toContainText('هل الدراجة متوفرة؟');
  await expect(composer(page)).toHaveValue('');
  await expectNoA11yViolations(page);

  // The seller, in another browser, finds the room with its unread badge.
  const sellerContext = await browser.newContext({ locale: 'ar-SA' });
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, seller);
  await sellerPage.goto('/chats');
  const room = sellerPage.getByRole('listitem').filter({ hasText: buyer.fullname });
  await expect(room).toContainText(text(ar, 'chat.unseen_one'));
  await expect(room).toContainText('هل الدراجة متوفرة؟');
  await expectNoA11yViolations(sellerPage);
  await room.getByRole('link').click();
  await expect(messages(sellerPage)).toContainText('هل الدراجة متوفرة؟');
  // Opening it read it.
  await expect(
    sellerPage
      .getByRole('listitem')
      .filter({ hasText: buyer.fullname })
      .getByText(text(ar, 'chat.unseen_one')),
  ).toHaveCount(0);
  await hydrated(sellerPage);
  await composer(sellerPage).fill('نعم متوفرة');
  await sellerPage.getByRole('button', { name: text(ar, 'chat.send') }).click();
  await expect(messages(sellerPage)).toContainText('نعم متوفرة');

  // The buyer reloads and reads the answer.
  await page.reload();
  await expect(messages(page)).toContainText('نعم متوفرة');

  // The same thread and list in English (the language cookie, as the language menu sets it).
  await sellerContext.addCookies([{ name: 'locale', value: 'en', url: new URL(sellerPage.url()).origin }]);
  await sellerPage.goto(`/en/chats${roomUrl.search}`);
  await expect(messages(sellerPage, en)).toContainText('نعم متوفرة');
  await expectNoA11yViolations(sellerPage);
  await sellerPage.goto('/en/chats');
  await expect(
    sellerPage.getByRole('heading', { level: 1, name: text(en, 'meta.chats.title') }),
  ).toBeVisible();
  await expectNoA11yViolations(sellerPage);
  await sellerContext.close();

  // On a phone: the list, then the thread with a way back; Shift+Enter breaks a line, Enter sends.
  await page.setViewportSize(phone);
  await page.goto('/chats');
  await expect(page.getByRole('heading', { level: 1, name: text(ar, 'meta.chats.title') })).toBeVisible();
  await page.getByRole('listitem').filter({ hasText: seller.fullname }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(messages(page)).toContainText('نعم متوفرة');
  await hydrated(page);
  await composer(page).fill('سطر أول');
  await composer(page).press('Shift+Enter');
  await composer(page).pressSequentially('سطر ثان');
  await expect(composer(page)).toHaveValue('سطر أول\nسطر ثان');
  await composer(page).press('Enter');
  await expect(messages(page)).toContainText('سطر ثان');
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: text(ar, 'chat.back') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(ar, 'meta.chats.title') })).toBeVisible();
});

test('without JavaScript the composer still sends, once per form', async ({ browser, request }) => {
  const seller = await registerMember(request, 'بائع هادئ');
  const buyer = await registerMember(request, 'مشترية بلا سكربت');
  const postId = await publish(request, seller, `طاولة خشب ${Date.now().toString(36)}`);
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ar-SA', viewport: phone });
  const page = await context.newPage();
  // Sign in with the API's cookie through a JS-enabled page first, then reuse the cookie.
  const withJs = await browser.newContext({ locale: 'ar-SA' });
  const jsPage = await withJs.newPage();
  await signIn(jsPage, buyer);
  await context.addCookies(await withJs.cookies());
  await withJs.close();

  await page.goto(`/posts/${postId}`);
  await page.getByRole('button', { name: text(ar, 'post.message') }).click();
  await page.waitForURL(/\/chats\?room=/);
  await composer(page).fill('مرحبا من دون سكربت');
  await page.getByRole('button', { name: text(ar, 'chat.send') }).click();
  await expect(messages(page)).toContainText('مرحبا من دون سكربت');
  await expect(messages(page).getByText('مرحبا من دون سكربت')).toHaveCount(1);
  await context.close();
});
