import { expect, test, type Page } from '@playwright/test';
import { composer, memberPage, messages, openRoom, scene } from './chat-scene.ts';
import { ar, text } from './i18n.ts';

// Zero requests per chat message (docs/decisions/0061): a received message, its read receipt and
// the unseen count reach every open page through the socket's payloads. Each page's own requests
// for data (fetch, XHR, navigations) are counted while messages go both ways: the only ones are the
// sender's own POSTs.

/** The page's data requests from now on (scripts, styles and pictures are not data). */
function countRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (['fetch', 'xhr', 'document'].includes(r.resourceType()))
      seen.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  return seen;
}

test('messages, read ticks and counts cost no request beyond the sender’s own POST', async ({
  browser,
  request,
}) => {
  const { seller, buyer, roomId } = await scene(request, ['بائع الدراجة', 'مشتري الدراجة']);
  const buyerPage = await memberPage(browser, buyer);
  const sellerPage = await memberPage(browser, seller);
  const sellerHome = await sellerPage.context().newPage();
  await openRoom(buyerPage, `/chats?room=${roomId}`);
  await openRoom(sellerPage, `/chats?room=${roomId}`);
  await openRoom(sellerHome, '/');
  await sellerPage.bringToFront();
  const counted = {
    buyer: countRequests(buyerPage),
    seller: countRequests(sellerPage),
    home: countRequests(sellerHome),
  };

  const exchange: [Page, Page, string][] = [
    [buyerPage, sellerPage, 'هل الدراجة متوفرة؟'],
    [sellerPage, buyerPage, 'نعم متوفرة'],
    [buyerPage, sellerPage, 'ممتاز، أين الموقع؟'],
  ];
  for (const [from, to, body] of exchange) {
    await composer(from).fill(body);
    await composer(from).press('Enter');
    await expect(messages(to)).toContainText(body);
    // Read where it arrived (the other member is looking): the sender's tick turns to read, live.
    const mine = messages(from).locator('[data-mine=true]').filter({ hasText: body });
    await expect(mine).toHaveAttribute('data-state', 'read');
  }
  // The list shows the newest line, and the seller's other tab has no dot: everything is read.
  await expect(buyerPage.getByRole('navigation', { name: text(ar, 'chat.rooms') })).toContainText(
    'ممتاز، أين الموقع؟',
  );
  await expect(
    sellerHome.getByRole('link', { name: text(ar, 'header.messages'), exact: true }),
  ).toBeVisible();
  // Anything late (a debounced refresh) would have gone by now.
  await buyerPage.waitForTimeout(800);

  expect(counted.buyer).toEqual(['POST /api/message', 'POST /api/message']);
  expect(counted.seller).toEqual(['POST /api/message']);
  expect(counted.home).toEqual([]);
  await sellerPage.context().close();
  await buyerPage.context().close();
});
