// GET /api/users/me/export: the member's data as a JSON file (my-data.ts composes it).
import { endpoints, myDataFileName, MyDataSchema } from '@souqna/contracts';
import type { FastifyRequest } from 'fastify';
import { SECURITY, type App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { myData } from './my-data.ts';

// Per member: the export reads every table about them, so a few an hour is plenty for a person.
const exportRate = {
  max: 3,
  timeWindow: '1 hour',
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => `my-data:${req.user?.id ?? req.ip}`,
};

export default async function accountRoutes(app: App): Promise<void> {
  const { deps } = app;
  route(
    app,
    endpoints.exportMyData,
    {
      config: { auth: 'required', rateLimit: exportRate },
      schema: { tags: ['users'], security: SECURITY },
    },
    async (req, reply) => {
      const now = new Date();
      // Built through its schema: a section added or renamed without the contract fails here, not in a download.
      const data = MyDataSchema.parse(await myData(deps, req.user!.id, now));
      req.log.info({ event: 'user.data.exported', userId: req.user!.id }, 'member exported their data');
      // A Buffer with its own content type bypasses the JSON serializer, and the browser saves it.
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${myDataFileName(now)}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(JSON.stringify(data, null, 2)));
    },
  );
}
