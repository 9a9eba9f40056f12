import { describe, expect, it } from 'vitest';
import { commissionMinor } from './payments-money.ts';
import { MarkSoldSchema, minorToPriceText } from './post-sold.ts';
import { PriceSchema } from './posts.ts';

// docs/product/listings-and-search.md#sold-ads
describe('MarkSoldSchema', () => {
  it('takes no body (or null), an empty one, or a sale price by the price rule', () => {
    expect(MarkSoldSchema.parse(undefined)).toBeUndefined();
    expect(MarkSoldSchema.parse(null)).toBeNull();
    expect(MarkSoldSchema.parse({})).toEqual({});
    expect(MarkSoldSchema.parse({ salePrice: '١٥٠٠.٥' })).toEqual({ salePrice: 150050 });
    expect(MarkSoldSchema.parse({ salePrice: 48000 })).toEqual({ salePrice: 4800000 });
  });
  it.each(['-5', '0', '0.5', '10.005', '12345678901', '', 'abc'])('refuses %j', (salePrice) => {
    expect(MarkSoldSchema.safeParse({ salePrice }).success).toBe(false);
  });
});

describe('minorToPriceText', () => {
  it.each([
    [150000, '1500'],
    [150050, '1500.5'],
    [150005, '1500.05'],
    [999_999_999_999, '9999999999.99'],
  ])('%i → %s, which the price rule reads back', (minor, text) => {
    expect(minorToPriceText(minor)).toBe(text);
    expect(PriceSchema.parse(text)).toBe(minor);
  });
  it('the offer previews the charged halala: 1,500.50 at 1 % is 15.01', () => {
    expect(commissionMinor(PriceSchema.parse(minorToPriceText(150050)), 1)).toBe(1501);
  });
});
