// Two members and a room about an ad, each in a browser of their own, for the live chat tests.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { publish } from './ads.ts';
import { ar, text, type Messages } from './i18n.ts';
import { registerMember, signIn, tokenOf, type Member } from './members.ts';
import { hydrated } from './support.ts';

export const phone = { width: 390, height: 844 };

export const composer = (page: Page, lang: Messages = ar) =>
  page.getByRole('textbox', { name: text(lang, 'chat.message') });
export const messages = (page: Page, lang: Messages = ar) =>
  page.getByRole('list', { name: text(lang, 'chat.messages') });
/** The socket is connected (lib/live-socket.ts marks the page). */
export const live = (page: Page) => expect(page.locator('html[data-live=online]')).toHaveCount(1);

export async function scene(request: APIRequestContext, names: [string, string]) {
  const seller = await registerMember(request, names[0]);
  const buyer = await registerMember(request, names[1]);
  const postId = await publish(request, seller, `${names[0]} ${Date.now().toString(36)}`);
  const token = await tokenOf(request, buyer);
  const opened = await request.post('/api/rooms', {
    headers: { authorization: `Bearer ${token}` },
    data: { userId: seller.id, postId },
  });
  expect(opened.status()).toBe(201);
  return { seller, buyer, postId, roomId: ((await opened.json()) as { roomId: string }).roomId };
}

/** A message sent through the API as `token`'s member (the composer's call), answered 201. */
export async function sendMessage(request: APIRequestContext, token: string, roomId: string, body: string) {
  const sent = await request.post('/api/message', {
    headers: { authorization: `Bearer ${token}` },
    data: { roomId, body, clientId: randomUUID() },
  });
  expect(sent.status()).toBe(201);
  return (await sent.json()) as { createdAt: string };
}

export async function memberPage(
  browser: Browser,
  member: Member,
  opts: { phone?: boolean; english?: boolean } = {},
) {
  const context = await browser.newContext({ locale: 'ar-SA' });
  const page = await context.newPage();
  // Signed in on a desktop layout (the account menu says so), then the phone's if asked.
  await signIn(page, member);
  if (opts.phone) await page.setViewportSize(phone);
  // The language menu's choice, so English pages stay English.
  if (opts.english)
    await context.addCookies([{ name: 'locale', value: 'en', url: new URL(page.url()).origin }]);
  return page;
}

export async function openRoom(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await live(page);
}
