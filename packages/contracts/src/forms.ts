// Form-shaped schemas (docs/product/errors-and-limits.md#form-rules): what the web forms validate as the user types.
// The API schemas take a full phoneNumber; these keep the dial code and local number apart.
import { z } from './zod.ts';
import { AttributeFormFields } from './attribute-schemas.ts';
import { toAsciiDigits } from './digits.ts';
import {
  CURRENCIES,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  PHONE_MAX,
  PHONE_MIN,
  POST_DESCRIPTION_MAX,
  POST_TITLE_MAX,
  POST_TITLE_MIN,
  PRICE_MAX_DIGITS,
} from './limits.ts';
import { isNumeric, isValidPhoneNumber, isValidPrice, MESSAGES, requiredString } from './rules.ts';
import {
  DialCodeSchema,
  EmailSchema,
  FullnameSchema,
  LoginPasswordSchema,
  NewPasswordSchema,
  OtpSchema,
  UsernameSchema,
} from './schemas-common.ts';

/** The local part typed after the dial code: 8 to 10 characters, digits only. */
export const LocalPhoneSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .transform(toAsciiDigits)
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGES.required })
      .min(PHONE_MIN, { error: MESSAGES.minLength })
      .max(PHONE_MAX, { error: MESSAGES.maxLength })
      .refine(isNumeric, { error: MESSAGES.numeric }),
  );

type PhoneShape = { dialCode: string; phone: string };
/** The phoneNumber rule depends on the dial code, so it runs on the whole object. */
function checkPhone(value: PhoneShape, ctx: z.RefinementCtx) {
  if (!isValidPhoneNumber(value.phone, value.dialCode)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.phoneNumber, path: ['phone'] });
  }
}

export const PhoneFieldsSchema = z.object({ dialCode: DialCodeSchema, phone: LocalPhoneSchema });

export const PhoneLoginFormSchema = PhoneFieldsSchema.extend({ password: LoginPasswordSchema }).superRefine(
  checkPhone,
);
export const EmailLoginFormSchema = z.object({ email: EmailSchema, password: LoginPasswordSchema });

export const RegisterFormSchema = PhoneFieldsSchema.extend({
  fullname: FullnameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  terms: z.literal(true, { error: MESSAGES.terms }),
}).superRefine(checkPhone);

export const OtpFormSchema = z.object({ otp: OtpSchema });

export const ForgotPhoneFormSchema = PhoneFieldsSchema.superRefine(checkPhone);
export const ForgotEmailFormSchema = z.object({ email: EmailSchema });

export const ResetPasswordFormSchema = z
  .object({
    password: NewPasswordSchema,
    passwordConfirmation: z.string().min(1, { error: MESSAGES.required }),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    error: MESSAGES.mustBeSame,
    path: ['passwordConfirmation'],
  });

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const DescriptionSchema = z
  .string()
  .trim()
  .min(DESCRIPTION_MIN, { error: MESSAGES.minLength })
  .max(DESCRIPTION_MAX, { error: MESSAGES.maxLength });

/** Registration step 3: fullname and username required, description optional. */
export const CompleteProfileFormSchema = z.object({
  fullname: FullnameSchema,
  username: UsernameSchema,
  description: optional(DescriptionSchema),
});

/**
 * The post form as typed (fields of docs/product/listings-and-search.md#posting-an-ad): the price stays text (Arabic-Indic digits are
 * folded by the API's PriceSchema), the category is picked parent first, a car as make then model.
 */
export const PostFormSchema = z.object({
  title: requiredString(POST_TITLE_MIN, POST_TITLE_MAX),
  description: z.string().trim().max(POST_DESCRIPTION_MAX, { error: MESSAGES.maxLength }),
  price: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .refine(isValidPrice, { error: MESSAGES.price })
    .refine((v) => toAsciiDigits(v).split('.')[0]!.length <= PRICE_MAX_DIGITS, { error: MESSAGES.maxLimit }),
  currncy: z.enum(CURRENCIES, { error: MESSAGES.required }),
  showPrice: z.enum(['true', 'false']),
  /** Offer my verified number on this ad (docs/decisions/0053); 'false' when it is not verified. */
  showPhone: z.enum(['true', 'false']),
  parentCategoryId: z.string().min(1, { error: MESSAGES.required }),
  categoryId: z.string().min(1, { error: MESSAGES.required }),
  carMake: z.string(),
  carModel: z.string(),
  country: z.string().min(1, { error: MESSAGES.required }),
  state: z.string().min(1, { error: MESSAGES.required }),
  city: z.string(),
  ...AttributeFormFields,
});
export type PostForm = z.infer<typeof PostFormSchema>;
