import { expect, test } from '@playwright/test';
import { noisePhoto, publish, publishCamryByForm } from './ads.ts';
import { ar, en, text } from './i18n.ts';
import { type Member, registerMember, signIn } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

// docs/product/listings-and-search.md#duplicate-guard: the same seller posting the same item again
// is offered the refresh of their live ad instead; another seller's photo is posted and flagged,
// both ads side by side in the moderation queue.
const phone = { width: 390, height: 844 };
const ADMIN = { email: 'admin@souqna.test', password: 'Admin-pass1' } as Member;
const stamp = Date.now().toString(36);

test('posting the same ad again offers the refresh of the live one (phone, Arabic)', async ({
  page,
  request,
}) => {
  const seller = await registerMember(request, 'بائع مكرر');
  const title = `تويوتا كامري ٢٠٢٠ فل كامل ${stamp}`;
  const description = 'السيارة نظيفة جدًا، صيانة وكالة، بدون حوادث';
  const postId = await publish(request, seller, title, {
    category: 'cars-for-sale',
    carModel: 'toyota-camry',
    description,
  });
  await signIn(page, seller);
  await page.setViewportSize(phone);
  await page.goto('/posts/new');
  await hydrated(page);
  await page
    .getByLabel(text(ar, 'postForm.dropZone'))
    .setInputFiles([{ name: 'car.jpg', mimeType: 'image/jpeg', buffer: await noisePhoto(11) }]);
  await publishCamryByForm(page, { title, description, price: '75000' });

  const offer = page.getByTestId('duplicate-offer');
  await expect(offer).toBeVisible();
  await expect(page.getByRole('heading', { name: text(ar, 'duplicate.title') })).toBeFocused();
  await expect(offer).toContainText(title);
  await expect(offer.getByRole('link', { name: text(ar, 'duplicate.view') })).toHaveAttribute(
    'href',
    `/posts/${postId}`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectNoA11yViolations(page);

  // The refresh is the ad page's own: a new ad was put at the top today, so it answers when it may.
  await offer.getByRole('button', { name: text(ar, 'duplicate.refresh') }).click();
  await page.waitForURL((url) => url.pathname === `/posts/${postId}`);
  await expect(
    page
      .getByText(text(ar, 'errors.RefreshTooSoonError'))
      .or(page.getByText(text(ar, 'lifecycle.done.refreshPost'))),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test("another seller's photo is posted and flagged beside the original (desktop, English)", async ({
  page,
  request,
}) => {
  const picture = await noisePhoto(29);
  const owner = await registerMember(request, 'Original seller');
  const originalTitle = `Leather sofa ${stamp}`;
  await publish(request, owner, originalTitle, {}, picture);
  const thief = await registerMember(request, 'Copycat seller');
  const copyTitle = `Sofa bargain ${stamp}`;
  await publish(request, thief, copyTitle, { description: 'Cheap, first come first served' }, picture);

  await signIn(page, ADMIN);
  await page.context().addCookies([{ name: 'locale', value: 'en', url: new URL(page.url()).origin }]);
  const item = page.getByRole('listitem').filter({ hasText: copyTitle });
  await expect(async () => {
    await page.goto('/en/admin/reports?reason=fraud&targetType=post');
    await expect(item).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(item).toContainText(text(en, 'admin.reports.photo.samePhoto'));
  await expect(item.getByRole('link', { name: originalTitle })).toBeVisible();
  await expect(item.getByRole('link', { name: copyTitle })).toBeVisible();
  await expectNoA11yViolations(page);
});
