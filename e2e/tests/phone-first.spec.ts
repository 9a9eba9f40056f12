// Issue 11, item 5 (docs/decisions/0037-phone-first-listing.md): on a 390 px phone the listing is
// dense (two columns, or one compact row per ad), the grid / list choice is remembered in a cookie
// that the server renders from (no flash, no JavaScript needed), guests find sign-in in the header
// and the search box's placeholder fits, in both languages.
import { expect, request as requests, test, type Page } from '@playwright/test';
import { ar, en, text, type Messages } from './i18n.ts';
import { expectDescriptiveLinks, expectNoA11yViolations, hydrated } from './support.ts';

const phone = { width: 390, height: 844 };
const LANGS = [
  ['/', ar, 'ar'],
  ['/en', en, 'en'],
] as const;

const listing = (page: Page) => page.locator('main ul[data-view]');
const cards = (page: Page) => page.locator('main ul[data-view] > li');
const toggle = (page: Page, lang: Messages, view: 'grid' | 'agenda') =>
  page.getByRole('group', { name: text(lang, 'listing.viewLabel') }).getByRole('button', {
    name: text(lang, `listing.view.${view}`),
  });

/**
 * How many cards show whole between the header's top and the bottom navigation, once the home
 * page's category tiles above the listing have scrolled away (docs/decisions/0047-browse-by-category.md):
 * a screen of the listing itself.
 */
async function wholeCardsOnScreen(page: Page, lang: Messages): Promise<number> {
  const tiles = page.getByRole('navigation', { name: text(lang, 'browse.title') });
  if (await tiles.count())
    await tiles.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY));
  const nav = await page.getByRole('navigation', { name: text(lang, 'nav.label') }).boundingBox();
  const bottom = nav ? nav.y : phone.height;
  let count = 0;
  for (const box of await cards(page).evaluateAll((items) =>
    items.map((li) => li.getBoundingClientRect().bottom),
  ))
    if (box <= bottom) count += 1;
  return count;
}

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  for (const [path, lang, name] of LANGS) {
    test(`(${name}) the grid is two columns, the list a row per ad, and the choice is remembered`, async ({
      page,
      context,
    }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(listing(page)).toHaveAttribute('data-view', 'grid');
      const [a, b, c] = await Promise.all([0, 1, 2].map((i) => cards(page).nth(i).boundingBox()));
      expect(Math.abs(a!.y - b!.y)).toBeLessThan(1);
      expect(a!.x).not.toBe(b!.x);
      expect(c!.y).toBeGreaterThan(a!.y + a!.height - 1);
      expect(await wholeCardsOnScreen(page, lang)).toBeGreaterThanOrEqual(4);
      await expect(toggle(page, lang, 'grid')).toHaveAttribute('aria-pressed', 'true');
      await expectNoA11yViolations(page);

      await toggle(page, lang, 'agenda').click();
      await expect(listing(page)).toHaveAttribute('data-view', 'agenda');
      await expect(toggle(page, lang, 'agenda')).toHaveAttribute('aria-pressed', 'true');
      // The thumbnail sits at the start side: right of the text in Arabic, left in English.
      const first = cards(page).first();
      const picture = (await first.locator('img').boundingBox())!;
      const title = (await first.getByRole('heading').boundingBox())!;
      if (name === 'ar') expect(picture.x).toBeGreaterThan(title.x);
      else expect(picture.x).toBeLessThan(title.x);
      expect(await wholeCardsOnScreen(page, lang)).toBeGreaterThanOrEqual(5);
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === 'listing_view')?.value)
        .toBe('agenda');
      await expectNoA11yViolations(page);

      // The server renders the remembered list: in the HTML itself, before any script runs.
      const html = await (await page.request.get(path)).text();
      expect(html).toContain('data-view="agenda"');
      await page.reload();
      await expect(listing(page)).toHaveAttribute('data-view', 'agenda');
      await toggle(page, lang, 'grid').click();
      await expect(listing(page)).toHaveAttribute('data-view', 'grid');
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === 'listing_view')?.value)
        .toBe('grid');
    });

    test(`(${name}) every link's text says where it leads, the bottom navigation's menu too`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: text(lang, 'nav.label') });
      await expect(nav.getByRole('link', { name: text(lang, 'nav.menu') })).toBeVisible();
      await expectDescriptiveLinks(page);
    });

    test(`(${name}) a guest has sign-in in the header and the whole search placeholder`, async ({ page }) => {
      await page.goto(path);
      const header = page.getByRole('banner');
      const signIn = header.getByRole('link', { name: text(lang, 'auth.login') });
      await expect(signIn).toBeVisible();
      await expect(signIn).toHaveAttribute('href', `${path === '/' ? '' : path}/auth/login`);
      const box = header.getByRole('searchbox');
      await expect(box).toHaveAttribute('placeholder', text(lang, 'header.searchPlaceholder'));
      const room = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const inner =
          input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
        return { needed: context.measureText(input.placeholder).width, inner };
      });
      expect(room.needed).toBeLessThanOrEqual(room.inner);
      // The sign-in, the language and the theme share the first row; nothing spills off screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );
    });
  }

  test('without JavaScript the layout buttons are a form that remembers the choice', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone, locale: 'ar-SA' });
    const page = await context.newPage();
    await page.goto('/?sort=price_asc');
    await toggle(page, ar, 'agenda').click();
    await expect(page).toHaveURL(/\/\?sort=price_asc$/);
    await expect(listing(page)).toHaveAttribute('data-view', 'agenda');
    await page.goto('/en');
    await expect(listing(page)).toHaveAttribute('data-view', 'agenda');
    await toggle(page, en, 'grid').click();
    await expect(listing(page)).toHaveAttribute('data-view', 'grid');
    await context.close();
  });
});

test('a shared address with ?view keeps its layout; guests are served the page of their own layout', async ({
  baseURL,
}) => {
  const guest = await requests.newContext({ baseURL });
  const view = async (path: string, cookie?: string) => {
    const res = await guest.get(path, { headers: cookie ? { cookie } : {} });
    expect(res.status()).toBe(200);
    return /data-view="(\w+)"/.exec(await res.text())?.[1];
  };
  // The guest page cache keeps one page per layout (docs/decisions/0035-guest-page-cache.md).
  expect(await view('/en')).toBe('grid');
  expect(await view('/en')).toBe('grid');
  expect(await view('/en', 'listing_view=agenda')).toBe('agenda');
  expect(await view('/en', 'listing_view=grid')).toBe('grid');
  expect(await view('/en?view=agenda', 'listing_view=grid')).toBe('agenda');
  await guest.dispose();
});

test('on a desktop the grid keeps three columns beside the filters', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en');
  const tops = await cards(page).evaluateAll((items) =>
    items.slice(0, 4).map((li) => li.getBoundingClientRect().top),
  );
  expect(tops[0]).toBe(tops[1]);
  expect(tops[1]).toBe(tops[2]);
  expect(tops[3]).toBeGreaterThan(tops[0]!);
  // Each card fills its cell: a row's cards are as tall as its tallest.
  const heights = await cards(page).evaluateAll((items) =>
    items
      .slice(0, 3)
      .map((li) => [li.getBoundingClientRect().height, li.firstElementChild!.getBoundingClientRect().height]),
  );
  for (const [cell, card] of heights) expect(card).toBeCloseTo(cell!, 1);
});

test('changing the layout keeps the pages already appended (the listing is not reloaded)', async ({
  page,
}) => {
  await page.goto('/en');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => cards(page).count()).toBeGreaterThan(21);
  const shown = await cards(page).count();
  await toggle(page, en, 'agenda').click();
  await expect(listing(page)).toHaveAttribute('data-view', 'agenda');
  expect(await cards(page).count()).toBe(shown);
  await expect(page).toHaveURL(/\/en$/);
});
