import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { publishCamryByForm } from './ads.ts';
import { ar, en, text } from './i18n.ts';
import { type Member, registerMember, signIn } from './members.ts';
import { hydrated } from './support.ts';

// One story, in order: a seller posts, a guest finds, a buyer acts, all of it seen in both languages.
test.describe.configure({ mode: 'serial' });

const token = `qa${Date.now().toString(36)}`;
const title = `تويوتا كامري 2020 نظيفة ${token}`;
let seller: Member;
let postPath = '';

const photo = (hue: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: hue } })
    .jpeg()
    .toBuffer();

test('a member posts an ad with two photos in the Arabic UI', async ({ page, request }) => {
  seller = await registerMember(request, 'بائع السيارات');
  await signIn(page, seller);
  await page.goto('/posts/new');
  await hydrated(page);
  await page.locator('input[type=file]').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#c0392b') },
    { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await photo('#2980b9') },
  ]);
  await expect(
    page.getByRole('img', { name: text(ar, 'postForm.imageN').replace('{n}', '2') }),
  ).toBeVisible();
  await publishCamryByForm(page, {
    title,
    description: 'ماشية 80 ألف كم، صيانة وكالة، بدون حوادث.',
    price: '٥٠٠٠٠',
    city: 'الرياض',
  });

  await page.waitForURL(/\/posts\/[0-9a-f-]{36}$/);
  postPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('50,000')).toBeVisible();
  await expect(
    page.getByRole('button', { name: text(ar, 'post.showImage').replace('{n}', '2') }),
  ).toBeVisible();
});

test('a guest finds it by a variant spelling, filters by city and price, and must sign in to favourite', async ({
  page,
}) => {
  await page.goto('/');
  // ى for ي: the search folds the spelling.
  await page.locator('#site-search').fill(`كامرى ${token}`);
  await page.locator('#site-search').press('Enter');
  // The new ad already heads the home page: wait for the results, not for a card of the old page.
  await page.waitForURL(/search=/);
  const card = page.getByRole('link', { name: title }).first();
  await expect(card).toBeVisible();

  await hydrated(page);
  const filters = page.getByRole('form', { name: text(ar, 'filter.title') }).first();
  await filters.getByLabel(text(ar, 'filter.country')).selectOption({ label: 'السعودية' });
  await filters.getByLabel(text(ar, 'filter.state')).selectOption({ label: 'الرياض' });
  await filters.getByLabel(text(ar, 'filter.city')).selectOption({ label: 'الرياض' });
  await filters.getByLabel(text(ar, 'filter.allPrices')).uncheck();
  // The pill is the label of a visually hidden radio: click it as a person would.
  await filters.getByText(text(ar, 'currency.SAR'), { exact: true }).click();
  await expect(filters.getByRole('radio', { name: text(ar, 'currency.SAR') })).toBeChecked();
  await filters.getByRole('button', { name: text(ar, 'filter.apply') }).click();
  await expect(page).toHaveURL(/city=Riyadh/);
  await expect(page).toHaveURL(/priceRange=10000-75000/);
  await expect(page).toHaveURL(new RegExp(`search=`));
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  await page.getByRole('link', { name: title }).first().click();
  await page.waitForURL((url) => url.pathname === postPath);
  await page
    .getByRole('button', { name: text(ar, 'favorite.toggle').replace('{title}', title) })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText(text(ar, 'auth.mustLogin'));
});

test('a buyer favourites, comments and deletes the comment, follows the seller, and sees it in English', async ({
  page,
  request,
}) => {
  const buyer = await registerMember(request, 'مشتري جاد');
  await signIn(page, buyer);
  await page.goto(postPath);
  const heart = page
    .getByRole('button', { name: text(ar, 'favorite.toggle').replace('{title}', title) })
    .first();
  // The heart flips at once (optimistic); the reload must wait for the server to have it.
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/favorite'));
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  const body = `هل السعر قابل للتفاوض؟ ${token}`;
  await page.getByLabel(text(ar, 'comments.add')).fill(body);
  await page.getByRole('button', { name: text(ar, 'comments.send') }).click();
  await expect(page.getByText(body)).toBeVisible();
  await page
    .getByRole('button', { name: text(ar, 'comments.menu') })
    .first()
    .click();
  await page.getByRole('menuitem', { name: text(ar, 'comments.remove') }).click();
  await expect(page.getByText(body)).toHaveCount(0);

  await page.goto(`/profile/${seller.id}`);
  await page.getByRole('button', { name: text(ar, 'profile.follow'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(seller.fullname);
  await dialog.getByRole('button', { name: text(ar, 'profile.follow'), exact: true }).click();
  await expect(page.getByRole('button', { name: text(ar, 'profile.unfollow'), exact: true })).toBeVisible();
  await expect(page.getByText('متابع واحد')).toBeVisible();
  await expect(page.getByText('إعلان واحد')).toBeVisible();

  await page
    .getByRole('button', { name: text(ar, 'header.language') })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await page.waitForURL(new RegExp(`/en/profile/${seller.id}`));
  await expect(page.getByRole('button', { name: text(en, 'profile.unfollow'), exact: true })).toBeVisible();
  await expect(page.getByText('one ad')).toBeVisible();
  await expect(page.getByText('1 follower')).toBeVisible();

  await page.goto(`/en${postPath}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(
    page.getByRole('button', { name: text(en, 'favorite.toggle').replace('{title}', title) }).first(),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('50,000')).toBeVisible();
});

test('the seller edits the ad and drops a photo; another member reports it once', async ({
  page,
  request,
  browser,
}) => {
  await signIn(page, seller);
  await page.goto(postPath);
  await page.getByRole('link', { name: text(ar, 'post.edit'), exact: true }).click();
  await page.waitForURL(/\/posts\/edit\//);
  await hydrated(page);
  const newTitle = `${title} - السعر نهائي`;
  await page.getByLabel(text(ar, 'postForm.title')).fill(newTitle);
  await page.getByRole('button', { name: text(ar, 'postForm.removeImage').replace('{n}', '2') }).click();
  await page.getByRole('button', { name: text(ar, 'postForm.saveChanges') }).click();
  await page.waitForURL((url) => url.pathname === postPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
  await expect(
    page.getByRole('button', { name: text(ar, 'post.showImage').replace('{n}', '2') }),
  ).toHaveCount(0);

  const reporter = await registerMember(request, 'عضو حريص');
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, reporter);
  await other.goto(postPath);
  await expect(other.getByRole('link', { name: text(ar, 'post.edit'), exact: true })).toHaveCount(0);
  await other
    .getByRole('button', { name: text(ar, 'report.action'), exact: true })
    .first()
    .click();
  const dialog = other.getByRole('dialog');
  await dialog.getByText(text(ar, 'report.reasons.fraud'), { exact: true }).click();
  await dialog.getByRole('button', { name: text(ar, 'report.send') }).click();
  await expect(other.getByText(text(ar, 'report.thanks'))).toBeVisible();
  await context.close();
});
