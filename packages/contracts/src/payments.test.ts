import { describe, expect, it } from 'vitest';
import { commissionMinor, minorToDecimal } from './payments-money.ts';
import { AdminPaymentsQuerySchema, CreatePaymentSchema, PaymentsQuerySchema } from './payments.ts';

const body = { type: 'commission', salePrice: '50000', currncy: 'SAR' };
const issue = (input: unknown) => {
  const r = CreatePaymentSchema.safeParse(input);
  return r.success ? 'ok' : `${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}`;
};

describe('CreatePaymentSchema', () => {
  it('takes the sale price as the ad price rule does, as integer halalas', () => {
    expect(CreatePaymentSchema.parse(body)).toEqual({
      type: 'commission',
      salePrice: 5_000_000,
      currncy: 'SAR',
    });
    expect(CreatePaymentSchema.parse({ ...body, salePrice: '١٥٠٠٫٥'.replace('٫', '.') }).salePrice).toBe(
      150_050,
    );
    expect(CreatePaymentSchema.parse({ ...body, salePrice: 1500.25 }).salePrice).toBe(150_025);
    expect(CreatePaymentSchema.parse({ ...body, postId: '' }).postId).toBeUndefined();
  });

  it.each([
    ['negative', { ...body, salePrice: '-5' }, 'salePrice: validations.validPrice'],
    ['zero', { ...body, salePrice: 0 }, 'salePrice: validations.validPrice'],
    ['a leading zero', { ...body, salePrice: '0.50' }, 'salePrice: validations.validPrice'],
    ['a fraction of a halala', { ...body, salePrice: '10.005' }, 'salePrice: validations.validPrice'],
    [
      'a float that is not two places',
      { ...body, salePrice: 0.1 + 0.2 },
      'salePrice: validations.validPrice',
    ],
    ['eleven digits', { ...body, salePrice: '12345678901' }, 'salePrice: validations.maxLimit'],
    ['an exponent', { ...body, salePrice: 1e21 }, 'salePrice: validations.validPrice'],
    ['no price', { type: 'commission', currncy: 'SAR' }, 'salePrice: validations.required'],
    ['another currency', { ...body, currncy: 'USD' }, 'currncy: validations.required'],
    ['another type', { ...body, type: 'featured' }, 'type: validations.required'],
    ['a post id that is not one', { ...body, postId: 'abc' }, 'postId: validations.required'],
  ])('refuses %s', (_label, input, expected) => {
    expect(issue(input)).toBe(expected);
  });
});

describe('commissionMinor: sale × rate %, half up to the halala', () => {
  it.each([
    [5_000_000, 1, 50_000], // 50,000 SAR at 1 % → 500 SAR (the commission page's example)
    [150_050, 1, 1_501], // 15.005 → 15.01 (half up)
    [150_049, 1, 1_500], // 15.0049 → 15.00
    [10_000, 2.5, 250],
    [333, 33.333333, 111], // 110.99 → 111
    [12_345, 0, 0],
    [999_999_999_999, 100, 999_999_999_999], // the largest sale price, in full: no precision lost
    [999_999_999_999, 1.234567, 12_345_670_000], // 12,345,669,999.98765… (past 2^53 before dividing)
  ])('%i at %d %% → %i', (sale, rate, expected) => {
    expect(commissionMinor(sale, rate)).toBe(expected);
  });

  it('reads the rate to six places, so 0.1 is exactly a tenth of a percent', () => {
    expect(commissionMinor(1_000_000, 0.1)).toBe(1_000);
    expect(commissionMinor(1_000_000, 0.1 + 0.2)).toBe(3_000);
  });

  it('refuses what is not money', () => {
    expect(() => commissionMinor(1.5, 1)).toThrow(RangeError);
    expect(() => commissionMinor(-1, 1)).toThrow(RangeError);
    expect(() => commissionMinor(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('minorToDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [150_050, '1500.50'],
    [999_999_999_999, '9999999999.99'],
    [-250, '-2.50'],
  ])('%i → %s', (minor, text) => expect(minorToDecimal(minor)).toBe(text));
});

describe('payment lists', () => {
  it('pages 20 by default, at most 100, newest first', () => {
    expect(PaymentsQuerySchema.parse({})).toEqual({ page: 1, limit: 20, sort: 'newest' });
    expect(PaymentsQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(PaymentsQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(PaymentsQuerySchema.parse({ dateTo: '٢٠٢٦-١١-٢٤' }).dateTo).toEqual(new Date('2026-11-24'));
  });

  it('lets admins filter by payer, currency and receipt number', () => {
    const q = AdminPaymentsQuerySchema.parse({ currncy: 'AED', receiptNumber: ' SQ-2026-000001 ' });
    expect(q).toMatchObject({ currncy: 'AED', receiptNumber: 'SQ-2026-000001' });
    expect(AdminPaymentsQuerySchema.safeParse({ userId: 'me' }).success).toBe(false);
  });
});
