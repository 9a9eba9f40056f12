import {
  BanUserSchema,
  IdParamsSchema,
  OkSchema,
  UserAnswerSchema,
  UsersExportSchema,
  UsersPageSchema,
  UsersQuerySchema,
} from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { pageOfUsers, removeUser, setBanned, usersCsv } from './users-admin.service.ts';

const tags = ['users (admin)'];
const security = SECURITY;
const config = { auth: 'admin' as const };

export default async function usersAdminRoutes(app: App): Promise<void> {
  const { deps } = app;

  app.get(
    '/',
    { config, schema: { tags, security, querystring: UsersQuerySchema, response: { 200: UsersPageSchema } } },
    async (req) => pageOfUsers(deps, req.query),
  );

  app.post(
    '/export/user',
    { config, schema: { tags, security, body: UsersExportSchema.optional(), produces: ['text/csv'] } },
    async (req, reply) => {
      const csv = await usersCsv(deps, req.body ?? {});
      const name = `souqna-users-${new Date().toISOString().slice(0, 10)}.csv`;
      // A Buffer with its own content type bypasses the JSON serializer.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Buffer.from(csv));
    },
  );

  app.delete(
    '/:id',
    { config, schema: { tags, security, params: IdParamsSchema, response: { 200: OkSchema } } },
    async (req) => {
      await removeUser(deps, req.user!, req.params.id);
      req.log.info(
        { event: 'admin.user.deleted', adminId: req.user!.id, userId: req.params.id },
        'user deleted',
      );
      return { ok: true as const };
    },
  );

  app.patch(
    '/:id/ban',
    {
      config,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: BanUserSchema,
        response: { 200: UserAnswerSchema },
      },
    },
    async (req) => {
      const userData = await setBanned(deps, req.user!, req.params.id, req.body.banned);
      req.log.info(
        { event: 'admin.user.ban', adminId: req.user!.id, userId: req.params.id, banned: req.body.banned },
        'ban changed',
      );
      return { userData };
    },
  );
}
