import { describe, expect, it } from 'vitest';
import {
  ApiErrorSchema,
  ERROR_NAMES,
  ERROR_STATUS,
  errorAnswerKey,
  errorMessageKey,
  isErrorName,
} from './errors.ts';

// docs/product/errors-and-limits.md#error-names-and-statuses, written out here rather than read from the source.
const DECIDED_STATUS: [string, number][] = [
  ['ValidationError', 400],
  ['MissingDataError', 400],
  ['MissingRequestBodyError', 400],
  ['InvalidSignatureError', 400],
  ['UnauthenticatedError', 401],
  ['InvalidTokenError', 401],
  ['WrongCredentialsError', 401],
  ['UnauthorizedError', 403],
  ['BannedError', 403],
  ['ContactChangeRequiredError', 403],
  ['ReviewNotEligibleError', 403],
  ['SelfReviewError', 403],
  ['ReviewBlockedError', 403],
  ['AccountTooNewError', 403],
  ['NotTheSellerError', 403],
  ['NotFoundError', 404],
  ['OTPNotFound', 404],
  ['DuplicationError', 409],
  ['UserEmailExistsError', 409],
  ['UserPhoneNumberExistsError', 409],
  ['ReviewExistsError', 409],
  ['ReviewReplyExistsError', 409],
  ['DuplicatePostError', 409],
  ['SavedSearchLimitError', 409],
  ['InvalidOTPError', 422],
  ['ExpiredOTPError', 422],
  ['newPasswordNotMatchingOldError', 422],
  ['TooManyRequestsError', 429],
  ['RefreshTooSoonError', 429],
  ['ServiceUnavailableError', 503],
];
// The catalogue: those names plus the internal fallback.
const CATALOGUE = [...DECIDED_STATUS.map(([name]) => name), 'InternalError'];

describe('ERROR_STATUS', () => {
  it.each(DECIDED_STATUS)('%s -> %i', (name, status) => {
    expect((ERROR_STATUS as Record<string, number>)[name]).toBe(status);
  });

  it('holds no name outside the catalogue (413 uploads are a ValidationError)', () => {
    expect([...ERROR_NAMES].sort()).toEqual([...CATALOGUE].sort());
  });

  it('InternalError is a 500', () => {
    expect(ERROR_STATUS.InternalError).toBe(500);
  });
});

describe('isErrorName', () => {
  it.each(
    CATALOGUE.map((name) => [name, true] as [unknown, boolean]).concat([
      ['validationError', false],
      ['Error', false],
      ['', false],
      [undefined, false],
      [null, false],
      [400, false],
      [{}, false],
      ['toString', false],
      ['constructor', false],
      ['__proto__', false],
      ['hasOwnProperty', false],
    ]),
  )('%j -> %s', (value, expected) => {
    expect(isErrorName(value)).toBe(expected);
  });
});

describe('errorMessageKey', () => {
  it.each(DECIDED_STATUS.map(([name]) => [name, `errors.${name}`]))('%s -> %s', (name, key) => {
    expect(errorMessageKey(name)).toBe(key);
  });

  it.each([
    ['InternalError'],
    ['SomethingElse'],
    ['validationerror'],
    [''],
    [undefined],
    ['toString'],
    ['constructor'],
    ['__proto__'],
    ['valueOf'],
  ])('%j -> errors.default', (name) => {
    expect(errorMessageKey(name)).toBe('errors.default');
  });
});

describe('ApiErrorSchema', () => {
  it.each([
    ['minimal', { name: 'NotFoundError', message: 'غير موجود', data: {} }],
    [
      'one field at fault',
      { name: 'DuplicationError', message: 'x', data: { key: 'email', field: 'email' } },
    ],
    [
      'validation issues',
      {
        name: 'ValidationError',
        message: 'x',
        data: { issues: [{ path: 'email', message: 'validations.emailConfirmation' }] },
      },
    ],
    ['retry after', { name: 'TooManyRequestsError', message: 'x', data: { retryAfter: 60 } }],
  ])('accepts %s', (_label, body) => {
    expect(ApiErrorSchema.safeParse(body).success).toBe(true);
  });

  it('keeps extra data keys (passthrough)', () => {
    const parsed = ApiErrorSchema.parse({ name: 'X', message: 'y', data: { limit: 5 } });
    expect(parsed.data).toEqual({ limit: 5 });
  });

  it.each([
    ['no data', { name: 'X', message: 'y' }],
    ['no message', { name: 'X', data: {} }],
    ['no name', { message: 'y', data: {} }],
    ['retryAfter as string', { name: 'X', message: 'y', data: { retryAfter: '60' } }],
    ['issues without path', { name: 'X', message: 'y', data: { issues: [{ message: 'm' }] } }],
  ])('rejects %s', (_label, body) => {
    expect(ApiErrorSchema.safeParse(body).success).toBe(false);
  });
});

describe('errorAnswerKey', () => {
  it('words a known reason itself and falls back to the name for any other', () => {
    expect(errorAnswerKey('UnauthorizedError', 'lastAdmin')).toBe('errors.reasons.lastAdmin');
    expect(errorAnswerKey('UnauthorizedError', 'notOwner')).toBe('errors.UnauthorizedError');
    expect(errorAnswerKey('UnauthorizedError')).toBe('errors.UnauthorizedError');
    expect(errorAnswerKey('Nonsense', { toString: () => 'lastAdmin' })).toBe('errors.default');
  });
});
