import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { publish } from './ads.ts';
import { ar, en, text } from './i18n.ts';
import { registerMember, signIn, tokenOf } from './members.ts';
import { controlled, isKept, kept } from './pwa-helpers.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

// docs/product/platform.md#installable-app and docs/decisions/0030-installable-app.md.
// The other specs block the service worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

test('/sw.js controls the site with scope / and each language links a valid manifest with loading icons', async ({
  page,
  request,
}) => {
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toContain('javascript');
  // Its first statement loads the web-push handlers (a classic worker, not a module).
  expect(await sw.text()).toMatch(/^importScripts\([`'"]\/sw-push\.js[`'"]\)/);
  expect((await request.get('/sw-push.js')).status()).toBe(200);

  await page.goto('/');
  await controlled(page);
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration('/');
    return { scope: r?.scope, script: r?.active?.scriptURL };
  });
  expect(new URL(registration.scope!).pathname).toBe('/');
  expect(new URL(registration.script!).pathname).toBe('/sw.js');

  for (const [home, lang, dir, messages] of [
    ['/', 'ar', 'rtl', ar],
    ['/en', 'en', 'ltr', en],
  ] as const) {
    await page.goto(home);
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    expect(href).toBe(lang === 'ar' ? '/manifest.webmanifest' : '/en/manifest.webmanifest');
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    const manifest = (await res.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      lang,
      dir,
      start_url: home,
      scope: '/',
      display: 'standalone',
      name: text(messages, 'pwa.appName'),
      short_name: text(messages, 'app.name'),
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      const { width, height } = await sharp(await image.body()).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  }
  // iOS looks for it by this name at the root.
  const touch = await request.get('/apple-touch-icon.png');
  expect(touch.headers()['content-type']).toBe('image/png');
});

test('offline, a viewed ad stays readable and other pages show the offline page in their language', async ({
  page,
  context,
  request,
}) => {
  const seller = await registerMember(request, 'بائع دون اتصال');
  const title = `مكيف سبليت للقراءة دون اتصال ${Date.now() % 100_000}`;
  const id = await publish(request, seller, title);

  await page.goto('/');
  await controlled(page);
  await page.goto(`/posts/${id}`);
  await kept(page, `/posts/${id}`);
  // The recently viewed list is online too, under the home listing.
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: text(ar, 'pwa.recent') }).getByRole('link', { name: title }),
  ).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/posts/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.goto('/help');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(ar, 'pwa.offlineTitle'));
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/posts/${id}`);
  // Its logo comes from the worker's shell too.
  await expect(page.getByRole('img', { name: text(ar, 'app.name') })).toHaveJSProperty('naturalWidth', 192);
  await expectNoA11yViolations(page);

  await page.goto('/en/category');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(en, 'pwa.offlineTitle'));
  await expect(page.getByRole('heading', { name: text(en, 'pwa.recent') })).toBeVisible();
  await expectNoA11yViolations(page);

  // A client-side navigation offline becomes a full load: the kept ad, not an error page.
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await hydrated(page);
  await page
    .getByRole('link', { name: text(ar, 'nav.home') })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(ar, 'pwa.offlineTitle'));
  await context.setOffline(false);
});

test('a member’s favourites stay readable offline, and signing out forgets them', async ({
  page,
  context,
  request,
}) => {
  const seller = await registerMember(request, 'بائع المفضلة');
  const member = await registerMember(request, 'عضو المفضلة');
  const title = `دراجة هوائية مفضلة ${Date.now() % 100_000}`;
  const id = await publish(request, seller, title);
  const favorited = await request.post('/api/favorite', {
    headers: { authorization: `Bearer ${await tokenOf(request, member)}` },
    data: { postId: id },
  });
  expect(favorited.ok()).toBe(true);

  await signIn(page, member);
  await controlled(page);
  await page.goto('/favorites');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await kept(page, '/favorites');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await context.setOffline(false);

  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: text(ar, 'header.accountMenu') }).click();
  await page.getByRole('menuitem', { name: text(ar, 'auth.logout') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text(ar, 'auth.logout') })
    .click();
  await expect(page.getByRole('link', { name: text(ar, 'auth.login'), exact: true }).first()).toBeVisible();
  await expect.poll(() => isKept(page, '/favorites')).toBe(false);
});

test('a new ad typed offline is kept as a draft through a reload and published when the connection is back', async ({
  page,
  context,
  request,
}) => {
  const member = await registerMember(request, 'بائع بلا شبكة');
  const title = `غسالة أوتوماتيك مسودة ${Date.now() % 100_000}`;
  await signIn(page, member);
  await controlled(page);
  await page.goto('/posts/new');
  await kept(page, '/posts/new');
  await hydrated(page);

  await context.setOffline(true);
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8e44ad' } })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type=file]')
    .setInputFiles([{ name: 'washer.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await page.getByLabel(text(ar, 'postForm.title')).fill(title);
  await page.getByLabel(text(ar, 'postForm.description')).fill('استعمال سنة، تعمل بحالة ممتازة.');
  await page.getByLabel(text(ar, 'postForm.price'), { exact: true }).fill('900');
  await page.getByLabel(text(ar, 'postForm.parentCategory')).selectOption({ index: 1 });
  await page.getByLabel(text(ar, 'postForm.category'), { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(text(ar, 'filter.country')).selectOption({ label: 'السعودية' });
  await page.getByLabel(text(ar, 'filter.state')).selectOption({ label: 'الرياض' });
  await page.getByRole('button', { name: text(ar, 'postForm.publish') }).click();
  await expect(page.getByRole('status').filter({ hasText: text(ar, 'postForm.draftSaved') })).toBeVisible();

  // Still offline: the form comes back from the device with everything typed and the photo.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: text(ar, 'postForm.draftSaved') })).toBeVisible();
  await expect(page.getByLabel(text(ar, 'postForm.title'))).toHaveValue(title);
  await expect(
    page.getByRole('img', { name: text(ar, 'postForm.imageN').replace('{n}', '1') }),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  await context.setOffline(false);
  await page.waitForURL(/\/posts\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // Sent once: the draft is gone.
  await page.goto('/posts/new');
  await hydrated(page);
  await expect(page.getByLabel(text(ar, 'postForm.title'))).toHaveValue('');
  await expect(page.getByText(text(ar, 'postForm.draftRestored'))).toHaveCount(0);
});

test('a new version is offered with a reload, and the install offer shows quietly from the second visit at the first input', async ({
  page,
  context,
}) => {
  await page.goto('/en');
  await controlled(page);
  // A new build's worker installs beside the active one (the browser does the same when /sw.js
  // changes; a route cannot reach its update check, so the test registers the same script anew).
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-build', { scope: '/' }));
  const update = page.getByRole('status').filter({ hasText: text(en, 'pwa.updateReady') });
  await expect(update).toBeVisible();

  // A second visit (another tab is another session), where the browser offers to install.
  const second = await context.newPage();
  await second.goto('/en');
  await hydrated(second);
  await second.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
  const install = second.getByRole('region', { name: text(en, 'pwa.install') });
  // The prompts are there (the new version's notice), the install offer not before the person's
  // first tap, key or scroll (docs/decisions/0070-profile-largest-paint.md).
  await expect(second.getByRole('status').filter({ hasText: text(en, 'pwa.updateReady') })).toBeVisible();
  await expect(install).toHaveCount(0);
  await second.mouse.wheel(0, 200);
  await expect(install).toBeVisible();
  // The prompts themselves: like any toast they lie over the page, whose links axe then finds
  // partly covered (target-size), which is a matter of where the listing's cards happen to be.
  await expectNoA11yViolations(second, '#app-prompts');
  await install.getByRole('button', { name: text(en, 'pwa.notNow') }).click();
  await expect(install).toHaveCount(0);
  await second.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await update.getByRole('button', { name: text(en, 'pwa.reload') }).focus();
  await page.keyboard.press('Enter');
  await page.waitForEvent('load');
  await expect(update).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.waiting ?? null),
    )
    .toBeNull();
});
