import { describe, expect, it } from 'vitest';
import { currencyOf, formatAmount, formatMinor, priceToInput, visiblePrice } from './price.ts';
import { typedPriceToMinor } from './typed-price.ts';

describe('price formatting', () => {
  it('groups thousands the en-US way and hides a zero fraction', () => {
    expect(formatAmount(150_000)).toBe('150,000');
    expect(formatAmount(1_234_567.5)).toBe('1,234,567.5');
    expect(formatAmount(0.99)).toBe('0.99');
  });
  it('treats anything but SAR as AED', () => {
    expect(currencyOf('SAR')).toBe('SAR');
    expect(currencyOf('AED')).toBe('AED');
    expect(currencyOf('USD')).toBe('AED');
    expect(currencyOf(null)).toBe('AED');
  });
  it('shows the price when showPrice is on or to the owner only', () => {
    const post = { price: 5000, showPrice: false, userId: 'u1' };
    expect(visiblePrice(post, 'u2')).toBeNull();
    expect(visiblePrice(post, null)).toBeNull();
    expect(visiblePrice(post, 'u1')).toBe(5000);
    expect(visiblePrice({ ...post, showPrice: true }, null)).toBe(5000);
    expect(visiblePrice({ ...post, price: null, showPrice: true }, 'u1')).toBeNull();
  });
  it('gives the form back what was typed', () => {
    expect(priceToInput(1500)).toBe('1500');
    expect(priceToInput(1500.5)).toBe('1500.5');
    expect(priceToInput(1500.05)).toBe('1500.05');
  });
});

describe('money as typed and shown (payments)', () => {
  it('reads Arabic-Indic digits, grouping commas and up to two decimals into halalas', () => {
    expect(typedPriceToMinor('١٥٠٠')).toBe(150_000);
    expect(typedPriceToMinor('1,500.5')).toBe(150_050);
    expect(typedPriceToMinor('0')).toBeNull();
    expect(typedPriceToMinor('12.345')).toBeNull();
    expect(typedPriceToMinor('')).toBeNull();
  });
  it('shows halalas with two decimals and en-US grouping', () => {
    expect(formatMinor(150_050)).toBe('1,500.50');
    expect(formatMinor(1)).toBe('0.01');
  });
});
