import { endpoints } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { route } from '../../lib/route.ts';
import { collectMultipart } from '../../plugins/uploads.ts';
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
    async (req) => {
      await changePassword(deps, req.user!, req.params.id, req.body);
      req.log.info({ event: 'auth.password.changed', userId: req.user!.id }, 'password changed');
      return { ok: true as const };
    },
  );
}
