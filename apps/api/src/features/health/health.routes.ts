import { HealthAnswerSchema } from '@souqna/contracts';
import type { App } from '../../context.ts';

export default async function healthRoutes(app: App): Promise<void> {
  app.get('/health', { schema: { tags: ['health'], response: { 200: HealthAnswerSchema } } }, async () => {
    await app.deps.sql.query('select 1');
    return { status: 'ok' as const, database: 'ok' as const, driver: app.deps.sql.driver };
  });
}
