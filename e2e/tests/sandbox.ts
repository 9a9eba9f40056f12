import { expect, type Locator, type Page } from '@playwright/test';
import { ar, text } from './i18n.ts';

/** Fills the built-in sandbox's hosted checkout with a test card (docs/product/payments.md#sandbox-test-cards). */
export async function payWith(page: Page, card: string) {
  await page.locator('input[name=cardNumber]').fill(card);
  await page.locator('input[name=expiry]').fill('12/30');
  await page.locator('input[name=cvc]').fill('123');
  await page.locator('form button[type=submit]').click();
}

/**
 * From the Arabic payment form to the receipt: continue, the success card at the sandbox, the
 * payment page waiting for the provider's notice until it says paid, then the receipt.
 */
export async function payToReceipt(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: text(ar, 'payments.continue') }).click();
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
  await payWith(page, '4111 1111 1111 1111');
  await page.waitForURL(/\/setting\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByText(text(ar, 'payments.status.paid'))).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: text(ar, 'payments.receipt') }).click();
  return page.getByRole('article', { name: text(ar, 'payments.receiptTitle') });
}
