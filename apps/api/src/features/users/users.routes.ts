import {
  ChangePasswordSchema,
  IdParamsSchema,
  OkSchema,
  UpdateUserSchema,
  UserAnswerSchema,
  UserProfileSchema,
} from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { collectMultipart } from '../../plugins/uploads.ts';
import { changePassword, getUser, updateProfile } from './users.service.ts';

const tags = ['users'];
const security = SECURITY;

export default async function usersRoutes(app: App): Promise<void> {
  const { deps } = app;

  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: UserProfileSchema } } },
    async (req) => getUser(deps, req.user, req.params.id),
  );

  // Both PATCH and PUT are served (docs/product/accounts-and-sign-in.md#profile); both take JSON or multipart (file field `avatar`).
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/:id',
      config: { auth: 'required', rateLimit: { max: 30, timeWindow: '1 minute' } },
      preValidation: collectMultipart,
      schema: {
        tags,
        security,
        consumes: ['application/json', 'multipart/form-data'],
        params: IdParamsSchema,
        body: UpdateUserSchema,
        response: { 200: UserAnswerSchema },
      },
      handler: async (req) => ({
        userData: await updateProfile(deps, req.user!, req.params.id, req.body, req.incomingFiles ?? []),
      }),
    });
  }

  app.patch(
    '/resetPassword/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: ChangePasswordSchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      await changePassword(deps, req.user!, req.params.id, req.body);
      req.log.info({ event: 'auth.password.changed', userId: req.user!.id }, 'password changed');
      return { ok: true as const };
    },
  );
}
