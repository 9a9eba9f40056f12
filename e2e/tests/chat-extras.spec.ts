import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { composer, live, memberPage, messages, openRoom, scene, sendMessage } from './chat-scene.ts';
import { ar, en, text } from './i18n.ts';
import { tokenOf } from './members.ts';
import { expectNoA11yViolations } from './support.ts';

// Photos in chat, the header's messages menu and the bell's live dot
// (docs/product/conversations-and-notifications.md#messages, #messages-menu, #notifications).
const photo = async (background: string) => ({
  name: 'photo.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer(),
});

test('a photo message: chosen, shown while it goes, received live; without JavaScript too', async ({
  browser,
  request,
}) => {
  const { seller, buyer, roomId } = await scene(request, ['بائع الساعات', 'مشتري الساعات']);
  const buyerPage = await memberPage(browser, buyer);
  const sellerPage = await memberPage(browser, seller);
  await openRoom(buyerPage, `/chats?room=${roomId}`);
  await openRoom(sellerPage, `/chats?room=${roomId}`);

  await buyerPage.locator('input[name=image]').setInputFiles(await photo('#c0392b'));
  await expect(buyerPage.getByRole('button', { name: text(ar, 'chat.removePhoto') })).toBeVisible();
  await composer(buyerPage).fill('هذه صورة الساعة التي أريدها');
  await composer(buyerPage).press('Enter');
  const received = messages(sellerPage).locator('[data-state=received]').filter({ hasText: 'صورة الساعة' });
  await expect(received.getByRole('img', { name: text(ar, 'chat.photo') })).toBeVisible();
  const src = await received.getByRole('img').getAttribute('src');
  expect(src).toMatch(/\.webp$/);
  expect((await sellerPage.request.get(src!)).headers()['content-type']).toBe('image/webp');
  await expect(buyerPage.getByRole('button', { name: text(ar, 'chat.removePhoto') })).toHaveCount(0);
  await expect(
    messages(buyerPage)
      .locator('[data-mine=true][data-state=read]')
      .getByRole('img', { name: text(ar, 'chat.photo') }),
  ).toBeVisible();
  await expectNoA11yViolations(sellerPage);

  // Not a photo: refused in the page before anything is sent.
  await buyerPage.locator('input[name=image]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(buyerPage.getByRole('alert')).toContainText(text(ar, 'chat.photoType'));

  // Without JavaScript the same form posts the photo as multipart.
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ar-SA' });
  await context.addCookies(await sellerPage.context().cookies());
  const page = await context.newPage();
  await page.goto(`/chats?room=${roomId}`);
  await page.locator('input[name=image]').setInputFiles(await photo('#2980b9'));
  await page.getByRole('button', { name: text(ar, 'chat.send') }).click();
  await expect(
    messages(page)
      .locator('[data-mine=true]')
      .getByRole('img', { name: text(ar, 'chat.photo') }),
  ).toBeVisible();
  await context.close();
  // The buyer's list line says a photo came.
  await expect(messages(buyerPage).locator('[data-state=received]').getByRole('img')).toBeVisible();
  await buyerPage.context().close();
  await sellerPage.context().close();
});

test('the messages menu: new and read tabs, view, delete, empty text, live while open (Arabic and English)', async ({
  browser,
  request,
}) => {
  const { seller, buyer, roomId } = await scene(request, ['بائع الأثاث', 'مشترية الأثاث']);
  const buyerToken = await tokenOf(request, buyer);
  const sellerPage = await memberPage(browser, seller);
  await openRoom(sellerPage, '/');
  const menuButton = sellerPage.getByRole('button', { name: text(ar, 'chatMenu.label') });
  await menuButton.click();
  const menu = sellerPage.getByRole('dialog', { name: text(ar, 'chatMenu.label') });
  await expect(menu).toContainText(text(ar, 'chatMenu.empty'));

  // A message while the menu is open shows in the new tab at once.
  await sendMessage(request, buyerToken, roomId, 'هل الكنبة ما زالت متوفرة؟');
  const item = menu.getByRole('listitem').filter({ hasText: buyer.fullname });
  await expect(item).toContainText('هل الكنبة ما زالت متوفرة؟');
  await expectNoA11yViolations(sellerPage);
  await item.getByRole('link', { name: new RegExp(`^${text(ar, 'chatMenu.view')}`) }).click();
  await sellerPage.waitForURL(/\/chats\?room=/);
  await expect(messages(sellerPage)).toContainText('هل الكنبة ما زالت متوفرة؟');

  // Read now: in the read tab, in English; deleting it there empties the tab.
  await sellerPage.context().close();
  const enPage = await memberPage(browser, seller, { english: true });
  await openRoom(enPage, '/en');
  await enPage.getByRole('button', { name: text(en, 'chatMenu.label') }).click();
  const enMenu = enPage.getByRole('dialog', { name: text(en, 'chatMenu.label') });
  await expect(enMenu).toContainText(text(en, 'chatMenu.empty'));
  await enMenu.getByRole('button', { name: text(en, 'chatMenu.read') }).click();
  const readItem = enMenu.getByRole('listitem').filter({ hasText: buyer.fullname });
  await expect(readItem).toBeVisible();
  await expectNoA11yViolations(enPage);
  await readItem
    .getByRole('button', { name: new RegExp(text(en, 'chatMenu.deleteRoom').replace('{name}', '')) })
    .click();
  await expect(enMenu).toContainText(text(en, 'chatMenu.empty'));
  await enPage.context().close();
});

test('the bell gets a dot when a notification is pushed; opening the menu shows it and clears the dot', async ({
  browser,
  request,
}) => {
  const { seller, buyer } = await scene(request, ['بائع متابَع', 'متابعة جديدة']);
  const enPage = await memberPage(browser, seller);
  await openRoom(enPage, '/');
  await expect(
    enPage.getByRole('button', { name: text(ar, 'header.notifications'), exact: true }),
  ).toBeVisible();
  const followed = await request.patch(`/api/followers/${seller.id}`, {
    headers: { authorization: `Bearer ${await tokenOf(request, buyer)}` },
  });
  expect(followed.ok()).toBe(true);
  const bell = enPage.getByRole('button', { name: text(ar, 'header.notificationsNew') });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(enPage.getByRole('dialog', { name: text(ar, 'header.notifications') })).toContainText(
    buyer.fullname,
  );
  await enPage.keyboard.press('Escape');
  await expect(
    enPage.getByRole('button', { name: text(ar, 'header.notifications'), exact: true }),
  ).toBeVisible();
  await live(enPage);
  await enPage.context().close();
});
