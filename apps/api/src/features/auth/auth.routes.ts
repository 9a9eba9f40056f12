import type { FastifyReply } from 'fastify';
import {
  AUTH_COOKIE,
  AUTH_COOKIE_ATTRIBUTES,
  CreateNewOtpSchema,
  ForgotPasswordAnswerSchema,
  ForgotPasswordSchema,
  LoginAnswerSchema,
  LoginSchema,
  OkSchema,
  OtpSentSchema,
  RequestOtpForNewUserSchema,
  ResetPasswordQuerySchema,
  ResetPasswordSchema,
  ResetTokenAnswerSchema,
  UserAnswerSchema,
  VerifyOtpAnswerSchema,
  VerifyOtpForNewUserSchema,
  VerifyOtpForResetSchema,
  VerifyOtpSchema,
} from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { createNewOtp, requestOtpForNewUser, verifyOtpForNewUser } from './register.service.ts';
import { forgotPassword, resetPassword, verifyOtp, verifyOtpForReset } from './reset.service.ts';
import { login, logout, me } from './session.service.ts';

const tags = ['auth'];
const security = SECURITY;

export default async function authRoutes(app: App): Promise<void> {
  const { deps } = app;
  // The web app keeps the token in an httpOnly cookie that page scripts cannot read (docs/product/accounts-and-sign-in.md#sessions-and-tokens).
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(AUTH_COOKIE, token, {
      ...AUTH_COOKIE_ATTRIBUTES,
      secure: deps.config.appEnv === 'production',
    });

  app.post(
    '/requestOTPForNewUser',
    { schema: { tags, body: RequestOtpForNewUserSchema, response: { 200: OtpSentSchema } } },
    async (req) => requestOtpForNewUser(deps, req.ip, req.body),
  );

  app.post(
    '/createNewOTP',
    { schema: { tags, body: CreateNewOtpSchema, response: { 200: OtpSentSchema } } },
    async (req) => createNewOtp(deps, req.ip, req.body.email),
  );

  const register = { schema: { tags, body: VerifyOtpForNewUserSchema, response: { 201: UserAnswerSchema } } };
  for (const url of ['/verifyOTPForNewUser', '/register']) {
    app.post(url, register, async (req, reply) => {
      const userData = await verifyOtpForNewUser(deps, req.body);
      req.log.info({ event: 'auth.register', userId: userData._id }, 'account created');
      return reply.status(201).send({ userData });
    });
  }

  app.post(
    '/verifyOTP',
    { schema: { tags, body: VerifyOtpSchema, response: { 200: VerifyOtpAnswerSchema } } },
    async (req) => verifyOtp(deps, req.body),
  );

  app.post(
    '/login',
    { schema: { tags, body: LoginSchema, response: { 200: LoginAnswerSchema } } },
    async (req, reply) => {
      try {
        const { token, user } = await login(deps, req.ip, req.body);
        req.log.info({ event: 'auth.login', userId: user._id }, 'signed in');
        setSessionCookie(reply, token);
        return { access_token: token, user, data: { user } };
      } catch (err) {
        req.log.info({ event: 'auth.login.failed', ip: req.ip }, 'sign-in refused');
        throw err;
      }
    },
  );

  app.post(
    '/logout',
    { config: { auth: 'required' }, schema: { tags, security, response: { 200: OkSchema } } },
    async (req, reply) => {
      await logout(deps, req.user!.id, req.session!);
      reply.clearCookie(AUTH_COOKIE, { path: AUTH_COOKIE_ATTRIBUTES.path });
      return { ok: true as const };
    },
  );

  app.get(
    '/me',
    { config: { auth: 'required' }, schema: { tags, security, response: { 200: UserAnswerSchema } } },
    async (req) => ({
      userData: await me(deps, req.user!.id),
    }),
  );

  app.post(
    '/forgotPassword',
    { schema: { tags, body: ForgotPasswordSchema, response: { 200: ForgotPasswordAnswerSchema } } },
    async (req) => forgotPassword(deps, req.ip, req.body),
  );

  app.post(
    '/verifyOTPForResetPassword',
    { schema: { tags, body: VerifyOtpForResetSchema, response: { 200: ResetTokenAnswerSchema } } },
    async (req) => verifyOtpForReset(deps, req.body),
  );

  app.post(
    '/resetPassword',
    {
      schema: {
        tags,
        querystring: ResetPasswordQuerySchema,
        body: ResetPasswordSchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      await resetPassword(deps, req.query.token, req.body.userId, req.body.password);
      req.log.info({ event: 'auth.password.reset', userId: req.body.userId }, 'password reset');
      return { ok: true as const };
    },
  );
}
