// docs/product/errors-and-limits.md#validation-rules: each rule is a predicate plus the message key the UI translates.
import { z } from './zod.ts';
import { toAsciiDigits } from './digits.ts';
import { DIAL_CODES, type DialCode } from './limits.ts';
import { MESSAGES } from './messages.ts';

export { MESSAGES, type MessageKey } from './messages.ts';
export { isValidPrice } from './price-rule.ts';

const SECOND_DIGITS: Record<DialCode, string> = { '971': '0245678', '966': '013456789' };

export function isNumeric(value: string): boolean {
  return /^\d+$/.test(toAsciiDigits(value));
}

/** The local part: 9 digits, starting with 5, second digit allowed for the dial code. */
export function isValidPhoneNumber(number: string, dialCode: string): boolean {
  const digits = toAsciiDigits(number);
  if (!/^5\d{8}$/.test(digits)) return false;
  const allowed = SECOND_DIGITS[dialCode as DialCode] ?? SECOND_DIGITS['966'];
  return allowed.includes(digits[1]!);
}

/** A full number as stored (E.164 without '+'): dial code then the local part. */
export function isValidE164(phone: string): boolean {
  const digits = normalizePhone(phone);
  const code = DIAL_CODES.find((c) => digits.startsWith(c));
  return code !== undefined && isValidPhoneNumber(digits.slice(code.length), code);
}

export function normalizePhone(phone: string): string {
  return toAsciiDigits(phone)
    .replace(/[\s+\-()]/g, '')
    .replace(/^00/, '');
}

export function splitPhone(phone: string): { dialCode: DialCode; number: string } | null {
  const digits = normalizePhone(phone);
  const code = DIAL_CODES.find((c) => digits.startsWith(c));
  return code ? { dialCode: code, number: digits.slice(code.length) } : null;
}

export function isValidPassword(value: string): boolean {
  return /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[-_@#]/.test(value);
}

export function isValidUsername(value: string): boolean {
  return /^[a-z0-9_.]+$/.test(value);
}

export function isImageType(mime: string): boolean {
  return /^image\/(jpeg|png|webp|heic|heif|gif|avif)$/i.test(mime);
}

/** For a list each file must be at most maxKb; a single file must be under maxKb (docs/product/errors-and-limits.md#validation-rules). */
export function isWithinImageSize(sizes: number | number[], maxKb: number): boolean {
  if (Array.isArray(sizes)) return sizes.every((size) => size <= maxKb * 1024);
  return sizes < maxKb * 1024;
}

export function isAtLeastOneImage(flag: string | boolean): boolean {
  return flag === true || flag === 'true';
}

// zod building blocks carrying the message keys
export const digitString = () => z.string({ error: MESSAGES.required }).trim().transform(toAsciiDigits);

export const requiredString = (min: number, max: number) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .min(min, { error: MESSAGES.minLength })
    .max(max, { error: MESSAGES.maxLength });
