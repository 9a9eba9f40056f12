import { describe, expect, it } from 'vitest';
import { cleanPhoneInput, toAsciiDigits } from './digits.ts';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

describe('toAsciiDigits', () => {
  it.each([...ARABIC_INDIC].map((ch, i) => [ch, String(i)]))('Arabic-Indic %s -> %s', (input, expected) => {
    expect(toAsciiDigits(input)).toBe(expected);
  });

  it.each([...PERSIAN].map((ch, i) => [ch, String(i)]))('Persian %s -> %s', (input, expected) => {
    expect(toAsciiDigits(input)).toBe(expected);
  });

  it.each([
    ['whole Arabic-Indic run', ARABIC_INDIC, '0123456789'],
    ['whole Persian run', PERSIAN, '0123456789'],
    ['mixed scripts', '٥0۵٩9۹', '505999'],
    ['ASCII unchanged', '0123456789', '0123456789'],
    ['non-digits kept around converted digits', 'سعر ١٢٠٠ AED', 'سعر 1200 AED'],
    ['punctuation kept', '+٩٧١-٥٠', '+971-50'],
    ['Arabic decimal separator is not a digit', '١٫٥', '1٫5'],
    ['empty', '', ''],
    ['letters only', 'abc', 'abc'],
  ])('%s', (_label, input, expected) => {
    expect(toAsciiDigits(input)).toBe(expected);
  });
});

describe('cleanPhoneInput', () => {
  it.each([
    ['plain local number', '501234567', '501234567'],
    ['one leading 0 removed', '0501234567', '501234567'],
    ['several leading zeros removed', '000501234567', '501234567'],
    ['inner zeros kept', '500000000', '500000000'],
    ['Arabic-Indic with leading ٠', '٠٥٠١٢٣٤٥٦٧', '501234567'],
    ['Persian with leading ۰', '۰۵۰۱۲۳۴۵۶۷', '501234567'],
    ['spaces and dashes dropped', '050-123 4567', '501234567'],
    ['plus sign dropped', '+971501234567', '971501234567'],
    ['00 prefix removed as leading zeros', '00971501234567', '971501234567'],
    ['letters dropped', '5a0b1', '501'],
    ['dot dropped', '50.1', '501'],
    ['only zeros', '000', ''],
    ['empty', '', ''],
  ])('%s: %j -> %j', (_label, input, expected) => {
    expect(cleanPhoneInput(input)).toBe(expected);
  });
});
