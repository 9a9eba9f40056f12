import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ar, en, text } from './i18n.ts';
import { tokenOf } from './members.ts';
import { composer, memberPage, scene } from './chat-scene.ts';
import { expectNoA11yViolations } from './support.ts';

// docs/product/social.md#blocks: the member a seller blocked reads their room as closed, is told so
// (not "not allowed") when a send still reaches the page, and finds no "Message the seller" on
// that seller's ads; in Arabic on a phone and in English on a desktop.
test('a blocked member sees the conversation closed and no "Message the seller" on the blocker\'s ads', async ({
  browser,
  request,
}) => {
  const { seller, buyer, postId, roomId } = await scene(request, ['بائع حاظر', 'مشترٍ محظور']);
  const blocked = await request.post(`/api/blocks/${buyer.id}`, {
    headers: { authorization: `Bearer ${await tokenOf(request, seller)}` },
  });
  expect(blocked.ok()).toBe(true);

  for (const [lang, prefix, phone] of [
    [ar, '', true],
    [en, '/en', false],
  ] as const) {
    const page = await memberPage(browser, buyer, { phone, english: lang === en });
    await page.goto(`${prefix}/posts/${postId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: text(lang, 'post.message') })).toHaveCount(0);
    await expectNoA11yViolations(page);

    // An old tab's "Message the seller" and send: the closed conversation, not "not allowed".
    const origin = { origin: new URL(page.url()).origin };
    const opened = await page.request.post(page.url(), {
      form: { intent: 'messageSeller' },
      headers: origin,
    });
    expect(opened.status()).toBe(403);
    expect(await opened.text()).toContain(`class="alert-danger">${text(lang, 'chat.closed')}`);

    await page.goto(`${prefix}/chats?room=${roomId}`);
    await expect(page.getByText(text(lang, 'chat.closed'))).toBeVisible();
    await expect(composer(page, lang)).toBeDisabled();
    const sent = await page.request.post(page.url(), {
      form: { intent: 'send', roomId, clientId: randomUUID(), body: 'still there?' },
      headers: origin,
    });
    expect(sent.status()).toBe(403);
    const html = await sent.text();
    expect(html).toContain(`role="alert" class="alert-danger">${text(lang, 'chat.closed')}`);
    expect(html).not.toContain(text(lang, 'errors.UnauthorizedError'));
    await page.context().close();
  }
});
