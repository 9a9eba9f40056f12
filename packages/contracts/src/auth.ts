import { z } from './zod.ts';
import { MESSAGES } from './rules.ts';
import {
  EmailSchema,
  FullnameSchema,
  IdSchema,
  LoginPasswordSchema,
  NewPasswordSchema,
  OtpSchema,
  PhoneNumberSchema,
} from './schemas-common.ts';
import { UserSchema } from './users.ts';

export const LoginSchema = z.union([
  z.object({ email: EmailSchema, password: LoginPasswordSchema }),
  z.object({ phoneNumber: PhoneNumberSchema, password: LoginPasswordSchema }),
]);
export type LoginInput = z.infer<typeof LoginSchema>;

export const LoginAnswerSchema = z.object({
  access_token: z.string(),
  user: UserSchema,
  data: z.object({ user: UserSchema }),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const RequestOtpForNewUserSchema = z.object({ email: EmailSchema, phoneNumber: PhoneNumberSchema });

export const RegisterSchema = z.object({
  email: EmailSchema,
  phoneNumber: PhoneNumberSchema,
  fullname: FullnameSchema,
  password: NewPasswordSchema,
});
export const VerifyOtpForNewUserSchema = RegisterSchema.extend({ otp: OtpSchema });

export const CreateNewOtpSchema = z.object({ email: EmailSchema });

/** Where a code went, masked (`+9715•••••67`, `a•••@example.com`). */
export const OtpSentSchema = z.object({
  sent: z.literal(true),
  expiresIn: z.number().int(),
  to: z.array(z.object({ channel: z.enum(['sms', 'email']), address: z.string() })),
});
export type OtpSent = z.infer<typeof OtpSentSchema>;

export const ForgotPasswordSchema = z.union([
  z.object({ phoneNumber: PhoneNumberSchema }),
  z.object({ email: EmailSchema }),
]);
export const ForgotPasswordAnswerSchema = OtpSentSchema.extend({ user: z.object({ _id: z.string() }) });

export const VerifyOtpForResetSchema = z.union([
  z.object({ phoneNumber: PhoneNumberSchema, otp: OtpSchema, userId: IdSchema }),
  z.object({ email: EmailSchema, otp: OtpSchema, userId: IdSchema }),
]);
export const ResetTokenAnswerSchema = z.object({ resetPasswordToken: z.string() });

export const VerifyOtpSchema = z.object({
  purpose: z.enum(['register', 'reset']),
  email: EmailSchema.optional(),
  phoneNumber: PhoneNumberSchema.optional(),
  otp: OtpSchema,
});
export const VerifyOtpAnswerSchema = z.object({ valid: z.literal(true) });

export const ResetPasswordQuerySchema = z.object({ token: z.string().min(1) });
export const ResetPasswordSchema = z
  .object({ password: NewPasswordSchema, passwordConfirmation: z.string(), userId: IdSchema })
  .refine((b) => b.password === b.passwordConfirmation, {
    error: MESSAGES.mustBeSame,
    path: ['passwordConfirmation'],
  });
