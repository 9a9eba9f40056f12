import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  VerifyOtpForNewUserSchema,
  VerifyOtpForResetSchema,
} from './auth.ts';
import { CountrySchema, SettingsQuerySchema, SiteSettingsSchema, SETTINGS_FIELDS } from './catalog.ts';
import {
  DialCodeSchema,
  EmailSchema,
  FullnameSchema,
  LoginPasswordSchema,
  NewPasswordSchema,
  OtpSchema,
  PhoneNumberSchema,
  UsernameSchema,
} from './schemas-common.ts';
import { ChangePasswordSchema, UpdateUserSchema, UsersExportSchema, UsersQuerySchema } from './users.ts';

/** Messages of the issues a schema reports for an input; [] when it parses. */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}
function firstIssue(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success, `expected ${JSON.stringify(input)} to be rejected`).toBe(false);
  return result.error!.issues[0]!;
}

const GOOD_PASSWORD = 'Secret-123';

describe('PhoneNumberSchema (full number, dial code first)', () => {
  it.each([
    ['971501234567', '971501234567'],
    ['+971501234567', '971501234567'],
    ['00971501234567', '971501234567'],
    [' +971 50 123 4567 ', '971501234567'],
    ['966551234567', '966551234567'],
    ['+٩٦٦٥٥١٢٣٤٥٦٧', '966551234567'],
    ['۰۰۹۷۱۵۸۱۲۳۴۵۶۷', '971581234567'],
  ])('accepts %j as %j', (input, expected) => {
    expect(PhoneNumberSchema.parse(input)).toBe(expected);
  });

  it.each(['1', '3', '9'])('rejects UAE second digit %s with validations.validPhoneNumber', (d) => {
    expect(messages(PhoneNumberSchema, `9715${d}1234567`)).toEqual(['validations.validPhoneNumber']);
  });
  it.each(['2'])('rejects KSA second digit %s with validations.validPhoneNumber', (d) => {
    expect(messages(PhoneNumberSchema, `9665${d}1234567`)).toEqual(['validations.validPhoneNumber']);
  });

  it.each([
    ['too short', '97150123456', 'validations.validPhoneNumber'],
    ['too long', '9715012345678', 'validations.validPhoneNumber'],
    ['local number only', '501234567', 'validations.validPhoneNumber'],
    ['unknown country', '+20501234567', 'validations.validPhoneNumber'],
    ['letters', '97150123456a', 'validations.validPhoneNumber'],
    ['empty', '', 'validations.required'],
    ['blank', '   ', 'validations.required'],
    ['missing', undefined, 'validations.required'],
    ['number type', 971501234567, 'validations.required'],
  ])('rejects %s with %s', (_label, input, key) => {
    expect(firstIssue(PhoneNumberSchema, input).message).toBe(key);
  });
});

describe('DialCodeSchema', () => {
  it.each(['966', '971'])('accepts %s', (code) => {
    expect(DialCodeSchema.parse(code)).toBe(code);
  });
  it.each([['20'], ['+971'], [''], [971], [undefined]])('rejects %j with validations.required', (code) => {
    expect(firstIssue(DialCodeSchema, code).message).toBe('validations.required');
  });
});

describe('EmailSchema', () => {
  it.each([
    ['user@example.com', 'user@example.com'],
    ['User.Name+tag@Example.COM', 'user.name+tag@example.com'],
    ['  a@b.co  ', 'a@b.co'],
  ])('accepts %j as %j', (input, expected) => {
    expect(EmailSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['no at', 'userexample.com', 'validations.emailConfirmation'],
    ['no domain dot', 'user@example', 'validations.emailConfirmation'],
    ['space inside', 'us er@example.com', 'validations.emailConfirmation'],
    ['two ats', 'a@b@c.com', 'validations.emailConfirmation'],
    ['empty', '', 'validations.required'],
    ['blank', '  ', 'validations.required'],
    ['missing', undefined, 'validations.required'],
    ['over 254 characters', `${'a'.repeat(250)}@b.com`, 'validations.maxLength'],
  ])('rejects %s with %s', (_label, input, key) => {
    expect(firstIssue(EmailSchema, input).message).toBe(key);
  });
});

describe('NewPasswordSchema', () => {
  it.each([
    ['8 characters', 'Abcde1-x'],
    ['30 characters', `Ab1#${'x'.repeat(26)}`],
    ...['-', '_', '@', '#'].map((s) => [`special ${s}`, `Abcdef1${s}`]),
  ])('accepts %s', (_label, input) => {
    expect(input.length).toBeGreaterThanOrEqual(8);
    expect(NewPasswordSchema.parse(input)).toBe(input);
  });

  it.each([
    ['7 characters', 'Abcd1-x', 'validations.minLength'],
    ['31 characters', `Ab1#${'x'.repeat(27)}`, 'validations.maxLength'],
    ['no uppercase', 'abcdef1-', 'validations.passwordRequirements'],
    ['no lowercase', 'ABCDEF1-', 'validations.passwordRequirements'],
    ['no digit', 'Abcdefg-', 'validations.passwordRequirements'],
    ['no special', 'Abcdefg1', 'validations.passwordRequirements'],
    ['! as the only special', 'Abcdef1!', 'validations.passwordRequirements'],
    ['* as the only special', 'Abcdef1*', 'validations.passwordRequirements'],
    ['empty', '', 'validations.required'],
    ['missing', undefined, 'validations.required'],
  ])('rejects %s with %s', (_label, input, key) => {
    expect(firstIssue(NewPasswordSchema, input).message).toBe(key);
  });

  it('length edges report only the length issue when the classes are met', () => {
    expect(messages(NewPasswordSchema, 'Abcd1-x')).toEqual(['validations.minLength']);
    expect(messages(NewPasswordSchema, `Ab1#${'x'.repeat(27)}`)).toEqual(['validations.maxLength']);
  });
});

describe('LoginPasswordSchema (only the minimum length)', () => {
  it.each([['abcdefgh'], ['12345678'], ['A'.repeat(256)]])('accepts %j', (input) => {
    expect(LoginPasswordSchema.parse(input)).toBe(input);
  });
  it.each([
    ['abcdefg', 'validations.minLength'],
    ['', 'validations.required'],
    ['A'.repeat(257), 'validations.maxLength'],
  ])('rejects %j with %s', (input, key) => {
    expect(firstIssue(LoginPasswordSchema, input).message).toBe(key);
  });
});

describe('UsernameSchema', () => {
  it.each([
    ['ahmed', 'ahmed'],
    ['Ahmed_99', 'ahmed_99'],
    ['AHMED.ALI', 'ahmed.ali'],
    ['  ali  ', 'ali'],
    ['abc', 'abc'],
    ['a'.repeat(50), 'a'.repeat(50)],
  ])('accepts %j as %j', (input, expected) => {
    expect(UsernameSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['space inside', 'ahmed ali', 'validations.usernamePattern'],
    ['dash', 'ahmed-ali', 'validations.usernamePattern'],
    ['Arabic letters', 'أحمد', 'validations.usernamePattern'],
    ['at sign', '@ahmed', 'validations.usernamePattern'],
    ['2 characters', 'ab', 'validations.minLength'],
    ['51 characters', 'a'.repeat(51), 'validations.maxLength'],
    ['empty', '', 'validations.required'],
    ['missing', undefined, 'validations.required'],
  ])('rejects %s with %s', (_label, input, key) => {
    expect(firstIssue(UsernameSchema, input).message).toBe(key);
  });
});

describe('FullnameSchema', () => {
  it.each([
    ['أحمد علي', 'أحمد علي'],
    ['  Ali  ', 'Ali'],
    ['x'.repeat(50), 'x'.repeat(50)],
  ])('accepts %j as %j', (input, expected) => {
    expect(FullnameSchema.parse(input)).toBe(expected);
  });
  it.each([
    ['Al', 'validations.minLength'],
    ['x'.repeat(51), 'validations.maxLength'],
    ['', 'validations.required'],
  ])('rejects %j with %s', (input, key) => {
    expect(firstIssue(FullnameSchema, input).message).toBe(key);
  });
});

describe('OtpSchema', () => {
  it.each([
    ['123456', '123456'],
    [' 012345 ', '012345'],
    ['١٢٣٤٥٦', '123456'],
    ['۶۵۴۳۲۱', '654321'],
  ])('accepts %j as %j', (input, expected) => {
    expect(OtpSchema.parse(input)).toBe(expected);
  });
  it.each([
    ['12345', 'validations.numericField'],
    ['1234567', 'validations.numericField'],
    ['12a456', 'validations.numericField'],
    ['12 456', 'validations.numericField'],
    ['', 'validations.required'],
    [undefined, 'validations.required'],
  ])('rejects %j with %s', (input, key) => {
    expect(firstIssue(OtpSchema, input).message).toBe(key);
  });
});

describe('LoginSchema', () => {
  it.each([
    ['email', { email: 'A@B.com', password: 'whatever1' }, { email: 'a@b.com', password: 'whatever1' }],
    [
      'phone',
      { phoneNumber: '+971501234567', password: 'whatever1' },
      { phoneNumber: '971501234567', password: 'whatever1' },
    ],
  ])('accepts the %s form', (_label, input, expected) => {
    expect(LoginSchema.parse(input)).toEqual(expected);
  });

  it.each([
    ['bad email', { email: 'nope', password: 'whatever1' }],
    ['bad phone', { phoneNumber: '971511234567', password: 'whatever1' }],
    ['short password', { email: 'a@b.com', password: 'short' }],
    ['neither email nor phone', { password: 'whatever1' }],
    ['no password', { email: 'a@b.com' }],
  ])('rejects %s', (_label, input) => {
    expect(LoginSchema.safeParse(input).success).toBe(false);
  });

  it('reports the phone rule key for a bad phone', () => {
    expect(messages(LoginSchema, { phoneNumber: '971511234567', password: 'whatever1' })).toContain(
      'validations.validPhoneNumber',
    );
  });
});

describe('RegisterSchema / VerifyOtpForNewUserSchema', () => {
  const valid = {
    email: 'New@Example.com',
    phoneNumber: '٩٧١٥٠١٢٣٤٥٦٧',
    fullname: ' سارة ',
    password: GOOD_PASSWORD,
  };

  it('normalizes email, phone and fullname', () => {
    expect(RegisterSchema.parse(valid)).toEqual({
      email: 'new@example.com',
      phoneNumber: '971501234567',
      fullname: 'سارة',
      password: GOOD_PASSWORD,
    });
  });

  it.each([
    ['email', { email: 'bad' }, 'validations.emailConfirmation'],
    ['phoneNumber', { phoneNumber: '966521234567' }, 'validations.validPhoneNumber'],
    ['fullname', { fullname: 'ab' }, 'validations.minLength'],
    ['password', { password: 'abcdefgh' }, 'validations.passwordRequirements'],
  ])('bad %s is reported on that path with its key', (field, patch, key) => {
    const issue = firstIssue(RegisterSchema, { ...valid, ...patch });
    expect(issue.path).toEqual([field]);
    expect(issue.message).toBe(key);
  });

  it('the OTP step also needs a 6-digit code', () => {
    expect(VerifyOtpForNewUserSchema.safeParse(valid).success).toBe(false);
    expect(VerifyOtpForNewUserSchema.parse({ ...valid, otp: '١٢٣٤٥٦' }).otp).toBe('123456');
  });
});

describe('ForgotPasswordSchema / VerifyOtpForResetSchema', () => {
  it.each([
    [{ phoneNumber: '+966551234567' }, { phoneNumber: '966551234567' }],
    [{ email: 'X@Y.com' }, { email: 'x@y.com' }],
  ])('accepts %j', (input, expected) => {
    expect(ForgotPasswordSchema.parse(input)).toEqual(expected);
  });
  it.each([[{}], [{ phoneNumber: '971511234567' }], [{ email: 'nope' }]])('rejects %j', (input) => {
    expect(ForgotPasswordSchema.safeParse(input).success).toBe(false);
  });
  it('reset verification needs otp and userId', () => {
    expect(VerifyOtpForResetSchema.safeParse({ email: 'a@b.co', otp: '123456', userId: 'u1' }).success).toBe(
      true,
    );
    expect(VerifyOtpForResetSchema.safeParse({ email: 'a@b.co', otp: '123456' }).success).toBe(false);
    expect(VerifyOtpForResetSchema.safeParse({ email: 'a@b.co', otp: '123456', userId: '' }).success).toBe(
      false,
    );
  });
});

describe.each([
  ['ResetPasswordSchema', ResetPasswordSchema, { userId: 'u1' }],
  ['ChangePasswordSchema', ChangePasswordSchema, { oldPassword: 'old-password' }],
] as const)('%s confirmation', (_name, schema, extra) => {
  it('accepts a matching confirmation', () => {
    expect(
      schema.safeParse({ ...extra, password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD }).success,
    ).toBe(true);
  });

  it.each([['Secret-124'], ['secret-123'], ['']])(
    'rejects confirmation %j with auth.mustBeSame',
    (confirmation) => {
      const issue = firstIssue(schema, {
        ...extra,
        password: GOOD_PASSWORD,
        passwordConfirmation: confirmation,
      });
      expect(issue.path).toEqual(['passwordConfirmation']);
      expect(issue.message).toBe('auth.mustBeSame');
    },
  );

  it('applies the password rule to the new password', () => {
    const issue = firstIssue(schema, { ...extra, password: 'abcdefgh', passwordConfirmation: 'abcdefgh' });
    expect(issue.path).toEqual(['password']);
    expect(issue.message).toBe('validations.passwordRequirements');
  });
});

describe('UpdateUserSchema', () => {
  it('drops empty fields (they are not sent on save)', () => {
    expect(
      UpdateUserSchema.parse({ username: '', fullname: '', email: '', phoneNumber: '', description: null }),
    ).toEqual({
      username: undefined,
      fullname: undefined,
      email: undefined,
      phoneNumber: undefined,
      description: undefined,
    });
  });

  it.each([
    ['username lowercased', { username: 'Sara.K' }, { username: 'sara.k' }],
    ['phone normalized', { phoneNumber: '+966 55 123 4567' }, { phoneNumber: '966551234567' }],
    ['description trimmed', { description: '  hello  ' }, { description: 'hello' }],
    ['removeAvatar "true"', { removeAvatar: 'true' }, { removeAvatar: true }],
    ['removeAvatar "false"', { removeAvatar: 'false' }, { removeAvatar: false }],
    ['locale en', { locale: 'en' }, { locale: 'en' }],
  ])('%s', (_label, input, expected) => {
    expect(UpdateUserSchema.parse(input)).toMatchObject(expected);
  });

  it.each([
    ['username', { username: 'sara-k' }, 'validations.usernamePattern'],
    ['username', { username: 'ab' }, 'validations.minLength'],
    ['fullname', { fullname: 'x'.repeat(51) }, 'validations.maxLength'],
    ['description', { description: 'ab' }, 'validations.minLength'],
    ['description', { description: 'x'.repeat(501) }, 'validations.maxLength'],
    ['phoneNumber', { phoneNumber: '971511234567' }, 'validations.validPhoneNumber'],
    ['email', { email: 'nope' }, 'validations.emailConfirmation'],
  ])('bad %s %j -> %s', (field, input, key) => {
    const issue = firstIssue(UpdateUserSchema, input);
    expect(issue.path).toEqual([field]);
    expect(issue.message).toBe(key);
  });

  it('rejects an unknown locale', () => {
    expect(UpdateUserSchema.safeParse({ locale: 'fr' }).success).toBe(false);
  });
});

describe('UsersQuerySchema', () => {
  it('defaults to the first page of 12, newest first', () => {
    expect(UsersQuerySchema.parse({})).toEqual({ page: 1, limit: 12, sort: 'newest' });
  });

  it.each([
    ['page from string', { page: '3' }, { page: 3 }],
    ['isActive "true"', { isActive: 'true' }, { isActive: true }],
    ['isActive "false"', { isActive: 'false' }, { isActive: false }],
    ['post counts', { postCountFrom: '0', postCountTo: '10' }, { postCountFrom: 0, postCountTo: 10 }],
    ['search trimmed', { search: '  ali ' }, { search: 'ali' }],
  ])('%s', (_label, input, expected) => {
    expect(UsersQuerySchema.parse(input)).toMatchObject(expected);
  });

  it.each([
    ['page 0', { page: '0' }],
    ['fractional page', { page: '1.5' }],
    ['limit 101', { limit: '101' }],
    ['limit 0', { limit: '0' }],
    ['unknown sort', { sort: 'random' }],
    ['isActive "yes"', { isActive: 'yes' }],
    ['negative post count', { postCountFrom: '-1' }],
    ['bad date', { dateFrom: 'not-a-date' }],
  ])('rejects %s', (_label, input) => {
    expect(UsersQuerySchema.safeParse(input).success).toBe(false);
  });

  it('the export takes no paging', () => {
    expect(UsersExportSchema.parse({ page: '2', limit: '5' })).toEqual({ sort: 'newest' });
  });
});

describe('CountrySchema', () => {
  const uae = {
    code: 'AE',
    en_name: 'UAE',
    ar_name: 'الإمارات',
    currency: 'AED',
    dialCode: '971',
    states: [],
  };
  it.each([
    ['UAE', uae, true],
    ['KSA', { ...uae, code: 'SA', currency: 'SAR', dialCode: '966' }, true],
    ['unknown dial code', { ...uae, dialCode: '20' }, false],
    ['unknown currency', { ...uae, currency: 'USD' }, false],
    ['misspelt currency field', { ...uae, currency: undefined, currncy: 'AED' }, false],
  ])('%s -> %s', (_label, input, expected) => {
    expect(CountrySchema.safeParse(input).success).toBe(expected);
  });
});

describe('SiteSettingsSchema / SettingsQuerySchema', () => {
  const settings = {
    adLifetimeDays: 30,
    commissionQuestions: [],
    email: 'a@b.co',
    phoneNumber: '971501234567',
    supportQuestions: [],
    terms: [],
  };
  it.each([
    [0, true],
    [100, true],
    [2.5, true],
    [-1, false],
    [101, false],
  ])('commissionValue %d -> %s', (commissionValue, expected) => {
    expect(SiteSettingsSchema.safeParse({ ...settings, commissionValue }).success).toBe(expected);
  });

  it('without fields asks for all of them', () => {
    expect(SettingsQuerySchema.parse({}).fields).toEqual([...SETTINGS_FIELDS]);
    expect(SETTINGS_FIELDS).toContain('commissionValue');
    expect(SETTINGS_FIELDS).toContain('adLifetimeDays');
    expect(SETTINGS_FIELDS).toHaveLength(7);
  });

  it.each([
    [30, true],
    [1, true],
    [365, true],
    [0, false],
    [366, false],
    [7.5, false],
  ])('adLifetimeDays %d -> %s', (adLifetimeDays, expected) => {
    expect(SiteSettingsSchema.safeParse({ ...settings, commissionValue: 1, adLifetimeDays }).success).toBe(
      expected,
    );
  });

  it.each([
    ['email', ['email']],
    [' email , terms ', ['email', 'terms']],
    ['email,,terms,', ['email', 'terms']],
  ])('fields=%j -> %j', (fields, expected) => {
    expect(SettingsQuerySchema.parse({ fields }).fields).toEqual(expected);
  });

  it.each([
    ['email,bogus', 'unknown fields: bogus'],
    ['a,b', 'unknown fields: a,b'],
  ])('fields=%j is rejected with %j', (fields, message) => {
    expect(messages(SettingsQuerySchema, { fields })).toEqual([message]);
  });
});
