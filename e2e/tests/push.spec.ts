import { expect, test, type Page } from '@playwright/test';
import { ar, en, text } from './i18n.ts';
import { registerMember, signIn } from './members.ts';

// Web push in Chromium (docs/product/conversations-and-notifications.md#push, docs/decisions/0031):
// the settings control registers the service worker and asks for a subscription; the worker
// (public/sw-push.js, imported by /sw.js) shows a push as a notification with the page to open.
// Chromium here cannot reach Google's push service, so the subscription itself fails: the control
// must say so; the push is then delivered to the worker through the DevTools protocol.

// The suite blocks service workers (playwright.config.ts); this one tests one.
test.use({ serviceWorkers: 'allow' });

const card = (page: Page) => page.locator('[data-push-state]');

/** The registration id of the page's service worker, from the DevTools protocol. */
async function workerRegistration(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const active = versions.find((v) => v.runningStatus === 'running' && v.status === 'activated');
      if (active) resolve(active.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await found };
}

test('Notifications on this device: permission granted, the worker registered, and a clear word when the push service cannot be reached', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await signIn(page, await registerMember(request, 'عضو الإشعارات'));
  await page.goto('/setting/preferences');
  await expect(page.getByRole('heading', { name: text(ar, 'settings.push.title') })).toBeVisible();
  await expect(card(page)).toHaveAttribute('data-push-state', 'off');
  await page.getByRole('button', { name: text(ar, 'settings.push.turnOn') }).click();
  await expect(card(page)).toHaveAttribute('data-push-state', /^(on|failed)$/, { timeout: 30_000 });
  const state = await card(page).getAttribute('data-push-state');
  if (state === 'failed') {
    await expect(page.getByRole('alert')).toHaveText(text(ar, 'settings.push.failed'));
    await expect(page.getByRole('button', { name: text(ar, 'settings.push.retry') })).toBeVisible();
  } else {
    // A Chromium that reaches its push service: on, then off again.
    await page.getByRole('button', { name: text(ar, 'settings.push.turnOff') }).click();
    await expect(card(page)).toHaveAttribute('data-push-state', 'off');
  }
  // Either way the worker is registered at / and active.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(new URL('/', page.url()).href);
});

test('the service worker shows a push as a notification in its language, with the page it opens', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await signIn(page, await registerMember(request, 'Push member'));
  await page.goto('/en/setting/preferences');
  await page.getByRole('button', { name: text(en, 'settings.push.turnOn') }).click();
  await expect(card(page)).toHaveAttribute('data-push-state', /^(on|failed)$/, { timeout: 30_000 });
  const { cdp, registrationId } = await workerRegistration(page);
  const origin = new URL(page.url()).origin;
  const payload = {
    title: 'New message from \u2068Sam\u2069',
    body: '\u2068Is it still for sale?\u2069',
    url: '/en/chats?room=abc',
    tag: 'chat:abc',
    lang: 'en',
    dir: 'ltr',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(payload),
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        lang: n.lang,
        dir: n.dir,
        icon: new URL(n.icon).pathname,
        data: n.data as unknown,
      })),
    );
  await expect.poll(shown).toEqual([
    {
      title: payload.title,
      body: payload.body,
      tag: 'chat:abc',
      lang: 'en',
      dir: 'ltr',
      icon: '/icons/icon-192.png',
      data: { url: '/en/chats?room=abc' },
    },
  ]);
  // A newer push of the same room replaces it; a link to another site is never kept.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify({ ...payload, body: 'second', url: 'https://evil.example/x' }),
  });
  await expect
    .poll(async () => (await shown()).map((n) => [n.body, n.data]))
    .toEqual([['second', { url: '/' }]]);
});
