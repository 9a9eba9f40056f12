import { z } from './zod.ts';
import { toAsciiDigits } from './digits.ts';
import { DIAL_CODES, NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';
import {
  isValidE164,
  isValidPassword,
  isValidUsername,
  MESSAGES,
  normalizePhone,
  requiredString,
} from './rules.ts';

export const IdSchema = z.string().min(1).max(64);
export const IdParamsSchema = z.object({ id: IdSchema });
export const IsoDateSchema = z.string();

/** A list filter's day or moment (dateFrom, dateTo), Arabic-Indic digits accepted. */
export const DateParam = z.preprocess((v) => (typeof v === 'string' ? toAsciiDigits(v) : v), z.coerce.date());

export const EmailSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .max(254, { error: MESSAGES.maxLength })
  .pipe(z.email({ error: MESSAGES.email }))
  .transform((v) => v.toLowerCase());

/** A full phone number, dial code first (E.164 without '+'), Arabic-Indic digits accepted. */
export const PhoneNumberSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .transform(normalizePhone)
  .refine(isValidE164, { error: MESSAGES.phoneNumber });

export const DialCodeSchema = z.enum(DIAL_CODES, { error: MESSAGES.required });

/** The password a user sets: 8 to 30 characters with the four classes of docs/product/accounts-and-sign-in.md#account-fields. */
export const NewPasswordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required })
  .min(PASSWORD_MIN, { error: MESSAGES.minLength })
  .max(PASSWORD_MAX, { error: MESSAGES.maxLength })
  .refine(isValidPassword, { error: MESSAGES.password });

/** A password typed to sign in: only the minimum length is checked. */
export const LoginPasswordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required })
  .min(PASSWORD_MIN, { error: MESSAGES.minLength })
  .max(256, { error: MESSAGES.maxLength });

export const FullnameSchema = requiredString(NAME_MIN, NAME_MAX);
export const UsernameSchema = requiredString(NAME_MIN, NAME_MAX)
  .transform((v) => v.toLowerCase())
  .refine(isValidUsername, { error: MESSAGES.usernamePattern });

export const OtpSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .transform(toAsciiDigits)
  .refine((v) => /^\d{6}$/.test(v), { error: MESSAGES.numeric });

export const OkSchema = z.object({ ok: z.literal(true) });

export const pagedAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), total: z.number().int() });
export const cursorAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
