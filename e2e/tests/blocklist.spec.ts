import { expect, test } from '@playwright/test';
import { ar, en, text } from './i18n.ts';
import { registerMember, signIn } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

// docs/product/social.md#blocks: block from the profile, find them in the block list, unblock there.
test('a member blocks another from their profile, sees them in /setting/blocklist and unblocks them', async ({
  page,
  request,
}) => {
  const me = await registerMember(request, 'عضوة حريصة');
  const pest = await registerMember(request, 'عضو مزعج');
  await signIn(page, me);

  await page.goto(`/profile/${pest.id}`);
  await hydrated(page);
  await page.getByRole('button', { name: text(ar, 'profile.block'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(text(ar, 'profile.blockTitle'));
  await dialog.getByRole('button', { name: text(ar, 'profile.block'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: text(ar, 'profile.unblock'), exact: true })).toBeVisible();

  await page.goto('/setting/blocklist');
  const row = page.getByRole('listitem').filter({ hasText: pest.fullname });
  await expect(row).toBeVisible();
  await expect(row).toContainText(text(ar, 'blocklist.blockedOn'));
  await expectNoA11yViolations(page);

  // The signed-in member's language is remembered: switch it as a person would.
  await hydrated(page);
  await page
    .getByRole('button', { name: text(ar, 'header.language') })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await page.waitForURL((url) => url.pathname === '/en/setting/blocklist');
  await expect(page.getByRole('heading', { name: text(en, 'meta.settingsBlocklist.title') })).toBeVisible();
  await expectNoA11yViolations(page);
  const unblock = text(en, 'blocklist.unblockName').replace('{name}', pest.fullname);
  await page.getByRole('button', { name: unblock }).click();
  await expect(page.getByText(text(en, 'blocklist.unblocked'))).toBeVisible();
  await expect(page.getByText(text(en, 'blocklist.empty'))).toBeVisible();
  await expect(page.getByText(text(en, 'blocklist.howTo'))).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto(`/en/profile/${pest.id}`);
  await expect(page.getByRole('button', { name: text(en, 'profile.block'), exact: true })).toBeVisible();
});
