import { endpoints } from '@souqna/contracts';
import type { App } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';

// A load balancer must hear "not ready" at once, whatever the database does: 503 in under a
// second (docs/decisions/0016-bounded-waits.md). The ping itself goes on within the pool's limits.
const HEALTH_LIMIT_MS = 750;

async function databaseAnswers(sql: Database): Promise<boolean> {
  const ping = sql.query('select 1').then(
    () => true,
    () => false,
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, HEALTH_LIMIT_MS, false)));
  try {
    return await Promise.race([ping, late]);
  } finally {
    clearTimeout(timer);
  }
}

export default async function healthRoutes(app: App): Promise<void> {
  route(app, endpoints.health, { schema: { tags: ['health'] } }, async () => {
    if (!(await databaseAnswers(app.deps.sql))) throw new AppError('ServiceUnavailableError');
    return { status: 'ok' as const, database: 'ok' as const, driver: app.deps.sql.driver };
  });
}
