import type { Currency } from '@souqna/contracts';

// The API stores integer halalas/fils (docs/product/listings-and-search.md#prices-and-money) and answers in whole units with up to two decimals.
const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** docs/product/i18n-and-rtl.md#digits: en-US thousands grouping in both languages; the fraction only when there is one. */
export function formatAmount(amount: number): string {
  return grouping.format(amount);
}

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Payments and receipts: halalas/fils as 1,500.50, always two decimals, en-US grouping. */
export function formatMinor(minor: number): string {
  return money.format(minor / 100);
}

/** docs/product/reference-data.md#countries-and-currencies: anything that is not SAR is treated as AED. */
export function currencyOf(value: string | null | undefined): Currency {
  return value === 'SAR' ? 'SAR' : 'AED';
}

type Priced = { price: number | null; showPrice: boolean; userId: string };

/**
 * docs/product/listings-and-search.md#prices-and-money: the price shows when showPrice is on or the viewer owns the post. The API already
 * sends null otherwise; checking again keeps a stale cached card from leaking it.
 */
export function visiblePrice(post: Priced, viewerId: string | null | undefined): number | null {
  if (post.price === null) return null;
  return post.showPrice || (viewerId !== undefined && viewerId === post.userId) ? post.price : null;
}

/** The edit form's price text: 1500.5 → "1500.5", never "1.5e3" or a float's long tail. */
export function priceToInput(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}
