// Issue 18.2: the visitor's country from the saved choice, the address, the browser's zone or the
// language's region sets the dial codes, the price filter's and the post form's currency and the
// post form's country; the switcher scopes the listing and is remembered; nothing without a signal
// (docs/decisions/0048-visitor-country.md).
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { ar, en, text } from './i18n.ts';
import { publish } from './ads.ts';
import { registerMember, signIn } from './members.ts';
import { hydrated } from './support.ts';

const wide = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/** A visitor's first page (which saves the browser's offset, a sign of the country), then `page`. */
async function visitor(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ viewport: wide, ...options });
  const page = await context.newPage();
  await page.goto('/');
  if (options.javaScriptEnabled !== false) {
    await hydrated(page);
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'utc_offset')).toBe(true);
  }
  return page;
}

const dialCode = async (page: Page) => {
  await page.goto('/auth/register');
  return page.locator('select[name=dialCode]').inputValue();
};

/** The price filter's currency once "all prices" is unticked, in the aside of the listing. */
const filterCurrency = async (page: Page) => {
  await page.goto('/');
  await hydrated(page);
  const aside = page.getByRole('complementary');
  await aside.getByLabel(text(ar, 'filter.allPrices')).uncheck();
  const checked = aside.getByRole('radio', { checked: true });
  return (await checked.getAttribute('value')) ?? '';
};

const switcher = (page: Page, messages = ar) =>
  page.getByRole('group', { name: text(messages, 'filter.countrySwitcher') });
/** The countries of the guests' newest ads, as the API lists them (what an unscoped page shows). */
const newestCountries = async (page: Page, locale = ar) => {
  const res = await page.request.get('/api/post/cursor?limit=21');
  const { items } = (await res.json()) as { items: { en_country: string }[] };
  const codes = new Set(items.map((i) => (i.en_country === 'Saudi Arabia' ? 'SA' : 'AE')));
  return [...codes].map((c) => text(locale, `countries.${c}`)).sort();
};

const flags = (page: Page) =>
  page
    .locator('article .post-card-meta [role=img]')
    .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('aria-label')))]);

test('Riyadh’s clock makes the visitor Saudi: 966, SAR, the post form in Saudi Arabia; no ad is hidden', async ({
  browser,
  request,
}) => {
  const page = await visitor(browser, { timezoneId: 'Asia/Riyadh', locale: 'en-US' });
  expect(await dialCode(page)).toBe('966');
  expect(await filterCurrency(page)).toBe('SAR');
  // A guess never narrows the listing: both countries' ads, "all countries" pressed.
  await expect(switcher(page).getByRole('button', { name: text(ar, 'filter.allCountries') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await flags(page)).sort()).toEqual(await newestCountries(page));

  const member = await registerMember(request, 'بائع من الرياض');
  await signIn(page, member);
  await page.goto('/posts/new');
  await expect(page.getByLabel(text(ar, 'filter.country'))).toHaveValue('Saudi Arabia');
  await expect(page.getByLabel(text(ar, 'filter.currency'))).toHaveValue('SAR');
  await page.context().close();
});

test('the zone beats the language; the language’s region alone decides; no signal keeps 971 and AED', async ({
  browser,
}) => {
  const cases: [BrowserContextOptions, string, string][] = [
    [{ timezoneId: 'Asia/Dubai', locale: 'ar-SA' }, '971', 'AED'],
    [{ timezoneId: 'UTC', locale: 'ar-SA' }, '966', 'SAR'],
    [{ timezoneId: 'UTC', locale: 'en-AE' }, '971', 'AED'],
    [{ timezoneId: 'America/New_York', locale: 'en-US' }, '971', 'AED'],
  ];
  for (const [options, code, currency] of cases) {
    const page = await visitor(browser, options);
    expect(await dialCode(page), JSON.stringify(options)).toBe(code);
    expect(await filterCurrency(page), JSON.stringify(options)).toBe(currency);
    await page.context().close();
  }
});

test('without JavaScript the switcher scopes the listing to a country, remembered for a year', async ({
  browser,
}) => {
  const page = await visitor(browser, { javaScriptEnabled: false, viewport: phone, locale: 'ar' });
  expect(await dialCode(page)).toBe('971');
  await page.goto('/');
  await switcher(page)
    .getByRole('button', { name: text(ar, 'auth.countrySA') })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(switcher(page).getByRole('button', { name: text(ar, 'auth.countrySA') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await flags(page)).toEqual([text(ar, 'countries.SA')]);
  const saved = (await page.context().cookies()).find((c) => c.name === 'country');
  expect(saved?.value).toBe('SA');
  expect(saved!.expires * 1000).toBeGreaterThan(Date.now() + 364 * 24 * 3600 * 1000);
  // The saved choice sets the dial code too, and stays on the next visit.
  expect(await dialCode(page)).toBe('966');
  await page.goto('/en');
  await expect(switcher(page, en).getByRole('button', { name: text(en, 'auth.countrySA') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await flags(page)).toEqual([text(en, 'countries.SA')]);
  // The other country is one tap away.
  await switcher(page, en)
    .getByRole('button', { name: text(en, 'filter.allCountries') })
    .click();
  expect((await flags(page)).sort()).toEqual(await newestCountries(page, en));
  await page.context().close();
});

test('a saved country beats the clock and keeps its listing when the visitor filters by place', async ({
  browser,
}) => {
  const page = await visitor(browser, { timezoneId: 'Asia/Riyadh', locale: 'ar-SA' });
  await page.goto('/');
  await hydrated(page);
  await switcher(page)
    .getByRole('button', { name: text(ar, 'auth.countryAE') })
    .click();
  await expect(switcher(page).getByRole('button', { name: text(ar, 'auth.countryAE') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => flags(page)).toEqual([text(ar, 'countries.AE')]);
  expect(await dialCode(page)).toBe('971');
  expect(await filterCurrency(page)).toBe('AED');
  // An address naming the other country shows it, and the switcher says so.
  await page.goto('/?country=Saudi+Arabia');
  await expect(switcher(page).getByRole('button', { name: text(ar, 'auth.countrySA') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await flags(page)).toEqual([text(ar, 'countries.SA')]);
  await page.context().close();
});

test('on a phone the filter sheet starts with the country and keeps Apply in sight', async ({ browser }) => {
  const page = await visitor(browser, { viewport: phone, locale: 'ar' });
  await page.getByRole('button', { name: text(ar, 'filter.title') }).click();
  const sheet = page.getByRole('dialog', { name: text(ar, 'filter.title') });
  const fields = sheet.locator('select, input:not([type=hidden])');
  await expect(fields.first()).toHaveAccessibleName(text(ar, 'filter.country'));
  await expect(sheet.getByRole('button', { name: text(ar, 'filter.apply') })).toBeInViewport();
  await page.context().close();
});

test('a rent shows what its price is per, on its card and its page, in both languages', async ({
  page,
  request,
}) => {
  const seller = await registerMember(request, 'مؤجر شقق');
  const token = `rent${Date.now()}`;
  const id = await publish(request, seller, `شقة للإيجار ${token}`, {
    category: 'apartments-for-rent',
    price: '54000',
    currncy: 'SAR',
    area: '140',
    rooms: '3',
    rentPeriod: 'yearly',
  });
  const arabic = `54,000 ${text(ar, 'currency.SAR')} / ${text(ar, 'price.per.yearly')}`;
  const english = `54,000 ${text(en, 'currency.SAR')} / ${text(en, 'price.per.yearly')}`;
  await page.goto(`/posts/category/apartments-for-rent?search=${token}`);
  await expect(page.locator('article .price')).toHaveText(arabic);
  await page.goto(`/en/posts/category/apartments-for-rent?search=${token}`);
  await expect(page.locator('article .price')).toHaveText(english);
  // The ad page's heading price (a phone's bar repeats it).
  await page.goto(`/posts/${id}`);
  await expect(page.getByText(arabic, { exact: true }).first()).toBeVisible();
  await page.goto(`/en/posts/${id}`);
  await expect(page.getByText(english, { exact: true }).first()).toBeVisible();
});
