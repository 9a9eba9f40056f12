import { endpoints } from '@souqna/contracts';
import type { App } from '../../context.ts';
import { route } from '../../lib/route.ts';

export default async function healthRoutes(app: App): Promise<void> {
  route(app, endpoints.health, { schema: { tags: ['health'] } }, async () => {
    await app.deps.sql.query('select 1');
    return { status: 'ok' as const, database: 'ok' as const, driver: app.deps.sql.driver };
  });
}
