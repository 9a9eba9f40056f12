import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { publish } from './ads.ts';
import { ar, en, text } from './i18n.ts';
import { registerMember, signIn, tokenOf } from './members.ts';
import { sendMessage } from './chat-scene.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

// docs/product/conversations-and-notifications.md#rooms: a buyer messages the seller from the ad,
// the seller finds the conversation in /chats with an unread badge and answers; pages and forms
// (live updates have their own file, chat-live.spec.ts).
const phone = { width: 390, height: 844 };

const composer = (page: Page, lang = ar) => page.getByRole('textbox', { name: text(lang, 'chat.message') });
const messages = (page: Page, lang = ar) => page.getByRole('list', { name: text(lang, 'chat.messages') });

test('a buyer messages the seller from the ad; the seller sees the unread room, answers, and the buyer reads it', async ({
  page,
  request,
  browser,
}) => {
  // Three browsers, two members and a guest, end to end: past a minute on a loaded 2-core machine.
  test.slow();
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

test('without JavaScript the composer still sends; one form sent twice writes one message', async ({
  browser,
  request,
}) => {
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
  // On a phone, chat is the contact bar's first action (docs/product/screens-and-routes.md#contact-bar).
  await page.getByRole('button', { name: text(ar, 'contactBar.chat') }).click();
  await page.waitForURL(/\/chats\?room=/);
  await composer(page).fill('مرحبا من دون سكربت');
  await page.getByRole('button', { name: text(ar, 'chat.send') }).click();
  await expect(messages(page)).toContainText('مرحبا من دون سكربت');
  await expect(messages(page).getByText('مرحبا من دون سكربت')).toHaveCount(1);

  // The same rendered form sent twice (a double tap, a resubmit) writes one message.
  const clientId = await page.locator('input[name=clientId]').inputValue();
  const roomId = await page.locator('input[name=roomId]').inputValue();
  for (let i = 0; i < 2; i += 1) {
    const res = await page.request.post(page.url(), {
      form: { intent: 'send', roomId, clientId, body: 'مرة واحدة فقط' },
      // A browser's form post says where it comes from (the app refuses cross-site posts).
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
  }
  await page.reload();
  await expect(messages(page).getByText('مرة واحدة فقط')).toHaveCount(1);
  await context.close();
});

test('older messages page back by link; a block closes the room, readable but without a composer', async ({
  page,
  request,
}) => {
  const seller = await registerMember(request, 'بائع كثير الكلام');
  const buyer = await registerMember(request, 'مشترية صبورة');
  const postId = await publish(request, seller, `ثلاجة ${Date.now().toString(36)}`);
  const [sellerToken, buyerToken] = await Promise.all([tokenOf(request, seller), tokenOf(request, buyer)]);
  const opened = await request.post('/api/rooms', {
    headers: { authorization: `Bearer ${buyerToken}` },
    data: { userId: seller.id, postId },
  });
  const { roomId } = (await opened.json()) as { roomId: string };
  // 32 messages (16 each, under the per-member send limit): one more than a page of 30.
  for (let i = 1; i <= 32; i += 1)
    await sendMessage(request, i % 2 ? buyerToken : sellerToken, roomId, `رسالة رقم ${i}.`);

  await signIn(page, buyer);
  await page.goto(`/chats?room=${roomId}`);
  await expect(messages(page)).toContainText('رسالة رقم 32.');
  await expect(messages(page)).not.toContainText('رسالة رقم 2.');
  await page.getByRole('link', { name: text(ar, 'chat.older') }).click();
  await expect(messages(page)).toContainText('رسالة رقم 2.');
  await expect(page.getByRole('link', { name: text(ar, 'chat.older') })).toHaveCount(0);
  await page.getByRole('link', { name: text(ar, 'chat.newest') }).click();
  await expect(messages(page)).toContainText('رسالة رقم 32.');

  // The seller blocks the buyer: the buyer still reads the room but cannot write in it.
  const blocked = await request.post(`/api/blocks/${buyer.id}`, {
    headers: { authorization: `Bearer ${sellerToken}` },
  });
  expect(blocked.ok()).toBe(true);
  await page.reload();
  await expect(messages(page)).toContainText('رسالة رقم 32.');
  await expect(page.getByText(text(ar, 'chat.closed'))).toBeVisible();
  await expect(composer(page)).toBeDisabled();
  // A send that still reaches the page (an old tab) is refused as the closed room it is, the text kept.
  const refused = await page.request.post(page.url(), {
    form: { intent: 'send', roomId, clientId: randomUUID(), body: 'هل ما زلت هنا؟' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  const html = await refused.text();
  expect(html).toContain(`role="alert" class="alert-danger">${text(ar, 'chat.closed')}`);
  expect(html).toContain('هل ما زلت هنا؟');
  await expect(page.getByRole('button', { name: text(ar, 'chat.send') })).toBeDisabled();
  await expect(
    page.getByRole('listitem').filter({ hasText: seller.fullname }).getByText(text(ar, 'chat.closedShort')),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});
