import { expect, test, type Page } from '@playwright/test';
import { ar, en, text } from './i18n.ts';
import { expectNoA11yViolations, holdScripts, hydrated } from './support.ts';

// The demo seed has ~2,000 ads, many of them in Riyadh: enough for a filtered page and a second page.
const panel = (page: Page) => page.getByRole('form', { name: text(ar, 'filter.title') });
const select = (page: Page, key: 'country' | 'state' | 'city') =>
  panel(page).getByLabel(text(ar, `filter.${key}`));
const apply = (page: Page) =>
  panel(page)
    .getByRole('button', { name: text(ar, 'filter.apply') })
    .click();
/** The cards' post links (the title link; the image repeats it hidden). */
const cardHrefs = (page: Page) =>
  page.locator('article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
/** The place line of every card. */
const cardPlaces = (page: Page) => page.locator('article .post-card-meta > span.truncate').allTextContents();
/** The price tag of every card that shows one: '12,500 ر.س' (en-US grouping, then the currency). */
const cardPrices = (page: Page) =>
  page.locator('article span:has(> bdi[dir="ltr"])').evaluateAll((tags) =>
    tags.map((tag) => ({
      amount: Number(tag.querySelector('bdi')?.textContent?.replaceAll(',', '')),
      // A rent's price ends with its period ("ر.س / سنوياً"): the currency is what comes before it.
      currency: tag.textContent
        ?.replace(tag.querySelector('bdi')?.textContent ?? '', '')
        .split(' / ')[0]
        ?.trim(),
    })),
  );
const priceField = (page: Page, key: 'priceMin' | 'priceMax') =>
  panel(page).getByRole('textbox', { name: text(ar, `filter.${key}`), exact: true });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('country → region → city is a plain GET form, one level per Apply', async ({ page }) => {
    await page.goto('/');
    await expect(select(page, 'state')).toBeDisabled();
    await expect(panel(page).getByText(text(ar, 'filter.countryFirst'))).toBeVisible();
    await select(page, 'country').selectOption({ label: 'السعودية' });
    await apply(page);
    await page.waitForURL(/country=Saudi\+Arabia/);

    await expect(select(page, 'country')).toHaveValue('Saudi Arabia');
    await expect(select(page, 'state')).toBeEnabled();
    await expect(select(page, 'city')).toBeDisabled();
    await select(page, 'state').selectOption({ label: 'الرياض' });
    await apply(page);
    await page.waitForURL(/state=Riyadh/);

    await expect(select(page, 'city')).toBeEnabled();
    await select(page, 'city').selectOption({ label: 'الرياض' });
    await apply(page);
    await expect(page).toHaveURL(/country=Saudi\+Arabia&state=Riyadh&city=Riyadh/);
    await expect(select(page, 'city')).toHaveValue('Riyadh');
    const places = await cardPlaces(page);
    expect(places.length).toBeGreaterThan(0);
    expect(new Set(places)).toEqual(new Set(['الرياض']));
  });

  test('a custom price range is two plain fields that take Arabic-Indic digits', async ({ page }) => {
    await page.goto('/');
    const everything = await cardHrefs(page);
    // The 'all prices' box needs the script; without it, empty fields are every price.
    await expect(panel(page).getByText(text(ar, 'filter.allPrices'))).toBeHidden();
    await panel(page).getByText(text(ar, 'currency.SAR'), { exact: true }).click();
    await expect(panel(page).getByRole('radio', { name: text(ar, 'currency.SAR') })).toBeChecked();
    await priceField(page, 'priceMin').fill('١٠٠٠٠');
    await priceField(page, 'priceMax').fill('20000');
    await apply(page);
    await page.waitForURL(/priceRange=10000-20000/);
    const url = new URL(page.url());
    expect(url.searchParams.get('currncy')).toBe('SAR');
    expect(url.searchParams.has('priceMin')).toBe(false);

    // The panel shows the range back, ready to change again.
    await expect(priceField(page, 'priceMin')).toHaveValue('10000');
    await expect(priceField(page, 'priceMax')).toHaveValue('20000');
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const { amount, currency } of prices) {
      expect(amount).toBeGreaterThanOrEqual(10000);
      expect(amount).toBeLessThanOrEqual(20000);
      expect(currency).toBe(text(ar, 'currency.SAR'));
    }

    // Emptying both fields is every price again, in any currency: the plain listing.
    await priceField(page, 'priceMin').fill('');
    await priceField(page, 'priceMax').fill('');
    await apply(page);
    await page.waitForURL((u) => !u.searchParams.has('priceRange'));
    expect(new URL(page.url()).searchParams.has('currncy')).toBe(false);
    expect(await cardHrefs(page)).toEqual(everything);
  });

  test('changing the country drops the region picked under the old one', async ({ page }) => {
    await page.goto('/');
    await select(page, 'country').selectOption({ label: 'السعودية' });
    await apply(page);
    await page.waitForURL(/country=Saudi\+Arabia/);
    await select(page, 'state').selectOption({ label: 'الرياض' });
    await apply(page);
    await page.waitForURL(/state=Riyadh/);

    // The region select still holds Riyadh, so the form sends it with the new country.
    await select(page, 'country').selectOption({ label: 'الإمارات' });
    await apply(page);
    await page.waitForURL(/country=United\+Arab\+Emirates/);
    expect(page.url()).not.toContain('Riyadh');
    await expect(select(page, 'country')).toHaveValue('United Arab Emirates');
    await expect(select(page, 'state')).toHaveValue('');
    await expect(select(page, 'city')).toBeDisabled();
    const places = await cardPlaces(page);
    expect(places.length).toBeGreaterThan(0);
    expect(places).not.toContain('الرياض');
  });

  test('the next-page link opens a second page of other ads', async ({ page }) => {
    await page.goto('/');
    const first = await cardHrefs(page);
    expect(first).toHaveLength(21);
    await page.getByRole('link', { name: text(ar, 'listing.more') }).click();
    await page.waitForURL(/cursor=/);
    const second = await cardHrefs(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((href) => first.includes(href))).toEqual([]);
  });
});

test('a place picked before hydration survives it', async ({ page }) => {
  // Hold the app's scripts until the reader has picked a country in the server-rendered form.
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await select(page, 'country').selectOption({ label: 'السعودية' });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await hydrated(page);
  // The state list only opens if the panel's state took the country in.
  await expect(select(page, 'country')).toHaveValue('Saudi Arabia');
  await select(page, 'state').selectOption({ label: 'الرياض' });
  await select(page, 'city').selectOption({ label: 'الرياض' });
  await apply(page);
  await expect(page).toHaveURL(/\?country=Saudi\+Arabia&state=Riyadh&city=Riyadh$/);
});

test('scrolling to the end of the listing appends the next page, without repeats', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const first = await cardHrefs(page);
  expect(first).toHaveLength(21);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(async () => (await cardHrefs(page)).length).toBeGreaterThan(first.length);
  const all = await cardHrefs(page);
  expect(all.slice(0, first.length)).toEqual(first);
  expect(new Set(all).size).toBe(all.length);
  // The address stays the first page's: the appended cards are the same listing.
  expect(new URL(page.url()).search).toBe('');
});

test('on a phone the filter sheet applies a city and closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await hydrated(page);
  const open = page.getByRole('button', { name: text(ar, 'filter.title') });
  await open.click();
  const sheet = page.getByRole('dialog', { name: text(ar, 'filter.title') });
  await sheet.getByLabel(text(ar, 'filter.country')).selectOption({ label: 'السعودية' });
  await sheet.getByLabel(text(ar, 'filter.state')).selectOption({ label: 'الرياض' });
  await sheet.getByLabel(text(ar, 'filter.city')).selectOption({ label: 'الرياض' });
  await sheet.getByRole('button', { name: text(ar, 'filter.apply') }).click();

  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\?country=Saudi\+Arabia&state=Riyadh&city=Riyadh$/);
  await expect(open).toBeFocused();
  await expect.poll(async () => new Set(await cardPlaces(page))).toEqual(new Set(['الرياض']));
});

// Issue 11, item 2: the currency follows the country, typed ends go past the slider, chips remove.
test('on a phone, Saudi Arabia prices in SAR, a typed open range, and chips that remove a filter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: text(ar, 'filter.title') }).click();
  const sheet = page.getByRole('dialog', { name: text(ar, 'filter.title') });
  await sheet.getByLabel(text(ar, 'filter.allPrices')).uncheck();
  const radio = (c: 'SAR' | 'AED') => sheet.getByRole('radio', { name: text(ar, `currency.${c}`) });
  await expect(radio('AED')).toBeChecked();
  await sheet.getByLabel(text(ar, 'filter.country')).selectOption({ label: 'السعودية' });
  await expect(radio('SAR')).toBeChecked();
  const end = (key: 'priceFrom' | 'priceTo') =>
    sheet.getByRole('textbox', { name: text(ar, `filter.${key}`), exact: true });
  await end('priceFrom').fill('٢٠٠٠٠');
  await end('priceTo').fill('');
  await expect(end('priceTo')).toHaveAttribute('placeholder', '150,000+');
  await sheet.getByRole('button', { name: text(ar, 'filter.apply') }).click();
  await expect(page).toHaveURL(/\?currncy=SAR&priceRange=20000-&country=Saudi\+Arabia$/);

  const chips = page.getByRole('list', { name: text(ar, 'filter.active') });
  await expect(chips.getByRole('link')).toHaveText([
    `${text(ar, 'filter.price')}: 20,000 فأكثر ${text(ar, 'currency.SAR')}`,
    'السعودية',
  ]);
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  for (const { amount, currency } of prices) {
    expect(amount).toBeGreaterThanOrEqual(20000);
    expect(currency).toBe(text(ar, 'currency.SAR'));
  }
  await expectNoA11yViolations(page);
  await chips.getByRole('link').first().click();
  await expect(page).toHaveURL(/\?country=Saudi\+Arabia$/);
  await expect(chips.getByRole('link')).toHaveText(['السعودية']);
});

test('in English the chips read left to right and removing a country drops its region', async ({ page }) => {
  await page.goto('/en?country=Saudi+Arabia&state=Riyadh&currncy=SAR&priceRange=-9000');
  const chips = page.getByRole('list', { name: text(en, 'filter.active') });
  await expect(chips.getByRole('link')).toHaveText([
    `${text(en, 'filter.price')}: up to 9,000 ${text(en, 'currency.SAR')}`,
    'Saudi Arabia',
    'Riyadh',
  ]);
  await chips
    .getByRole('link', { name: text(en, 'filter.remove').replace('{name}', 'Saudi Arabia') })
    .click();
  await expect(page).toHaveURL(/\/en\?currncy=SAR&priceRange=-9000$/);
});
