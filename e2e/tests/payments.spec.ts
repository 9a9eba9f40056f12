import { expect, test } from '@playwright/test';
import { publish } from './ads.ts';
import { ar, en, text } from './i18n.ts';
import { registerMember, signIn, type Member } from './members.ts';
import { payToReceipt, payWith } from './sandbox.ts';
import { expectNoA11yViolations } from './support.ts';

// Commission payments (docs/product/payments.md) through the built-in sandbox: the success card
// ends paid with a receipt, the decline card failed with a way to try again. Only the provider's
// notice marks a payment paid; the page waits for it.
test('a seller pays the commission of a sold ad with the success card and gets a receipt; an admin refunds it', async ({
  page,
  request,
  browser,
}) => {
  const seller = await registerMember(request, 'بائعة الكاميرا');
  const title = `كاميرا كانون ${Date.now().toString(36)}`;
  const postId = await publish(request, seller, title);
  await signIn(page, seller);
  await page.goto(`/setting/payment/new?postId=${postId}&salePrice=50000&currncy=SAR`);
  await expect(page.locator('#commission-preview')).toContainText('500.00');
  await expectNoA11yViolations(page);
  const receipt = await payToReceipt(page);
  await expect(receipt).toContainText(/SQ-\d{4}-\d{6}/);
  await expect(receipt).toContainText(title);
  await expect(receipt).toContainText('500.00');
  await expect(receipt).toContainText('VISA •••• 1111');
  await expectNoA11yViolations(page);

  // The list has it, filtered by status.
  const number = (await receipt.textContent())!.match(/SQ-\d{4}-\d{6}/)![0];
  await page.goto('/setting/payment?status=paid');
  await expect(page.getByRole('link').filter({ hasText: title })).toContainText(
    text(ar, 'payments.status.paid'),
  );

  // An admin finds it by its receipt number and refunds it; the member sees it refunded.
  const adminContext = await browser.newContext({ locale: 'ar-SA' });
  const admin = await adminContext.newPage();
  await signIn(admin, { email: 'admin@souqna.test', password: 'Admin-pass1' } as Member);
  await admin.goto(`/admin/payments?receiptNumber=${number}`);
  const row = admin.getByRole('listitem').filter({ hasText: title });
  await expectNoA11yViolations(admin);
  await row.getByText(text(ar, 'admin.payments.refund')).click();
  await row.getByLabel(text(ar, 'admin.payments.note')).fill('ألغي البيع');
  await row.getByRole('button', { name: /500\.00/ }).click();
  await expect(admin.getByText(text(ar, 'admin.payments.refunded'))).toBeVisible();
  await adminContext.close();
  await page.goto('/setting/payment');
  await expect(page.getByRole('link').filter({ hasText: title })).toContainText(
    text(ar, 'payments.status.refunded'),
  );
});

test('the decline card leaves the payment failed, and trying again starts a new one (English, phone)', async ({
  page,
  request,
}) => {
  const seller = await registerMember(request, 'Lamp seller');
  await signIn(page, seller);
  await page.context().addCookies([{ name: 'locale', value: 'en', url: new URL(page.url()).origin }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/setting/payment/new');
  await page.getByLabel(text(en, 'payments.salePrice')).fill('١٢٠٠');
  await expect(page.locator('#commission-preview')).toContainText('12.00');
  await page.getByRole('button', { name: text(en, 'payments.continue') }).click();
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
  await payWith(page, '4000 0000 0000 0002');
  await page.waitForURL(/\/en\/setting\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByText(text(en, 'payments.status.failed'))).toBeVisible({ timeout: 20_000 });
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: text(en, 'payments.tryAgain') }).click();
  await expect(page.getByLabel(text(en, 'payments.salePrice'))).toHaveValue('1200.00');
  await page.getByRole('button', { name: text(en, 'payments.continue') }).click();
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
  await payWith(page, '4111111111111111');
  await expect(page.getByText(text(en, 'payments.status.paid'))).toBeVisible({ timeout: 20_000 });
  // Both stay in the list: the failed try and the paid one.
  await page.goto('/en/setting/payment');
  const list = page.getByRole('main').getByRole('list');
  await expect(list.getByText(text(en, 'payments.status.failed'))).toBeVisible();
  await expect(list.getByText(text(en, 'payments.status.paid'))).toBeVisible();
});

test('the commission calculator answers as the payment would, with and without JavaScript', async ({
  page,
  request,
  browser,
}) => {
  const member = await registerMember(request, 'Curious seller');
  await signIn(page, member);
  await page.context().addCookies([{ name: 'locale', value: 'en', url: new URL(page.url()).origin }]);
  await page.goto('/en/setting/commission');
  await page.getByLabel(text(en, 'settings.calculator.salePrice')).fill('250000');
  await expect(page.locator('#calculator-result')).toContainText('2,500.00');
  await expectNoA11yViolations(page);

  const noJs = await browser.newContext({ javaScriptEnabled: false });
  await noJs.addCookies(await page.context().cookies());
  const plain = await noJs.newPage();
  await plain.goto('/en/setting/commission');
  // Arabic-Indic digits are read too.
  await plain.getByLabel(text(en, 'settings.calculator.salePrice')).fill('١٢٠٠');
  await plain.getByRole('button', { name: text(en, 'settings.calculator.compute') }).click();
  await expect(plain.locator('#calculator-result')).toContainText('12.00');
  await noJs.close();
});
