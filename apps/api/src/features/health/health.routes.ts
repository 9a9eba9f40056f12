import { endpoints } from '@souqna/contracts';
import type { App } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../plugins/route.ts';

// A load balancer must hear "not ready" at once, whatever the database does: 503 in under a
// second (docs/decisions/0016-bounded-waits.md). The ping itself goes on within the pool's limits.
const HEALTH_LIMIT_MS = 750;

/** The check's answer, or null when it failed or took longer than the limit. */
async function within<T>(check: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, HEALTH_LIMIT_MS, null)));
  try {
    return await Promise.race([check.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

const databaseAnswers = (sql: Database) => within(sql.query('select 1').then(() => true));

// Liveness, readiness and the original combined check (docs/deploy.md#health-endpoints). None is
// ever refused for overload (plugins/overload.ts).
export default async function healthRoutes(app: App): Promise<void> {
  const tags = ['health'];
  route(app, endpoints.health, { schema: { tags } }, async () => {
    if (!(await databaseAnswers(app.deps.sql))) throw new AppError('ServiceUnavailableError');
    return { status: 'ok' as const, database: 'ok' as const, driver: app.deps.sql.driver };
  });
  // No I/O: a database outage makes an instance unready, never "dead" (a restart would not help).
  route(app, endpoints.healthLive, { schema: { tags } }, async () => ({ status: 'ok' as const }));
  route(app, endpoints.healthReady, { schema: { tags } }, async () => {
    const [database, redis] = await Promise.all([
      databaseAnswers(app.deps.sql),
      within(app.deps.limits.ping()),
    ]);
    if (!database || !redis) {
      const unavailable = [...(database ? [] : ['database']), ...(redis ? [] : ['redis'])];
      throw new AppError('ServiceUnavailableError', { unavailable });
    }
    return { status: 'ok' as const, database: 'ok' as const, redis, driver: app.deps.sql.driver };
  });
}
