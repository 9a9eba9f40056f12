// The message keys the UI translates for each broken rule (docs/product/errors-and-limits.md#validation-rules).
// Free of zod, so a page that only names a message loads none (rules.ts re-exports them).
export const MESSAGES = {
  required: 'validations.required',
  minLength: 'validations.minLength',
  maxLength: 'validations.maxLength',
  minLimit: 'validations.minLimit',
  maxLimit: 'validations.maxLimit',
  email: 'validations.emailConfirmation',
  fileType: 'validations.fileType',
  numeric: 'validations.numericField',
  imageSize: 'validations.imageSize',
  minImageCount: 'validations.minImageCount',
  passwordMismatch: 'validations.passwordMismatch',
  mustBeSame: 'auth.mustBeSame',
  usernamePattern: 'validations.usernamePattern',
  phoneNumber: 'validations.validPhoneNumber',
  password: 'validations.passwordRequirements',
  price: 'validations.validPrice',
  terms: 'validations.acceptTerms',
  /** A character text cannot hold (NUL). */
  invalidCharacter: 'validations.invalidCharacter',
} as const;
export type MessageKey = (typeof MESSAGES)[keyof typeof MESSAGES];
