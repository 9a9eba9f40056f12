import { AUTH_COOKIE, AUTH_COOKIE_ATTRIBUTES, endpoints } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { setSessionCookie } from '../../lib/session-cookie.ts';
import { collectMultipart } from '../../plugins/uploads.ts';
import { deleteOwnAccount, revokeAllSessions } from './account-self.service.ts';
import { changePassword, getUser, updateProfile } from './users.service.ts';

const tags = ['users'];
const security = SECURITY;

export default async function usersRoutes(app: App): Promise<void> {
  const { deps } = app;

  route(app, endpoints.getUser, { schema: { tags } }, async (req) => getUser(deps, req.user, req.params.id));

  // Both PATCH and PUT are served (docs/product/accounts-and-sign-in.md#profile); both take JSON or
  // multipart (file field `avatar`).
  for (const endpoint of [endpoints.updateUser, endpoints.replaceUser]) {
    route(
      app,
      endpoint,
      {
        config: { auth: 'required', rateLimit: { max: 30, timeWindow: '1 minute' } },
        preValidation: collectMultipart,
        schema: { tags, security, consumes: ['application/json', 'multipart/form-data'] },
      },
      async (req) => ({
        userData: await updateProfile(deps, req.user!, req.params.id, req.body, req.incomingFiles ?? []),
      }),
    );
  }

  route(
    app,
    endpoints.changePassword,
    { config: { auth: 'required' }, schema: { tags, security } },
    async (req, reply) => {
      const { token } = await changePassword(deps, req.user!, req.session!, req.params.id, req.body);
      req.log.info({ event: 'auth.password.changed', userId: req.user!.id }, 'password changed');
      // A client on the cookie keeps its session; the web app sets its cookie from the answer.
      setSessionCookie(reply, token, deps.config);
      return { ok: true as const, access_token: token };
    },
  );

  // Both end the session they come with: a client on the cookie loses it here too.
  route(
    app,
    endpoints.revokeAllSessions,
    { config: { auth: 'required' }, schema: { tags, security } },
    async (req, reply) => {
      await revokeAllSessions(deps, req.user!, req.session!);
      req.log.info({ event: 'auth.sessions.revoked', userId: req.user!.id }, 'every session ended');
      reply.clearCookie(AUTH_COOKIE, { path: AUTH_COOKIE_ATTRIBUTES.path });
      return { ok: true as const };
    },
  );

  route(
    app,
    endpoints.deleteMyAccount,
    { config: { auth: 'required' }, schema: { tags, security } },
    async (req, reply) => {
      await deleteOwnAccount(deps, req.ip, req.user!, req.session!, req.body);
      req.log.info({ event: 'user.self.deleted', userId: req.user!.id }, 'member deleted their account');
      reply.clearCookie(AUTH_COOKIE, { path: AUTH_COOKIE_ATTRIBUTES.path });
      return { ok: true as const };
    },
  );
}
