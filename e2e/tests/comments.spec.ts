import { expect, test } from '@playwright/test';
import { publish } from './ads.ts';
import { ar, text } from './i18n.ts';
import { registerMember, signIn } from './members.ts';
import { hydrated } from './support.ts';

test('a commenter edits their own comment in place; the post owner may only remove it', async ({
  page,
  request,
  browser,
}) => {
  const token = Date.now().toString(36);
  const seller = await registerMember(request, 'بائعة الأجهزة');
  const buyer = await registerMember(request, 'مشترٍ مهتم');
  const postId = await publish(request, seller, `جوال مستعمل نظيف ${token}`);
  await signIn(page, buyer);
  await page.goto(`/posts/${postId}`);
  await hydrated(page);

  const body = `هل يشمل الشاحن؟ ${token}`;
  await page.getByLabel(text(ar, 'comments.add')).fill(body);
  await page.getByRole('button', { name: text(ar, 'comments.send') }).click();
  await expect(page.getByText(body)).toBeVisible();

  const menu = page.getByRole('button', { name: text(ar, 'comments.menu') });
  const area = page.getByRole('textbox', { name: text(ar, 'comments.editLabel') });
  // Escape gives up and hands the focus back to the menu button.
  await menu.click();
  await page.getByRole('menuitem', { name: text(ar, 'comments.edit') }).click();
  await expect(area).toBeFocused();
  await expect(area).toHaveValue(body);
  await page.keyboard.press('Escape');
  await expect(area).toHaveCount(0);
  await expect(menu).toBeFocused();
  await expect(page.getByText(body)).toBeVisible();

  await menu.click();
  await page.getByRole('menuitem', { name: text(ar, 'comments.edit') }).click();
  await area.fill('   ');
  const required = text(ar, 'validations.required').replace('{field}', text(ar, 'comments.editLabel'));
  await expect(page.getByText(required)).toBeVisible();
  await page.getByRole('button', { name: text(ar, 'comments.save') }).click();
  await expect(area).toBeFocused();

  const edited = `هل يشمل الشاحن والسماعات؟ ${token}`;
  await area.fill(edited);
  await page.getByRole('button', { name: text(ar, 'comments.save') }).click();
  await expect(area).toHaveCount(0);
  await expect(page.getByText(edited)).toBeVisible();
  await expect(menu).toBeFocused();
  await page.reload();
  await expect(page.getByText(edited)).toBeVisible();
  await expect(page.getByText(body, { exact: true })).toHaveCount(0);
  await expect(page.getByText(text(ar, 'comments.edited'))).toBeVisible();

  // The post's owner may remove the comment (docs/product/social.md#comments) but not put words in the buyer's mouth.
  const context = await browser.newContext();
  const owner = await context.newPage();
  await signIn(owner, seller);
  await owner.goto(`/posts/${postId}`);
  await owner.getByRole('button', { name: text(ar, 'comments.menu') }).click();
  await expect(owner.getByRole('menuitem', { name: text(ar, 'comments.remove') })).toBeVisible();
  await expect(owner.getByRole('menuitem', { name: text(ar, 'comments.edit') })).toHaveCount(0);
  await context.close();
});
