import { describe, expect, it } from 'vitest';
import { typedPriceToMinor } from './typed-price.ts';

describe('typedPriceToMinor', () => {
  it('reads a typed price in halalas, Arabic-Indic digits and grouping included', () => {
    expect(typedPriceToMinor('1,150.5')).toBe(115050);
    expect(typedPriceToMinor('١٢٠٠')).toBe(120000);
    expect(typedPriceToMinor('0')).toBeNull();
  });

  // A price too large to count in halalas exactly would crash the commission preview (a 500 page).
  it('answers null for a number too large to be a price', () => {
    expect(typedPriceToMinor('9999999999999999')).toBeNull();
    expect(typedPriceToMinor('1'.repeat(400))).toBeNull();
  });
});
