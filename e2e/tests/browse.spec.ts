// Issue 18.1 (docs/decisions/0047-browse-by-category.md): browsing by category from the first
// screen. Home → category → subcategory → make → model, in Arabic on a 390 px phone and in English
// on a desktop, with and without JavaScript; a search typed on a category page stays in it with its
// filters, and a chip asks every category instead.
import { expect, test, type Page } from '@playwright/test';
import { ar, en, text, type Messages } from './i18n.ts';
import { registerMember, signIn } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

const phone = { width: 390, height: 844 };
// A walk reads five pages, each checked with axe: more than a minute on a busy two-core machine.
test.setTimeout(180_000);
const desktop = { width: 1280, height: 900 };

const tiles = (page: Page, lang: Messages) =>
  page.getByRole('navigation', { name: text(lang, 'browse.title') });
const chips = (page: Page, lang: Messages, key: string, name?: string) =>
  page.getByRole('navigation', { name: name ?? text(lang, key) });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/** A chip's ads for sale, as it shows them ('1,234'). */
const chipCount = async (page: Page, link: ReturnType<Page['getByRole']>) =>
  Number((await link.locator('span').last().textContent())!.replaceAll(',', ''));

/** The first link of a chip row, with its name and its count. */
async function firstChip(page: Page, row: ReturnType<Page['getByRole']>) {
  const link = row.getByRole('link').first();
  const name = (await link.locator('bdi').textContent())!;
  return { link, name, count: await chipCount(page, link) };
}

/**
 * Home → the vehicles tile → cars for sale → the make with most ads → its first model; on each step
 * the breadcrumb, the title and the marked chip, and on the model page the listing's own count
 * agrees with the chip's.
 */
async function walk(page: Page, lang: Messages, prefix: '' | '/en', { axe }: { axe: boolean }) {
  const vehicles = lang === ar ? 'سيارات ومركبات' : 'Vehicles';
  const cars = lang === ar ? 'سيارات للبيع' : 'Cars for sale';
  await page.goto(prefix || '/');
  await expect(tiles(page, lang).getByRole('listitem')).toHaveCount(10);
  if (axe) await expectNoA11yViolations(page);
  await tiles(page, lang)
    .getByRole('link', { name: new RegExp(vehicles) })
    .click();
  await expect(h1(page)).toHaveText(vehicles);
  await expect(page).toHaveURL(new RegExp(`${prefix}/posts/category/[\\w-]+$`));
  const sub = chips(page, lang, 'browse.subcategories');
  await expect(sub.getByRole('link')).toHaveCount(8);
  if (axe) await expectNoA11yViolations(page);

  await sub.getByRole('link', { name: new RegExp(cars) }).click();
  await expect(h1(page)).toHaveText(cars);
  await expect(
    chips(page, lang, 'browse.subcategories').getByRole('link', { name: new RegExp(cars) }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: text(lang, 'common.breadcrumbs') })).toContainText(
    vehicles,
  );
  const make = await firstChip(page, chips(page, lang, 'browse.makes'));
  expect(make.count).toBeGreaterThan(0);
  if (axe) await expectNoA11yViolations(page);

  await make.link.click();
  await expect(page).toHaveURL(/\?carMake=[\w-]+$/);
  await expect(h1(page)).toContainText(make.name);
  const modelsOf = text(lang, 'browse.modelsOf').replace('{name}', make.name);
  const model = await firstChip(page, chips(page, lang, '', modelsOf));
  if (axe) await expectNoA11yViolations(page);

  await model.link.click();
  await expect(page).toHaveURL(/\?carMake=[\w-]+&carModel=[\w-]+$/);
  await expect(h1(page)).toHaveText(`${make.name} ${model.name}`);
  await expect(
    chips(page, lang, '', modelsOf)
      .getByRole('link', { name: new RegExp(model.name) })
      .first(),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('result-count')).toContainText(model.count.toLocaleString('en-US'));
  await expect(page.locator('main ul[data-view] > li')).toHaveCount(Math.min(model.count, 21));
  if (axe) await expectNoA11yViolations(page);
  return { make, model };
}

test.describe('Arabic on a phone', () => {
  test.use({ viewport: phone });

  test('home → category → subcategory → make → model; the tiles scroll sideways, the page does not', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const row = tiles(page, ar).getByRole('list');
    const [scroll, width] = await row.evaluate((ul) => [ul.scrollWidth, ul.clientWidth]);
    expect(scroll).toBeGreaterThan(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    // The categories are also one tap away in the header.
    await expect(page.getByTestId('header-categories')).toHaveAccessibleName(text(ar, 'browse.categories'));
    await walk(page, ar, '', { axe: true });
  });

  test("a member's menu (the bottom navigation's last tab) leads to the categories", async ({
    page,
    request,
  }) => {
    // Signed in on a wide screen (the helper waits for the header's account menu), then a phone's.
    await page.setViewportSize(desktop);
    await signIn(page, await registerMember(request, 'متصفح الأقسام'));
    await page.setViewportSize(phone);
    await page
      .getByRole('navigation', { name: text(ar, 'nav.label') })
      .getByRole('link', { name: text(ar, 'nav.menu') })
      .click();
    await page
      .getByRole('main')
      .getByRole('link', { name: text(ar, 'browse.categories') })
      .click();
    await expect(page).toHaveURL(/\/category$/);
    await expect(h1(page)).toHaveText(text(ar, 'meta.category.title'));
  });

  test('without JavaScript: the same walk, and a search on the category page stays in it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone, locale: 'ar-SA' });
    const page = await context.newPage();
    const { make } = await walk(page, ar, '', { axe: false });
    const category = new URL(page.url()).pathname;
    // Written in place by the server, not streamed after the page's end for a script to show
    // (docs/decisions/0072-category-first-paint.md).
    await expect(page.getByRole('button', { name: text(ar, 'savedSearch.save') })).toBeVisible();
    const search = page.getByRole('searchbox', { name: text(ar, 'header.searchLabel') });
    await search.fill(make.name);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${category}\\?carMake=[\\w-]+&carModel=[\\w-]+&search=`));
    await page.getByRole('link', { name: text(ar, 'browse.searchEverywhere') }).click();
    await expect(page).toHaveURL(/\/\?search=/);
    await expect(h1(page)).toContainText(make.name);
    await context.close();
  });

  test('without JavaScript: the filter panel (beside the listing on a wider screen) offers a make, then its models', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: desktop,
      locale: 'ar-SA',
    });
    const page = await context.newPage();
    await page.goto('/posts/category/cars-for-sale');
    const panel = page.getByRole('form', { name: text(ar, 'filter.title') });
    const model = panel.getByLabel(text(ar, 'browse.model'));
    await expect(model).toBeDisabled();
    await panel.getByLabel(text(ar, 'browse.make')).selectOption({ label: 'تويوتا' });
    await panel.getByRole('button', { name: text(ar, 'filter.apply') }).click();
    await expect(page).toHaveURL(/carMake=toyota$/);
    await expect(model).toBeEnabled();
    await model.selectOption({ label: 'كامري' });
    await panel.getByRole('button', { name: text(ar, 'filter.apply') }).click();
    await expect(page).toHaveURL(/carMake=toyota&carModel=toyota-camry$/);
    await expect(h1(page)).toHaveText('تويوتا كامري');
    await context.close();
  });
});

test("a car category sends the chosen make's models only; the panel fetches the rest when the make is picked (0073)", async ({
  page,
  request,
}) => {
  const none = await (await request.get('/en/posts/category/cars-for-sale')).text();
  expect(none).not.toContain('toyota-camry');
  const toyota = await (await request.get('/en/posts/category/cars-for-sale?carMake=toyota')).text();
  expect(toyota).toContain('toyota-camry');
  expect(toyota).not.toContain('nissan-patrol');

  await page.setViewportSize(desktop);
  await page.goto('/en/posts/category/cars-for-sale');
  await hydrated(page);
  const panel = page.getByRole('form', { name: text(en, 'filter.title') });
  const model = panel.getByLabel(text(en, 'browse.model'));
  await expect(model).toBeDisabled();
  await panel.getByLabel(text(en, 'browse.make')).selectOption({ label: 'Nissan' });
  await expect(model).toBeEnabled();
  await model.selectOption({ label: 'Patrol' });
  await panel.getByRole('button', { name: text(en, 'filter.apply') }).click();
  await expect(page).toHaveURL(/carMake=nissan&carModel=nissan-patrol$/);
  await expect(h1(page)).toHaveText('Nissan Patrol');
});

test.describe('English on a desktop', () => {
  test.use({ viewport: desktop });

  test('the tiles are one row; the walk from the header’s Categories; a search keeps the category and filters', async ({
    page,
  }) => {
    await page.goto('/en');
    const boxes = await tiles(page, en)
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top));
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
    await page.getByTestId('header-categories').click();
    await expect(page).toHaveURL(/\/en\/category$/);
    await expectNoA11yViolations(page);

    const { make } = await walk(page, en, '/en', { axe: true });
    await hydrated(page);
    const category = new URL(page.url()).pathname;
    const before = new URL(page.url()).searchParams;
    // The suggestions still work on a category page: the make is offered, and Enter searches the
    // typed words (closing the list).
    // The box is a searchbox until the suggestions' code arrives, then a combobox.
    const search = page.getByLabel(text(en, 'header.searchLabel'), { exact: true });
    await search.fill(make.name);
    await expect(page.getByRole('option', { name: new RegExp(make.name) }).first()).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/search=/);
    const after = new URL(page.url());
    expect(after.pathname).toBe(category);
    expect(after.searchParams.get('carMake')).toBe(before.get('carMake'));
    expect(after.searchParams.get('carModel')).toBe(before.get('carModel'));
    await expect(h1(page)).toContainText(make.name);
    await expect(page.getByRole('listbox')).toBeHidden();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: text(en, 'browse.searchEverywhere') }).click();
    await expect(page).toHaveURL(new RegExp(`/en\\?search=${encodeURIComponent(make.name)}$`));
  });
});

test('the sitemap lists each car make and model that has ads, in both languages, and each is its own page', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  const models = locs.filter((l) => /\?carMake=[^&]+&carModel=/.test(l));
  const makes = locs.filter((l) => /\?carMake=[^&]+$/.test(l));
  expect(makes.length).toBeGreaterThan(0);
  expect(models.length).toBeGreaterThan(0);
  // Each in Arabic at the root and in English under /en, with its alternates.
  const model = new URL(models.find((l) => !new URL(l).pathname.startsWith('/en/'))!);
  expect(locs).toContain(`${model.origin}/en${model.pathname}${model.search}`);
  expect(xml).toContain(
    `hreflang="en" href="${`${model.origin}/en${model.pathname}${model.search}`.replaceAll('&', '&amp;')}"`,
  );
  // The model's page lists ads of that model and names it in its title and canonical link.
  const page = await request.get(model.pathname + model.search);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]*carModel=/);
  expect(html).not.toContain(text(ar, 'empty.noResultsTitle'));
});

test('a profile whose member wrote nothing about themselves still has a description (search results show it)', async ({
  request,
}) => {
  const member = await registerMember(request, 'Quiet seller');
  for (const path of [`/profile/${member.id}`, `/en/profile/${member.id}`]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
  }
});
