// A send the server refused for now (503) or that got no answer goes again by itself with the same
// clientId, showing as sending until it lands: never lost, never written twice
// (docs/product/conversations-and-notifications.md#messages, decision 0050). The faults are
// injected on the buyer's page; every send that gets through is answered by the server itself.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { composer, memberPage, messages, openRoom, scene } from './chat-scene.ts';
import { tokenOf } from './members.ts';

/** What happens to the page's nth send: the server's answer, or a fault in its place. */
type Fault = 'pass' | 'busy' | 'no-network' | 'answer-lost';

/** Every send the page makes, in order, each given the fault of its rank (then 'pass'). */
async function faultSends(page: Page, faults: Fault[]) {
  const sends: { at: number; clientId: string; body: string }[] = [];
  await page.route('**/api/message', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    const { clientId, body } = request.postDataJSON() as { clientId: string; body: string };
    sends.push({ at: Date.now(), clientId, body });
    const fault = faults[sends.length - 1] ?? 'pass';
    if (fault === 'busy')
      return route.fulfill({
        status: 503,
        headers: { 'retry-after': '2' },
        json: { name: 'ServiceUnavailableError', message: 'busy', data: { retryAfter: 2 } },
      });
    if (fault === 'no-network') return route.abort('internetdisconnected');
    // The server writes the message, and its answer is lost on the way back.
    if (fault === 'answer-lost') await route.fetch();
    return fault === 'answer-lost' ? route.abort('connectionreset') : route.continue();
  });
  return sends;
}

/** Marks the page when any message ever shows as not sent, however briefly. */
async function watchFailed(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const w = window as unknown as { sawFailed: boolean };
    w.sawFailed = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-state=failed]')) w.sawFailed = true;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { sawFailed: boolean }).sawFailed);
}

async function chatting(browser: Browser, request: APIRequestContext, faults: Fault[]) {
  const { seller, buyer, roomId } = await scene(request, ['بائع المحاولة', 'مشتري المحاولة']);
  const buyerPage = await memberPage(browser, buyer);
  const sellerPage = await memberPage(browser, seller);
  const sawFailed = await watchFailed(buyerPage);
  const sends = await faultSends(buyerPage, faults);
  await openRoom(buyerPage, `/chats?room=${roomId}`);
  await openRoom(sellerPage, `/chats?room=${roomId}`);
  const write = async (body: string) => {
    await composer(buyerPage).fill(body);
    await composer(buyerPage).press('Enter');
  };
  /** Sent (or read) on the buyer's page, once; once on the seller's; once in the API's list. */
  const landedOnce = async (body: string) => {
    const mine = messages(buyerPage).locator('[data-mine=true]').filter({ hasText: body });
    await expect(mine).toHaveAttribute('data-state', /^(sent|read)$/);
    await expect(mine).toHaveCount(1);
    await expect(messages(sellerPage).getByText(body)).toHaveCount(1);
    const listed = await request.get(`/api/message/room/${roomId}?limit=100`, {
      headers: { authorization: `Bearer ${await tokenOf(request, seller)}` },
    });
    const items = ((await listed.json()) as { items: { body: string }[] }).items;
    expect(items.filter((m) => m.body === body)).toHaveLength(1);
  };
  const close = async () => {
    await buyerPage.context().close();
    await sellerPage.context().close();
  };
  return { buyerPage, sends, sawFailed, write, landedOnce, close };
}

test('a send refused with 503 shows as sending, goes again after Retry-After by itself, and lands once', async ({
  browser,
  request,
}) => {
  const chat = await chatting(browser, request, ['busy']);
  const body = 'هل ما زال الجهاز متوفرا؟';
  await chat.write(body);
  await chat.landedOnce(body);
  // Once refused, once again with the same clientId, no sooner than the server asked.
  expect(chat.sends.map((s) => s.body)).toEqual([body, body]);
  expect(chat.sends[1]!.clientId).toBe(chat.sends[0]!.clientId);
  expect(chat.sends[1]!.at - chat.sends[0]!.at).toBeGreaterThanOrEqual(1_900);
  expect(await chat.sawFailed()).toBe(false);
  await chat.close();
});

test('a send without an answer (no network, or the answer lost) goes again by itself and lands once', async ({
  browser,
  request,
}) => {
  const chat = await chatting(browser, request, ['no-network', 'pass', 'answer-lost']);
  const first = 'الرسالة الأولى بلا شبكة';
  await chat.write(first);
  await chat.landedOnce(first);
  // The server wrote the second but its answer never came back: the same clientId again is the
  // same message, not a second one.
  const second = 'الرسالة الثانية ضاع ردها';
  await chat.write(second);
  await chat.landedOnce(second);
  await expect.poll(() => chat.sends.length).toBe(4);
  expect(chat.sends.map((s) => s.body)).toEqual([first, first, second, second]);
  expect(chat.sends[1]!.clientId).toBe(chat.sends[0]!.clientId);
  expect(chat.sends[3]!.clientId).toBe(chat.sends[2]!.clientId);
  expect(await chat.sawFailed()).toBe(false);
  await chat.close();
});
