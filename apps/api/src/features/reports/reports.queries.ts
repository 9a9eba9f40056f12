import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { reports, type ReportRow } from '../../db/schema.ts';

type Status = ReportRow['status'];

export async function insertReport(db: Orm, values: typeof reports.$inferInsert): Promise<ReportRow | null> {
  // The partial unique index reports_open_key keeps one open report per reporter and target.
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function pageOfReports(db: Orm, status: Status | undefined, page: number, limit: number) {
  const where: SQL | undefined = status ? eq(reports.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(reports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function resolveReport(db: Orm, id: string, status: Status, adminId: string) {
  const [row] = await db
    .update(reports)
    .set({ status, resolvedBy: adminId, resolvedAt: new Date() })
    .where(and(eq(reports.id, id)))
    .returning();
  return row;
}
