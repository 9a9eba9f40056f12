// Sign-up, sign-in and password reset, under /api/auth (paths spelled as clients already call them).
import {
  CreateNewOtpSchema,
  ForgotPasswordAnswerSchema,
  ForgotPasswordSchema,
  LoginAnswerSchema,
  LoginSchema,
  OtpSentSchema,
  RequestOtpForNewUserSchema,
  ResetPasswordQuerySchema,
  ResetPasswordSchema,
  ResetTokenAnswerSchema,
  VerifyOtpAnswerSchema,
  VerifyOtpForNewUserSchema,
  VerifyOtpForResetSchema,
  VerifyOtpSchema,
} from './auth.ts';
import { defineEndpoint } from './endpoints-define.ts';
import { OkSchema } from './schemas-common.ts';
import { UserAnswerSchema } from './users.ts';

export const authEndpoints = {
  requestOtpForNewUser: defineEndpoint({
    method: 'POST',
    path: '/api/auth/requestOTPForNewUser',
    body: RequestOtpForNewUserSchema,
    answer: OtpSentSchema,
  }),
  createNewOtp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/createNewOTP',
    body: CreateNewOtpSchema,
    answer: OtpSentSchema,
  }),
  verifyOtpForNewUser: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verifyOTPForNewUser',
    aliases: ['/api/auth/register'],
    body: VerifyOtpForNewUserSchema,
    answer: UserAnswerSchema,
    status: 201,
  }),
  verifyOtp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verifyOTP',
    body: VerifyOtpSchema,
    answer: VerifyOtpAnswerSchema,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: LoginSchema,
    answer: LoginAnswerSchema,
  }),
  logout: defineEndpoint({ method: 'POST', path: '/api/auth/logout', answer: OkSchema }),
  me: defineEndpoint({ method: 'GET', path: '/api/auth/me', answer: UserAnswerSchema }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgotPassword',
    body: ForgotPasswordSchema,
    answer: ForgotPasswordAnswerSchema,
  }),
  verifyOtpForResetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verifyOTPForResetPassword',
    body: VerifyOtpForResetSchema,
    answer: ResetTokenAnswerSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/resetPassword',
    query: ResetPasswordQuerySchema,
    body: ResetPasswordSchema,
    answer: OkSchema,
  }),
};
