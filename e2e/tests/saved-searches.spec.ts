import { expect, test } from '@playwright/test';
import { publish } from './ads.ts';
import { ar, en, text } from './i18n.ts';
import { registerMember, signIn } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

// docs/product/saved-searches.md: save a search from its listing, find it in /setting/searches and
// rename it, another member posts a matching ad, the alert is in the notification list and (with no
// push device) in the dev outbox, whose unsubscribe link works signed out; phone and desktop, ar and en.
test('save a search, rename it, be alerted of a matching ad, unsubscribe signed out from the e-mail', async ({
  page,
  request,
  browser,
}) => {
  const saver = await registerMember(request, 'باحثة عن كرسي');
  const seller = await registerMember(request, 'بائع كراسي');
  const word = `zorbix${Date.now() % 100_000}`;
  await signIn(page, saver);

  await page.goto(`/posts/category?search=${word}`);
  await hydrated(page);
  await page.getByRole('button', { name: text(ar, 'savedSearch.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: text(ar, 'savedSearch.saved') })).toContainText(
    word,
  );
  await expectNoA11yViolations(page);

  await page.goto('/setting/searches');
  const row = page.getByRole('listitem').filter({ hasText: word });
  await expect(row.getByRole('link', { name: word })).toBeVisible();
  await row.getByRole('textbox', { name: text(ar, 'savedSearch.name') }).fill('كراسي زوربكس');
  await row.getByRole('button', { name: text(ar, 'savedSearch.saveChanges') }).click();
  await expect(page.getByText(text(ar, 'savedSearch.updated'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'كراسي زوربكس' })).toBeVisible();
  await expectNoA11yViolations(page);

  await publish(request, seller, `كرسي ${word} مريح`);
  // The alert is written by jobs a moment after the ad: the list is read again until it is there.
  await expect(async () => {
    await page.goto('/notification');
    await expect(page.getByText(text(ar, 'notification.title.savedSearch'))).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const alert = page.getByRole('link', { name: /كراسي زوربكس/ });
  await expect(alert).toHaveAttribute('href', new RegExp(`/posts/category\\?search=${word}`));
  await expectNoA11yViolations(page);

  let mail: { body: string } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(saver.email)}`);
      mail = ((await res.json()) as { items: { body: string; code: string | null }[] }).items.find(
        (m) => !m.code,
      );
      return mail?.body ?? '';
    })
    .toContain(`كرسي ${word} مريح`);
  const link = /https?:\/\/\S+\/saved-searches\/unsubscribe\?token=\S+/.exec(mail!.body)![0];

  // Signed out, on a phone: the link asks once, then turns the alerts off.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ar' });
  const guest = await phone.newPage();
  await guest.goto(link);
  await expect(
    guest.getByRole('heading', { name: text(ar, 'meta.savedSearchUnsubscribe.title') }),
  ).toBeVisible();
  await expectNoA11yViolations(guest);
  await guest.getByRole('button', { name: text(ar, 'savedSearch.unsubscribe') }).click();
  await expect(guest.getByText(text(ar, 'savedSearch.unsubscribed'))).toBeVisible();
  await expect(guest.getByText('كراسي زوربكس')).toBeVisible();
  await phone.close();

  // The member's list in English at phone width: the search is now off.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/setting/searches');
  await expect(page.getByRole('heading', { name: text(en, 'meta.settingsSearches.title') })).toBeVisible();
  await expect(page.getByRole('combobox', { name: text(en, 'savedSearch.frequency') })).toHaveValue('off');
  await expectNoA11yViolations(page);
  await page
    .getByRole('button', { name: text(en, 'savedSearch.deleteNamed').replace('{name}', 'كراسي زوربكس') })
    .click();
  await expect(page.getByText(text(en, 'savedSearch.empty'))).toBeVisible();
});
