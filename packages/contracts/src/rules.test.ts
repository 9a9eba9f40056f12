import { describe, expect, it } from 'vitest';
import {
  isAtLeastOneImage,
  isImageType,
  isNumeric,
  isValidE164,
  isValidPassword,
  isValidPhoneNumber,
  isValidPrice,
  isValidUsername,
  isWithinImageSize,
  MESSAGES,
  normalizePhone,
  requiredString,
  splitPhone,
} from './rules.ts';

// docs/product/errors-and-limits.md#validation-rules, written out here rather than read from the source.
const ALLOWED_SECOND_DIGIT: Record<string, string[]> = {
  '971': ['0', '2', '4', '5', '6', '7', '8'],
  '966': ['0', '1', '3', '4', '5', '6', '7', '8', '9'],
};
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const secondDigitTable = Object.entries(ALLOWED_SECOND_DIGIT).flatMap(([code, allowed]) =>
  DIGITS.map((d) => [code, d, allowed.includes(d)] as const),
);

describe('MESSAGES (message keys)', () => {
  it.each([
    ['required', 'validations.required'],
    ['minLength', 'validations.minLength'],
    ['maxLength', 'validations.maxLength'],
    ['minLimit', 'validations.minLimit'],
    ['maxLimit', 'validations.maxLimit'],
    ['email', 'validations.emailConfirmation'],
    ['fileType', 'validations.fileType'],
    ['numeric', 'validations.numericField'],
    ['imageSize', 'validations.imageSize'],
    ['minImageCount', 'validations.minImageCount'],
    ['passwordMismatch', 'validations.passwordMismatch'],
    ['mustBeSame', 'auth.mustBeSame'],
    ['usernamePattern', 'validations.usernamePattern'],
    ['phoneNumber', 'validations.validPhoneNumber'],
    ['password', 'validations.passwordRequirements'],
    ['price', 'validations.validPrice'],
  ] as const)('%s -> %s', (rule, key) => {
    expect(MESSAGES[rule]).toBe(key);
  });
});

describe('isValidPhoneNumber', () => {
  it.each(secondDigitTable)('code %s, second digit %s -> %s', (code, d, expected) => {
    expect(isValidPhoneNumber(`5${d}1234567`, code)).toBe(expected);
  });

  it.each(DIGITS.map((d) => [d, ALLOWED_SECOND_DIGIT['966']!.includes(d)] as const))(
    'an unknown dial code follows the "other codes" set: second digit %s -> %s',
    (d, expected) => {
      expect(isValidPhoneNumber(`5${d}1234567`, '20')).toBe(expected);
    },
  );

  it.each([
    ['9 digits starting with 5 (UAE)', '501234567', '971', true],
    ['9 digits starting with 5 (KSA)', '551234567', '966', true],
    ['all nines after the prefix', '599999999', '966', true],
    ['8 digits', '50123456', '971', false],
    ['10 digits', '5012345678', '971', false],
    ['starts with 4', '401234567', '971', false],
    ['starts with 6', '601234567', '966', false],
    ['leading 0 is not stripped by the rule', '0501234567', '971', false],
    ['contains a space', '50 1234567', '971', false],
    ['contains a dash', '50-1234567', '971', false],
    ['contains a letter', '50123456a', '971', false],
    ['empty', '', '971', false],
    ['Arabic-Indic digits', '٥٠١٢٣٤٥٦٧', '971', true],
    ['Persian digits', '۵۵۱۲۳۴۵۶۷', '966', true],
    ['Arabic-Indic, disallowed second digit for 971', '٥١١٢٣٤٥٦٧', '971', false],
    ['Arabic-Indic, disallowed second digit for 966', '٥٢١٢٣٤٥٦٧', '966', false],
    ['dial code included is too long', '971501234567', '971', false],
  ])('%s: %j (%s) -> %s', (_label, number, code, expected) => {
    expect(isValidPhoneNumber(number, code)).toBe(expected);
  });
});

describe('isValidE164', () => {
  it.each([
    ['UAE bare', '971501234567', true],
    ['UAE with +', '+971501234567', true],
    ['UAE with 00', '00971501234567', true],
    ['KSA bare', '966551234567', true],
    ['KSA with +', '+966531234567', true],
    ['KSA with 00', '00966591234567', true],
    ['spaces and dashes', '+971 50-123 4567', true],
    ['parentheses', '+971 (50) 1234567', true],
    ['Arabic-Indic digits with +', '+٩٧١٥٠١٢٣٤٥٦٧', true],
    ['Persian digits with 00', '۰۰۹۶۶۵۵۱۲۳۴۵۶۷', true],
    ['UAE second digit 1 is not allowed', '971511234567', false],
    ['UAE second digit 3 is not allowed', '+971531234567', false],
    ['KSA second digit 2 is not allowed', '966521234567', false],
    ['KSA second digit 9 is allowed, UAE not', '971591234567', false],
    ['too short (8 local digits)', '97150123456', false],
    ['too long (10 local digits)', '9715012345678', false],
    ['national trunk 0 kept', '9710501234567', false],
    ['local part does not start with 5', '971401234567', false],
    ['unknown country code', '20501234567', false],
    ['local number without dial code', '501234567', false],
    ['letters', '+97150123456x', false],
    ['empty', '', false],
  ])('%s: %j -> %s', (_label, phone, expected) => {
    expect(isValidE164(phone)).toBe(expected);
  });
});

describe('normalizePhone', () => {
  it.each([
    ['+971501234567', '971501234567'],
    ['00971501234567', '971501234567'],
    ['+971 (50) 123-4567', '971501234567'],
    ['٠٠٩٦٦٥٥١٢٣٤٥٦٧', '966551234567'],
    ['+۹۶۶ ۵۵ ۱۲۳ ۴۵۶۷', '966551234567'],
    ['971001234567', '971001234567'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe('splitPhone', () => {
  it.each([
    ['+971501234567', { dialCode: '971', number: '501234567' }],
    ['00966551234567', { dialCode: '966', number: '551234567' }],
    ['٩٦٦٥٥١٢٣٤٥٦٧', { dialCode: '966', number: '551234567' }],
    ['+20501234567', null],
    ['', null],
  ])('%j -> %j', (input, expected) => {
    expect(splitPhone(input)).toEqual(expected);
  });
});

describe('isNumeric', () => {
  it.each([
    ['123', true],
    ['0', true],
    ['٠١٢٣', true],
    ['۴۵۶', true],
    ['12a', false],
    ['1.5', false],
    ['-1', false],
    ['1 2', false],
    ['', false],
  ])('%j -> %s', (input, expected) => {
    expect(isNumeric(input)).toBe(expected);
  });
});

describe('isValidPassword', () => {
  it.each([
    ['all four classes', 'Abcdef1-', true],
    ['missing uppercase', 'abcdef1-', false],
    ['missing lowercase', 'ABCDEF1-', false],
    ['missing digit', 'Abcdefg-', false],
    ['missing special', 'Abcdefg1', false],
    ['special is -', 'Abcdef1-', true],
    ['special is _', 'Abcdef1_', true],
    ['special is @', 'Abcdef1@', true],
    ['special is #', 'Abcdef1#', true],
    ['! alone is not a special', 'Abcdef1!', false],
    ['$ alone is not a special', 'Abcdef1$', false],
    ['. alone is not a special', 'Abcdef1.', false],
    ['space alone is not a special', 'Abcdef1 ', false],
    ['% alone is not a special', 'Abcdef1%', false],
    ['! plus an allowed special', 'Abcdef1!#', true],
    ['classes in any order', '#1aB', true],
    ['Arabic letters do not count as upper/lowercase', 'كلمة1-سر', false],
    ['empty', '', false],
  ])('%s: %j -> %s', (_label, input, expected) => {
    expect(isValidPassword(input)).toBe(expected);
  });
});

describe('isValidUsername', () => {
  it.each([
    ['lowercase letters', 'ahmed', true],
    ['digits, underscore and dot', 'ahmed_99.x', true],
    ['only digits', '12345', true],
    ['only dots and underscores', '._.', true],
    ['uppercase rejected by the raw rule', 'Ahmed', false],
    ['space', 'ahmed ali', false],
    ['dash', 'ahmed-ali', false],
    ['at sign', 'ahmed@x', false],
    ['Arabic letters', 'أحمد', false],
    ['Arabic-Indic digits', 'ali٢', false],
    ['accented letter', 'josé', false],
    ['empty', '', false],
  ])('%s: %j -> %s', (_label, input, expected) => {
    expect(isValidUsername(input)).toBe(expected);
  });
});

describe('isValidPrice', () => {
  it.each([
    ['integer', '1', true],
    ['larger integer', '150000', true],
    ['with one decimal', '10.5', true],
    ['with two decimals', '10.55', true],
    ['integer with zeros inside', '1000', true],
    ['zero', '0', false],
    ['leading zero', '01', false],
    ['zero with decimals', '0.5', false],
    ['trailing dot', '1.', false],
    ['three decimals', '1.234', false],
    ['leading dot', '.5', false],
    ['two dots', '1.2.3', false],
    ['comma grouping', '1,000', false],
    ['negative', '-5', false],
    ['plus sign', '+5', false],
    ['spaces', ' 5', false],
    ['letters', '5k', false],
    ['exponent', '1e5', false],
    ['empty', '', false],
    ['Arabic-Indic digits', '١٢٠٠', true],
    ['Arabic-Indic digits with decimals', '١٢.٥٠', true],
    ['Persian digits', '۷۵۰۰۰', true],
    ['Arabic-Indic leading zero', '٠١', false],
    ['Arabic-Indic zero', '٠', false],
  ])('%s: %j -> %s', (_label, input, expected) => {
    expect(isValidPrice(input)).toBe(expected);
  });
});

describe('isImageType', () => {
  it.each([
    ['image/jpeg', true],
    ['image/png', true],
    ['image/webp', true],
    ['IMAGE/PNG', true],
    ['image/svg+xml', false],
    ['application/pdf', false],
    ['video/mp4', false],
    ['text/plain', false],
    ['image/', false],
    ['', false],
  ])('%j -> %s', (mime, expected) => {
    expect(isImageType(mime)).toBe(expected);
  });
});

describe('isWithinImageSize', () => {
  const KB = 1024;
  it.each([
    ['list: all under', [1, 5999 * KB], 6000, true],
    ['list: one exactly at the bound', [10, 6000 * KB], 6000, true],
    ['list: one a byte over', [10, 6000 * KB + 1], 6000, false],
    ['list: first over, rest fine', [7000 * KB, 1], 6000, false],
    ['list: empty', [], 6000, true],
    ['single: under the bound', 6000 * KB - 1, 6000, true],
    ['single: exactly the bound is rejected', 6000 * KB, 6000, false],
    ['single: over', 6000 * KB + 1, 6000, false],
    ['single: small bound in KB', 500 * KB - 1, 500, true],
    ['single: small bound reached', 500 * KB, 500, false],
  ] as [string, number | number[], number, boolean][])('%s', (_label, sizes, maxKb, expected) => {
    expect(isWithinImageSize(sizes, maxKb)).toBe(expected);
  });
});

describe('isAtLeastOneImage', () => {
  it.each([
    ['true', true],
    [true, true],
    ['false', false],
    [false, false],
    ['', false],
    ['TRUE', false],
    ['1', false],
  ] as [string | boolean, boolean][])('%j -> %s', (flag, expected) => {
    expect(isAtLeastOneImage(flag)).toBe(expected);
  });
});

describe('requiredString(3, 5)', () => {
  const schema = requiredString(3, 5);
  it.each([
    ['abc', 'abc'],
    ['abcde', 'abcde'],
    ['  abc  ', 'abc'],
  ])('accepts %j as %j', (input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });

  it.each([
    ['', 'validations.required'],
    ['   ', 'validations.required'],
    [undefined, 'validations.required'],
    [42, 'validations.required'],
    ['ab', 'validations.minLength'],
    [' ab ', 'validations.minLength'],
    ['abcdef', 'validations.maxLength'],
  ])('rejects %j with %s first', (input, key) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(key);
  });
});
