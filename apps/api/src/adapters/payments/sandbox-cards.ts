// The sandbox's test cards (docs/product/payments.md#sandbox-test-cards): each number stands for one
// outcome, as the test cards of real providers do. Any expiry in the future and any CVC are taken.
import { toAsciiDigits } from '@souqna/contracts';

export type CardOutcome = 'paid' | 'failed' | '3ds';
export type TestCard = { number: string; outcome: CardOutcome; brand: string };

export const SANDBOX_TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', outcome: 'paid', brand: 'visa' },
  { number: '4000000000000002', outcome: 'failed', brand: 'visa' },
  { number: '4000000000003220', outcome: '3ds', brand: 'visa' },
];

/** "4111 1111 1111 1111", "4111-1111-…" or Arabic-Indic digits: the digits alone. */
export const cardDigits = (typed: string): string => toAsciiDigits(typed).replace(/[\s-]/g, '');

export function testCard(typed: string): TestCard | undefined {
  const digits = cardDigits(typed);
  return SANDBOX_TEST_CARDS.find((c) => c.number === digits);
}

/** MM/YY (or MM/YYYY) not in the past; the sandbox checks no more than a real form would. */
export function isFutureExpiry(typed: string, now = new Date()): boolean {
  const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(toAsciiDigits(typed).trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export const isCvc = (typed: string): boolean => /^\d{3,4}$/.test(toAsciiDigits(typed).trim());
