import { expect, test } from '@playwright/test';
import { publish } from './ads.ts';
import { ar, en, text } from './i18n.ts';
import { registerMember, signIn } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

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
  // The comment is signed with the buyer's display name (a new member has no username yet).
  const item = page.getByRole('listitem').filter({ hasText: body });
  await expect(item).toContainText(buyer.fullname);

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

test("a member's profile shows name, photo, since when, the member's number and how many ads (phone and desktop, both languages)", async ({
  page,
  request,
}) => {
  const seller = await registerMember(request, 'بائعة الملف');
  await publish(request, seller, 'خزانة ملابس');
  const year = String(new Date().getFullYear());
  for (const [path, lang, size] of [
    [`/profile/${seller.id}`, ar, { width: 390, height: 844 }],
    [`/en/profile/${seller.id}`, en, { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(path);
    const card = page.getByRole('region', { name: seller.fullname });
    await expect(card.getByRole('heading', { name: seller.fullname })).toBeVisible();
    await expect(card).toContainText(text(lang, 'seller.memberSince').replace('{date}', '').trim());
    await expect(card).toContainText(year);
    await expect(card).toContainText(lang === ar ? 'إعلان واحد' : 'one ad');
    await expect(card).toContainText(`#${seller.id}`);
    await page.screenshot({ path: test.info().outputPath(`profile-${lang === ar ? 'ar' : 'en'}.png`) });
    await expectNoA11yViolations(page);
  }
});
