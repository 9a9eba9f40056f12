// Error names and HTTP statuses (docs/product/errors-and-limits.md#error-names-and-statuses; a too-large upload is a
// ValidationError answered with 413, not a name of its own).
import { z } from './zod.ts';

export const ERROR_STATUS = {
  ValidationError: 400,
  MissingDataError: 400,
  MissingRequestBodyError: 400,
  /** A webhook whose signature is missing, wrong or stale (docs/decisions/0013-adapters-and-webhooks.md). */
  InvalidSignatureError: 400,
  UnauthenticatedError: 401,
  InvalidTokenError: 401,
  WrongCredentialsError: 401,
  UnauthorizedError: 403,
  // A rating's refusals (docs/product/social.md#ratings-and-reviews): no two-way chat about the ad,
  // your own ad, a block either way, an account under a day old, the reply of someone not the seller.
  ReviewNotEligibleError: 403,
  SelfReviewError: 403,
  ReviewBlockedError: 403,
  AccountTooNewError: 403,
  NotTheSellerError: 403,
  /** Sign-in of a banned member, given only after the right password (docs/decisions/0024-sessions-that-end.md). */
  BannedError: 403,
  /** PATCH/PUT /api/users/{id} with a new e-mail or phone: that change goes through POST /api/users/me/contact-change. */
  ContactChangeRequiredError: 403,
  NotFoundError: 404,
  OTPNotFound: 404,
  DuplicationError: 409,
  UserEmailExistsError: 409,
  UserPhoneNumberExistsError: 409,
  /** This member already rated this ad's deal (one review per ad). */
  ReviewExistsError: 409,
  /** The seller already answered this review (one answer). */
  ReviewReplyExistsError: 409,
  /**
   * The seller already has this ad live (duplicate-guard.ts): `data.postId` names it, `data.match`
   * says how it was found, and the post form offers to refresh it instead.
   */
  DuplicatePostError: 409,
  /** A member keeps at most SAVED_SEARCHES_MAX saved searches (docs/product/saved-searches.md). */
  SavedSearchLimitError: 409,
  InvalidOTPError: 422,
  ExpiredOTPError: 422,
  newPasswordNotMatchingOldError: 422,
  TooManyRequestsError: 429,
  /** A refresh within REFRESH_INTERVAL_HOURS of the last (post-lifecycle.ts); `data.retryAfter` in seconds. */
  RefreshTooSoonError: 429,
  InternalError: 500,
  /** The database does not answer in time (docs/decisions/0016-bounded-waits.md): try again shortly. */
  ServiceUnavailableError: 503,
} as const;

export type ErrorName = keyof typeof ERROR_STATUS;
export const ERROR_NAMES = Object.keys(ERROR_STATUS) as ErrorName[];

export function isErrorName(value: unknown): value is ErrorName {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The one error shape of the API: { name, message, data, requestId }. */
export const ApiErrorSchema = z.object({
  name: z.string(),
  message: z.string(),
  /** The request's id (also the X-Request-Id header and every log line of it): quote it to support. */
  requestId: z.string().optional(),
  data: z
    .object({
      field: z.string().optional(),
      key: z.string().optional(),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      retryAfter: z.number().optional(),
    })
    .passthrough(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The i18n key under which the UI shows an error name; unknown names get the default. */
export function errorMessageKey(name: string | undefined): string {
  return isErrorName(name) && name !== 'InternalError' ? `errors.${name}` : 'errors.default';
}

/**
 * Reasons (`data.reason`) whose refusal the name alone would explain badly, so the UI words them
 * itself under `errors.reasons.<reason>`: "you are the last admin" is not "not allowed".
 */
export const WORDED_REASONS = ['lastAdmin', 'commissionAlreadyPaid', 'adNotListed'] as const;

/** The key for a whole error answer: its worded reason if it has one, else its name's. */
export function errorAnswerKey(name: string | undefined, reason?: unknown): string {
  return (WORDED_REASONS as readonly unknown[]).includes(reason)
    ? `errors.reasons.${reason as string}`
    : errorMessageKey(name);
}
