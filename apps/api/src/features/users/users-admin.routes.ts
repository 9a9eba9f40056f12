import { endpoints } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { pageOfUsers, removeUser, setBanned, usersCsv } from './users-admin.service.ts';

const admin = { config: { auth: 'admin' as const }, schema: { tags: ['users (admin)'], security: SECURITY } };

export default async function usersAdminRoutes(app: App): Promise<void> {
  const { deps } = app;

  route(app, endpoints.listUsers, admin, async (req) => pageOfUsers(deps, req.query));

  route(app, endpoints.exportUsers, admin, async (req, reply) => {
    const csv = await usersCsv(deps, req.user!, req.body ?? {});
    const name = `souqna-users-${new Date().toISOString().slice(0, 10)}.csv`;
    // A Buffer with its own content type bypasses the JSON serializer.
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(Buffer.from(csv));
  });

  route(app, endpoints.deleteUser, admin, async (req) => {
    await removeUser(deps, req.user!, req.params.id);
    req.log.info(
      { event: 'admin.user.deleted', adminId: req.user!.id, userId: req.params.id },
      'user deleted',
    );
    return { ok: true as const };
  });

  route(app, endpoints.banUser, admin, async (req) => {
    const userData = await setBanned(deps, req.user!, req.params.id, req.body.banned);
    req.log.info(
      { event: 'admin.user.ban', adminId: req.user!.id, userId: req.params.id, banned: req.body.banned },
      'ban changed',
    );
    return { userData };
  });
}
