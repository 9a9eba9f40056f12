// Details by category (docs/decisions/0039-details-by-category.md): asked in the post form only where
// they apply, shown on the card and as the ad's spec table, and filtered by in the panel, with and
// without JavaScript, in both languages.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { publish } from './ads.ts';
import { ar, en, text } from './i18n.ts';
import { registerMember, signIn } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

const phone = { width: 390, height: 844 };
const token = `d${Date.now().toString(36)}`;

test('on a phone in Arabic, a car asks for its details; the ad shows them as a spec table', async ({
  page,
  request,
}) => {
  await signIn(page, await registerMember(request, 'بائع التفاصيل'));
  await page.setViewportSize(phone);
  await page.goto('/posts/new');
  await hydrated(page);
  // Nothing to ask before the category is known.
  await expect(page.getByLabel(text(ar, 'details.year'))).toHaveCount(0);
  await page.getByLabel(text(ar, 'postForm.parentCategory')).selectOption({ label: 'سيارات ومركبات' });
  await page
    .getByLabel(text(ar, 'postForm.category'), { exact: true })
    .selectOption({ label: 'سيارات للبيع' });
  await page.getByLabel(text(ar, 'details.year')).fill('٢٠١٩');
  await page.getByLabel(text(ar, 'details.mileage')).fill('85,000');
  await page.getByLabel(text(ar, 'details.transmission')).selectOption({ label: 'أوتوماتيك' });
  await page.getByLabel(text(ar, 'details.fuel')).selectOption({ label: 'هايبرد' });
  await expect(page.getByLabel(text(ar, 'details.rooms'))).toHaveCount(0);
  await expectNoA11yViolations(page, 'form');

  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8e44ad' } })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type=file]')
    .setInputFiles([{ name: 'car.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await page.getByLabel(text(ar, 'postForm.title')).fill(`كامري هايبرد ${token}`);
  await page.getByLabel(text(ar, 'postForm.price'), { exact: true }).fill('٨٥٠٠٠');
  await page.getByLabel(text(ar, 'filter.currency')).selectOption('SAR');
  await page.getByLabel(text(ar, 'filter.country')).selectOption({ label: 'السعودية' });
  await page.getByLabel(text(ar, 'filter.state')).selectOption({ label: 'الرياض' });
  await page.getByRole('button', { name: text(ar, 'postForm.publish') }).click();
  await page.waitForURL(/\/posts\/[0-9a-f-]{36}$/);

  const specs = page.getByRole('region', { name: text(ar, 'details.specs') });
  await expect(specs.getByRole('definition')).toHaveText(['2019', '85,000 كم', 'أوتوماتيك', 'هايبرد']);
  await expectNoA11yViolations(page);
});

test('in English, the category panel filters by year and transmission; chips remove each filter', async ({
  page,
  request,
}) => {
  const seller = await registerMember(request, 'Details seller');
  const car = (title: string, year: string, transmission: string) =>
    publish(request, seller, `${title} ${token}`, {
      category: 'cars-for-sale',
      year,
      mileage: '40000',
      transmission,
    });
  await car('Old manual', '2012', 'manual');
  await car('New manual', '2021', 'manual');
  await car('New automatic', '2022', 'automatic');

  await page.goto(`/en/posts/category/cars-for-sale?search=${token}`);
  await hydrated(page);
  const panel = page.getByRole('form', { name: text(en, 'filter.title') }).first();
  await panel.getByLabel(`${text(en, 'details.year')} ${text(en, 'details.from')}`).fill('2020');
  await panel.getByRole('checkbox', { name: 'Manual' }).check();
  await panel.getByRole('button', { name: text(en, 'filter.apply') }).click();
  await expect(page).toHaveURL(/year=2020-/);
  await expect(page).toHaveURL(/transmission=manual/);
  await expect(page.getByRole('link', { name: `New manual ${token}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `New automatic ${token}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Old manual ${token}` })).toHaveCount(0);
  // The heading says how many were found, and the card what the buyer filtered by.
  await expect(page.getByTestId('result-count')).toHaveText('1 ad');
  await expect(page.getByText('2021 · 40,000 km')).toBeVisible();

  const chips = page.getByRole('list', { name: text(en, 'filter.active') });
  await chips.getByRole('link', { name: /Transmission: Manual/ }).click();
  await expect(page).not.toHaveURL(/transmission=/);
  await expect(page.getByRole('link', { name: `New automatic ${token}` })).toBeVisible();
  await expectNoA11yViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the panel submits its fields and the address is folded to one key per detail', async ({ page }) => {
    await page.goto('/posts/category/cars-for-sale');
    const panel = page.getByRole('form', { name: text(ar, 'filter.title') }).first();
    await panel.getByLabel(`${text(ar, 'details.mileage')} ${text(ar, 'details.to')}`).fill('١٠٠٠٠٠');
    await panel.getByRole('checkbox', { name: 'ديزل' }).check();
    await panel.getByRole('checkbox', { name: 'بنزين' }).check();
    await panel.getByRole('button', { name: text(ar, 'filter.apply') }).click();
    await expect(page).toHaveURL(/\/posts\/category\/cars-for-sale\?fuel=petrol%2Cdiesel&mileage=-100000$/);
    await expect(page.getByRole('list', { name: text(ar, 'filter.active') })).toContainText('الممشى');
  });
});
