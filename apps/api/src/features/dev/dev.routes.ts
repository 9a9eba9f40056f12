// Development outbox: what would have been sent by SMS/email. Never registered in production.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { endpoints, normalizePhone } from '@souqna/contracts';
import type { App } from '../../context.ts';
import { devOutbox } from '../../db/schema.ts';
import { route } from '../../plugins/route.ts';

export default async function devRoutes(app: App): Promise<void> {
  const { orm: db } = app.deps;
  route(app, endpoints.devOutbox, { schema: { tags: ['dev'] } }, async (req) => {
    const { to, limit } = req.query;
    const filters: SQL[] = [];
    if (to)
      filters.push(eq(devOutbox.recipient, to.includes('@') ? to.trim().toLowerCase() : normalizePhone(to)));
    const rows = await db
      .select()
      .from(devOutbox)
      .where(and(...filters))
      .orderBy(desc(devOutbox.createdAt))
      .limit(limit);
    return {
      items: rows.map((r) => ({
        id: r.id,
        to: r.recipient,
        channel: r.channel,
        subject: r.subject,
        body: r.body,
        code: r.code,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  });
}
