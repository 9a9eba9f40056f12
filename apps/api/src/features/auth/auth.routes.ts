import { AUTH_COOKIE, AUTH_COOKIE_ATTRIBUTES, endpoints } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { setSessionCookie } from '../../lib/session-cookie.ts';
import { requestContactChange, verifyContactChange } from './contact-change.service.ts';
import { createNewOtp, requestOtpForNewUser, verifyOtpForNewUser } from './register.service.ts';
import { forgotPassword, resetPassword, verifyOtp, verifyOtpForReset } from './reset.service.ts';
import { login, logout, me } from './session.service.ts';

const schema = { tags: ['auth'] };
const member = { config: { auth: 'required' as const }, schema: { ...schema, security: SECURITY } };
// The member's own account, under /api/users/me in the docs' users section.
const self = { config: { auth: 'required' as const }, schema: { tags: ['users'], security: SECURITY } };

export default async function authRoutes(app: App): Promise<void> {
  const { deps } = app;

  route(app, endpoints.requestOtpForNewUser, { schema }, async (req) =>
    requestOtpForNewUser(deps, req.ip, req.body),
  );

  route(app, endpoints.createNewOtp, { schema }, async (req) => createNewOtp(deps, req.ip, req.body.email));

  route(app, endpoints.verifyOtpForNewUser, { schema }, async (req) => {
    const userData = await verifyOtpForNewUser(deps, req.body);
    req.log.info({ event: 'auth.register', userId: userData._id }, 'account created');
    return { userData };
  });

  route(app, endpoints.verifyOtp, { schema }, async (req) => verifyOtp(deps, req.body));

  route(app, endpoints.login, { schema }, async (req, reply) => {
    try {
      const { token, user } = await login(deps, req.ip, req.body);
      req.log.info({ event: 'auth.login', userId: user._id }, 'signed in');
      setSessionCookie(reply, token, deps.config);
      return { access_token: token, user, data: { user } };
    } catch (err) {
      req.log.info({ event: 'auth.login.failed', ip: req.ip }, 'sign-in refused');
      throw err;
    }
  });

  route(app, endpoints.logout, member, async (req, reply) => {
    await logout(deps, req.user!.id, req.session!);
    reply.clearCookie(AUTH_COOKIE, { path: AUTH_COOKIE_ATTRIBUTES.path });
    return { ok: true as const };
  });

  route(app, endpoints.me, member, async (req) => ({ userData: await me(deps, req.user!.id) }));

  route(app, endpoints.forgotPassword, { schema }, async (req) => forgotPassword(deps, req.ip, req.body));

  route(app, endpoints.verifyOtpForResetPassword, { schema }, async (req) =>
    verifyOtpForReset(deps, req.body),
  );

  route(app, endpoints.requestContactChange, self, async (req) =>
    requestContactChange(deps, req.ip, req.user!, req.body),
  );

  route(app, endpoints.verifyContactChange, self, async (req) => {
    const userData = await verifyContactChange(deps, req.user!, req.body.otp);
    req.log.info({ event: 'auth.contact.changed', userId: userData._id }, 'e-mail or phone changed');
    return { userData };
  });

  route(app, endpoints.resetPassword, { schema }, async (req) => {
    await resetPassword(deps, req.query.token, req.body.userId, req.body.password);
    req.log.info({ event: 'auth.password.reset', userId: req.body.userId }, 'password reset');
    return { ok: true as const };
  });
}
