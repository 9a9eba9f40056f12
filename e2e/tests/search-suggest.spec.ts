import { expect, test, type Page } from '@playwright/test';
import { ar, en, text } from './i18n.ts';
import { expectNoA11yViolations, holdScripts, hydrated } from './support.ts';

type Messages = typeof ar;

const box = (page: Page) => page.locator('#site-search');
const list = (page: Page, messages: Messages) =>
  page.getByRole('listbox', { name: text(messages, 'header.suggestions') });
/** An option is named by its text then its kind's label ("تويوتا ماركة"). */
const option = (page: Page, messages: Messages, name: string, kind: string) =>
  list(page, messages).getByRole('option', {
    name: `${name} ${text(messages, `header.suggestKind.${kind}`)}`,
    exact: true,
  });
const cards = (page: Page) => page.locator('article h2 a');

/** The Arabic count message i18next picks for n (Intl plural rules, the page's digits). */
async function countMessage(page: Page, n: number) {
  const form = new Intl.PluralRules('ar').select(n);
  const digits = await page.evaluate((count) => new Intl.NumberFormat('ar').format(count), n);
  return text(ar, `header.suggestionCount_${form}`).replace('{count, number}', digits);
}

test('Arabic: typing shows make suggestions; arrows, Enter and Escape follow the combobox pattern', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await box(page).click();
  await expect(box(page)).toHaveAttribute('role', 'combobox');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');

  await box(page).pressSequentially('تو');
  await expect(list(page, ar)).toBeVisible();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(box(page)).toHaveAttribute('aria-autocomplete', 'list');
  await expect(box(page)).toHaveAttribute('aria-controls', (await list(page, ar).getAttribute('id'))!);
  const toyota = option(page, ar, 'تويوتا', 'make');
  await expect(toyota).toBeVisible();
  // The live region says how many, in the plural form Arabic needs for that number.
  const count = await list(page, ar).getByRole('option').count();
  await expect(page.getByRole('status').filter({ hasText: await countMessage(page, count) })).toHaveCount(1);
  await expectNoA11yViolations(page);

  // Escape closes and keeps the text; typing again reopens.
  await box(page).press('Escape');
  await expect(list(page, ar)).toBeHidden();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(box(page)).toHaveValue('تو');
  await box(page).press('ArrowDown');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');

  // Makes come first: the first ArrowDown reaches Toyota; ArrowUp from the first wraps to the last.
  await expect(list(page, ar).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(toyota).toHaveAttribute('aria-selected', 'true');
  await box(page).press('ArrowUp');
  await expect(list(page, ar).getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
  await box(page).press('ArrowDown');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await toyota.getAttribute('id'))!);

  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/\?search=%D8%AA%D9%88%D9%8A%D9%88%D8%AA%D8%A7$/);
  expect(new URL(page.url()).searchParams.get('search')).toBe('تويوتا');
  await expect(box(page)).toHaveValue('تويوتا');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(cards(page).first()).toBeVisible();
});

test('English: clicking a suggestion searches for it under /en', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  await box(page).click();
  await box(page).pressSequentially('toy');
  const toyota = option(page, en, 'Toyota', 'make');
  await expect(toyota).toBeVisible();
  await toyota.click();
  await expect(page).toHaveURL(/\/en\?search=Toyota$/);
  await expect(list(page, en)).toBeHidden();
  await expect(box(page)).toHaveValue('Toyota');
  await expect(cards(page).first()).toBeVisible();
});

test('Tab, a click elsewhere and a plain Enter close the list; one letter asks for nothing', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/post/suggest') asked.push(url.searchParams.get('q')!);
  });
  await box(page).click();
  await box(page).pressSequentially('ت');
  // Longer than the typing pause the box waits for: one letter is not worth a request.
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');

  await box(page).pressSequentially('و');
  await expect(list(page, ar)).toBeVisible();
  expect(asked).toEqual(['تو']);
  await box(page).press('Tab');
  await expect(list(page, ar)).toBeHidden();

  // Back in the box, the same text's list returns; a click on the page closes it.
  await box(page).focus();
  await expect(list(page, ar)).toBeVisible();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(list(page, ar)).toBeHidden();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');

  // Enter with no option chosen searches for the typed text, and the list does not stay open.
  await box(page).focus();
  await expect(list(page, ar)).toBeVisible();
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/\?search=%D8%AA%D9%88$/);
  await expect(list(page, ar)).toBeHidden();
});

test('letters typed while the suggestions’ code downloads still get their list', async ({ page }) => {
  // The code arrives only on the first focus; hold it back a little, as a slow network would.
  await page.route(/\/search-suggest-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/');
  await hydrated(page);
  await box(page).click();
  await box(page).pressSequentially('تو');
  await expect(option(page, ar, 'تويوتا', 'make')).toBeVisible();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
});

test('Enter pressed while the suggestions’ code downloads searches, and no list opens over the results', async ({
  page,
}) => {
  let arrived!: () => void;
  const loaded = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(/\/search-suggest-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
    arrived();
  });
  await page.goto('/');
  await hydrated(page);
  await box(page).click();
  await box(page).pressSequentially('تو');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/\?search=%D8%AA%D9%88$/);
  await loaded;
  // Long enough for the code to run and a question to be answered (debounce 150 ms).
  const asked = page.waitForRequest(/\/api\/post\/suggest/, { timeout: 1500 }).catch(() => null);
  expect(await asked).toBeNull();
  await expect(list(page, ar)).toBeHidden();
});

test('on a phone the list spans the header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await hydrated(page);
  await box(page).click();
  await box(page).pressSequentially('تو');
  await expect(list(page, ar)).toBeVisible();
  const listBox = (await list(page, ar).boundingBox())!;
  const inputBox = (await box(page).boundingBox())!;
  expect(listBox.width).toBeGreaterThan(inputBox.width);
  expect(listBox.width).toBeGreaterThan(390 * 0.9);
  expect(listBox.y).toBeGreaterThanOrEqual(inputBox.y + inputBox.height);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the box is still a plain GET search form', async ({ page }) => {
    await page.goto('/en');
    await box(page).fill('Toyota');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/en\?search=Toyota$/);
    await expect(cards(page).first()).toBeVisible();
  });
});

test('words typed before the page hydrates stay in the box and are searched', async ({ page }) => {
  // Hold the app's scripts while the visitor types into the server-rendered box.
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await box(page).fill('تويوتا');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await hydrated(page);
  await expect(box(page)).toHaveValue('تويوتا');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\?search=%D8%AA%D9%88%D9%8A%D9%88%D8%AA%D8%A7$/);
});
