import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { publish } from './ads.ts';
import { ar, en, text } from './i18n.ts';
import { memberPage } from './chat-scene.ts';
import { registerMember, signIn, type Member } from './members.ts';
import { expectNoA11yViolations, hydrated, reloadUntil } from './support.ts';

// docs/product/conversations-and-notifications.md#notifications: the header menu and /notification.
const phone = { width: 390, height: 844 };

async function bearer(request: APIRequestContext, member: Member) {
  const login = await request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

test('a seller sees a follow, a comment and a new ad of someone they follow, in the menu and on /notification', async ({
  page,
  request,
}) => {
  const fan = await registerMember(request, 'متابع متحمس');
  const seller = await registerMember(request, 'بائعة الإشعارات');
  const sellerAd = await publish(request, seller, 'دراجة هوائية للبيع');
  const fanAuth = await bearer(request, fan);
  expect((await request.patch(`/api/followers/${seller.id}`, { headers: fanAuth })).ok()).toBe(true);
  const comment = await request.post('/api/comment', {
    headers: fanAuth,
    data: { postId: sellerAd, body: 'هل السعر قابل للتفاوض؟' },
  });
  expect(comment.status()).toBe(201);
  // The seller follows the fan back, so the fan's next ad lands in the seller's following tab.
  const sellerAuth = await bearer(request, seller);
  expect((await request.patch(`/api/followers/${fan.id}`, { headers: sellerAuth })).ok()).toBe(true);
  const fanAd = await publish(request, fan, 'طاولة خشبية');
  // An unseen message for the seller: the header's messages link gets its dot.
  const room = await request.post('/api/rooms', { headers: fanAuth, data: { userId: seller.id } });
  expect(room.status()).toBe(201);
  const { roomId } = (await room.json()) as { roomId: string };
  const sent = await request.post('/api/message', {
    headers: fanAuth,
    data: { roomId, body: 'مرحبًا', clientId: randomUUID() },
  });
  expect(sent.status()).toBe(201);

  await signIn(page, seller);
  await expect(page.getByRole('link', { name: text(ar, 'header.messagesUnseen') })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: text(ar, 'header.notifications') }).click();
  const menu = page.getByRole('dialog', { name: text(ar, 'header.notifications') });
  // The menu opens on the newest notification's tab: the new ad's, once its job has run.
  await menu.getByRole('button', { name: text(ar, 'notification.general') }).click();
  const followRow = menu.getByRole('listitem').filter({ hasText: text(ar, 'notification.title.follow') });
  const commentRow = menu.getByRole('listitem').filter({ hasText: text(ar, 'notification.title.comment') });
  await expect(followRow).toContainText(fan.fullname);
  await expect(commentRow).toContainText('دراجة هوائية للبيع');
  await expect(followRow.getByRole('link')).toHaveAttribute('href', `/profile/${fan.id}`);
  await expect(commentRow.getByRole('link')).toHaveAttribute('href', `/posts/${sellerAd}`);
  await followRow.getByRole('button', { name: text(ar, 'notification.delete') }).click();
  await expect(followRow).toHaveCount(0);
  await expect(commentRow).toBeVisible();
  await menu.getByRole('button', { name: text(ar, 'notification.following') }).click();
  const postRow = menu.getByRole('listitem').filter({ hasText: 'طاولة خشبية' });
  await expect(postRow.or(menu.getByText(text(ar, 'notification.empty')))).toBeVisible();
  await menu.getByRole('link', { name: text(ar, 'notification.showAll') }).click();
  await page.waitForURL((url) => url.pathname === '/notification');

  // The full page: the following tab is a link (?tab=following) and works without JavaScript.
  const pagePostRow = page.getByRole('main').getByRole('listitem').filter({ hasText: 'طاولة خشبية' });
  await reloadUntil(page, pagePostRow);
  await expect(pagePostRow.getByRole('link')).toHaveAttribute('href', `/posts/${fanAd}`);
  await expect(pagePostRow).toContainText(fan.fullname);
  await expectNoA11yViolations(page);
  // The signed-in member's language is remembered: switch it as a person would.
  await hydrated(page);
  await page
    .getByRole('button', { name: text(ar, 'header.language') })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await page.waitForURL((url) => url.pathname === '/en/notification');
  await expect(page.getByRole('heading', { name: text(en, 'meta.notification.title') })).toBeVisible();
  await expect(
    page.getByRole('main').getByText(text(en, 'notification.title.post'), { exact: true }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: text(en, 'notification.removeAll') }).click();
  await expect(page.getByText(text(en, 'notification.empty'))).toBeVisible();

  await page
    .getByRole('button', { name: text(en, 'header.language') })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await page.waitForURL((url) => url.pathname === '/notification');
  await page.getByRole('link', { name: text(ar, 'notification.general') }).click();
  const main = page.getByRole('main');
  await expect(
    main.getByRole('listitem').filter({ hasText: text(ar, 'notification.title.comment') }),
  ).toBeVisible();
  await expect(
    main.getByRole('listitem').filter({ hasText: text(ar, 'notification.title.follow') }),
  ).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: text(ar, 'notification.removeAll') }).click();
  await expect(main.getByText(text(ar, 'notification.empty'))).toBeVisible();
  await expectNoA11yViolations(page);

  // On a phone the bottom navigation's chats tab carries the same dot.
  await page.setViewportSize(phone);
  await page.goto('/notification');
  await expect(page.getByRole('link', { name: text(ar, 'nav.chatsUnseen') })).toBeVisible();
  await expect(main.getByText(text(ar, 'notification.empty'))).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
});

test('on a 390 px phone the bell sits in the header, gets its dot and opens on the newest tab; the desktop names its buttons', async ({
  browser,
  request,
}) => {
  const fan = await registerMember(request, 'بائع يتابَع');
  const seller = await registerMember(request, 'متابعة على الجوال');
  const fanAuth = await bearer(request, fan);
  const sellerAuth = await bearer(request, seller);
  // A comment (General) first, then the seller follows the fan, whose next ad lands under Following.
  const sellerAd = await publish(request, seller, 'مكيف سبليت');
  await request.post('/api/comment', { headers: fanAuth, data: { postId: sellerAd, body: 'كم العمر؟' } });
  expect((await request.patch(`/api/followers/${fan.id}`, { headers: sellerAuth })).ok()).toBe(true);

  const page = await memberPage(browser, seller, { phone: true });
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('html[data-live=online]')).toHaveCount(1);
  const header = page.getByRole('banner');
  await expect(
    header.getByRole('button', { name: text(ar, 'header.notifications'), exact: true }),
  ).toBeVisible();
  await publish(request, fan, 'ثلاجة سامسونج');
  const bell = header.getByRole('button', { name: text(ar, 'header.notificationsNew') });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: test.info().outputPath('phone-bell-ar.png') });
  await bell.click();
  const menu = page.getByRole('dialog', { name: text(ar, 'header.notifications') });
  await expect(menu.getByRole('button', { name: text(ar, 'notification.following') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(menu.getByRole('listitem').filter({ hasText: 'ثلاجة سامسونج' })).toBeVisible();
  const box = await menu.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await page.screenshot({ path: test.info().outputPath('phone-menu-ar.png') });
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(
    header.getByRole('button', { name: text(ar, 'header.notifications'), exact: true }),
  ).toBeVisible();

  // /notification with no tab named opens on the newest notification's tab too (no JavaScript needed).
  await page.goto('/notification');
  await expect(page.getByRole('link', { name: text(ar, 'notification.following') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('main').getByText('ثلاجة سامسونج')).toBeVisible();

  // Desktop, English: each icon button shows its name under it; the messages link and the
  // recent-conversations menu (spec §2.4) are told apart by their names.
  await page.context().addCookies([{ name: 'locale', value: 'en', url: new URL(page.url()).origin }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en');
  await hydrated(page);
  const enHeader = page.getByRole('banner');
  await expect(enHeader.getByRole('link', { name: text(en, 'header.messages'), exact: true })).toHaveCount(1);
  const chat = enHeader.getByRole('button', { name: text(en, 'chatMenu.label'), exact: true });
  await expect(chat).toHaveCount(1);
  const tip = (name: string) =>
    enHeader.getByRole('button', { name, exact: true }).evaluate((el) => {
      return getComputedStyle(el, '::after').content;
    });
  // No tip until pointed at or reached by keyboard.
  expect(await tip(text(en, 'header.notifications'))).toBe('none');
  await enHeader.getByRole('button', { name: text(en, 'header.notifications'), exact: true }).hover();
  expect(await tip(text(en, 'header.notifications'))).toBe(`"${text(en, 'header.notifications')}"`);
  await page.screenshot({ path: test.info().outputPath('desktop-tip-en.png') });
  await enHeader.getByRole('button', { name: text(en, 'header.favorites'), exact: true }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(chat).toBeFocused();
  expect(await tip(text(en, 'chatMenu.label'))).toBe(`"${text(en, 'chatMenu.label')}"`);
  await expectNoA11yViolations(page);
  await chat.click();
  const chatMenu = page.getByRole('dialog', { name: text(en, 'chatMenu.label') });
  await chatMenu.getByRole('link', { name: text(en, 'chatMenu.viewAll') }).click();
  await page.waitForURL((url) => url.pathname === '/en/chats');
  await page.context().close();
});
