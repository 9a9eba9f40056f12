import { expect, test } from '@playwright/test';
import { composer, live, memberPage, messages, openRoom, scene, sendMessage } from './chat-scene.ts';
import { ar, en, text } from './i18n.ts';
import { tokenOf } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

// Live chat (docs/product/conversations-and-notifications.md#real-time-events): two members in two
// browsers; what one writes appears on the other side without a reload, the unseen dot comes and
// goes, ticks turn to read, and a member who lost the connection gets everything on return.

test('two members chat live in Arabic: no reload, the dot comes and goes, ticks turn to read', async ({
  browser,
  request,
}) => {
  const { seller, buyer, roomId } = await scene(request, ['بائع الخيمة', 'مشتري الخيمة']);
  const buyerPage = await memberPage(browser, buyer);
  const sellerPage = await memberPage(browser, seller);
  await openRoom(buyerPage, `/chats?room=${roomId}`);
  await openRoom(sellerPage, '/');
  await expect(
    sellerPage.getByRole('link', { name: text(ar, 'header.messages'), exact: true }),
  ).toBeVisible();

  await composer(buyerPage).fill('هل الخيمة متوفرة؟');
  await composer(buyerPage).press('Enter');
  const mine = messages(buyerPage).locator('[data-mine=true]').filter({ hasText: 'هل الخيمة متوفرة؟' });
  await expect(mine).toHaveAttribute('data-state', 'sent');
  // The seller, on the home page, gets the dot without reloading.
  await expect(sellerPage.getByRole('link', { name: text(ar, 'header.messagesUnseen') })).toBeVisible();

  // The seller opens the room: the buyer's tick turns to read, live.
  await openRoom(sellerPage, `/chats?room=${roomId}`);
  await expect(messages(sellerPage)).toContainText('هل الخيمة متوفرة؟');
  await expect(mine).toHaveAttribute('data-state', 'read');
  await expect(mine.getByText(text(ar, 'chat.state.read'))).toBeAttached();

  // Both in the room: each line appears on the other side as it is sent.
  await composer(sellerPage).fill('نعم، متوفرة');
  await composer(sellerPage).press('Enter');
  await expect(messages(buyerPage)).toContainText('نعم، متوفرة');
  await composer(buyerPage).fill('ممتاز، أين الموقع؟');
  await composer(buyerPage).press('Enter');
  await expect(messages(sellerPage)).toContainText('ممتاز، أين الموقع؟');
  // Read as it arrived, since the seller is looking at the room.
  await expect(
    messages(buyerPage).locator('[data-mine=true]').filter({ hasText: 'ممتاز، أين الموقع؟' }),
  ).toHaveAttribute('data-state', 'read');
  await expect(messages(buyerPage).getByText('نعم، متوفرة')).toHaveCount(1);
  await expectNoA11yViolations(buyerPage);

  // Nothing unread is left: the seller's dot is gone on the next page.
  await openRoom(sellerPage, '/');
  await expect(
    sellerPage.getByRole('link', { name: text(ar, 'header.messages'), exact: true }),
  ).toBeVisible();
  await sellerPage.context().close();
  await buyerPage.context().close();
});

test('live in English on a phone: the tab dot and the thread follow the other member', async ({
  browser,
  request,
}) => {
  const { seller, buyer, roomId } = await scene(request, ['Tent seller', 'Phone buyer']);
  const buyerPage = await memberPage(browser, buyer, { phone: true, english: true });
  const sellerPage = await memberPage(browser, seller, { english: true });
  await openRoom(buyerPage, '/en');
  await openRoom(sellerPage, `/en/chats?room=${roomId}`);

  await composer(sellerPage, en).fill('Hello, the tent is still available.');
  await composer(sellerPage, en).press('Enter');
  // The phone's bottom navigation shows the dot on its chats tab.
  await expect(buyerPage.getByRole('link', { name: text(en, 'nav.chatsUnseen') })).toBeVisible();
  await buyerPage.getByRole('link', { name: text(en, 'nav.chatsUnseen') }).click();
  await buyerPage
    .getByRole('navigation', { name: text(en, 'chat.rooms') })
    .getByRole('link', { name: new RegExp(seller.fullname) })
    .click();
  await expect(messages(buyerPage, en)).toContainText('Hello, the tent is still available.');
  await hydrated(buyerPage);
  await live(buyerPage);
  await composer(buyerPage, en).fill('Great, I will take it');
  await composer(buyerPage, en).press('Enter');
  await expect(messages(sellerPage, en)).toContainText('Great, I will take it');
  await composer(sellerPage, en).fill('See you tomorrow');
  await composer(sellerPage, en).press('Enter');
  await expect(messages(buyerPage, en)).toContainText('See you tomorrow');
  await expectNoA11yViolations(buyerPage);
  await sellerPage.context().close();
  await buyerPage.context().close();
});

test('offline: a send fails with a retry, and on return it goes by itself and every missed message arrives once, in order', async ({
  browser,
  request,
}) => {
  const { seller, buyer, roomId } = await scene(request, ['بائع الدراجة', 'مشترية مسافرة']);
  const sellerToken = await tokenOf(request, seller);
  const buyerPage = await memberPage(browser, buyer);
  // The socket goes through a route the test can cut, as a tunnel or a dead zone would.
  let cut = false;
  const sockets: { close: () => Promise<void> }[] = [];
  await buyerPage.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (cut) return void ws.close();
    ws.connectToServer();
    sockets.push(ws);
  });
  await openRoom(buyerPage, `/chats?room=${roomId}`);

  cut = true;
  await buyerPage.context().setOffline(true);
  await Promise.all(sockets.map((ws) => ws.close()));
  await expect(buyerPage.locator('html[data-live=offline]')).toHaveCount(1);
  await composer(buyerPage).fill('رسالة كتبت بلا اتصال');
  await composer(buyerPage).press('Enter');
  const pending = messages(buyerPage).locator('[data-state=failed]');
  await expect(pending).toContainText(text(ar, 'chat.offline'));
  await expect(pending.getByRole('button', { name: text(ar, 'chat.retry') })).toBeVisible();

  // Meanwhile the seller writes three messages.
  const missed = ['الأولى', 'الثانية', 'الثالثة'].map((w) => `رسالة ${w} أثناء الانقطاع`);
  for (const body of missed) await sendMessage(request, sellerToken, roomId, body);

  cut = false;
  await buyerPage.context().setOffline(false);
  await live(buyerPage);
  const list = messages(buyerPage);
  for (const body of missed) await expect(list.getByText(body)).toHaveCount(1);
  // The failed send went by itself once the connection was back, exactly once.
  await expect(list.locator('[data-state=failed]')).toHaveCount(0);
  await expect(list.getByText('رسالة كتبت بلا اتصال')).toHaveCount(1);
  const order = await list.locator('li[data-state] p').allTextContents();
  const at = missed.map((body) => order.indexOf(body));
  expect(at).toEqual([...at].sort((x, y) => x - y));
  expect(at.every((i) => i >= 0)).toBe(true);
  // The server has it once too.
  const page = await request.get(`/api/message/room/${roomId}?limit=100`, {
    headers: { authorization: `Bearer ${sellerToken}` },
  });
  const bodies = ((await page.json()) as { items: { body: string }[] }).items.map((m) => m.body);
  expect(bodies.filter((b) => b === 'رسالة كتبت بلا اتصال')).toHaveLength(1);
  await buyerPage.context().close();
});

test('the room menu: block closes the room for both, unblock reopens it, report, delete for me', async ({
  browser,
  request,
}) => {
  const { seller, buyer, roomId } = await scene(request, ['بائع الكنب', 'مشتري الكنب']);
  const buyerPage = await memberPage(browser, buyer, { phone: true });
  await openRoom(buyerPage, `/chats?room=${roomId}`);
  const menu = () => buyerPage.getByLabel(text(ar, 'chat.menu'));

  await menu().click();
  await buyerPage.getByRole('button', { name: text(ar, 'profile.block') }).click();
  await buyerPage
    .getByRole('dialog')
    .getByRole('button', { name: text(ar, 'profile.block') })
    .click();
  await expect(buyerPage.getByText(text(ar, 'chat.closed'))).toBeVisible();
  await expect(composer(buyerPage)).toBeDisabled();
  await expectNoA11yViolations(buyerPage);

  await menu().click();
  await buyerPage.getByRole('button', { name: text(ar, 'profile.unblock') }).click();
  await buyerPage
    .getByRole('dialog')
    .getByRole('button', { name: text(ar, 'profile.unblock') })
    .click();
  await expect(composer(buyerPage)).toBeEnabled();

  await menu().click();
  await buyerPage.getByRole('button', { name: text(ar, 'report.action') }).click();
  await buyerPage
    .getByRole('dialog')
    .getByRole('button', { name: text(ar, 'report.send') })
    .click();
  await expect(buyerPage.getByRole('dialog')).toBeHidden();

  await menu().click();
  await buyerPage.getByRole('button', { name: text(ar, 'chat.delete') }).click();
  await buyerPage
    .getByRole('dialog')
    .getByRole('button', { name: text(ar, 'chat.delete') })
    .click();
  await buyerPage.waitForURL((url) => !url.search.includes('room='));
  await expect(buyerPage.getByRole('listitem').filter({ hasText: seller.fullname })).toHaveCount(0);
  await buyerPage.context().close();
});
