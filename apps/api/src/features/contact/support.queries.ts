// Members' messages to support (db/migrations/0014_support_messages.sql), SQL only.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database, Orm } from '../../db/client.ts';
import { supportMessages, users, type SupportMessageRow } from '../../db/schema.ts';

/** The message with the member's name and addresses as they are now (kept as written). */
export async function insertSupportMessage(
  db: Orm,
  userId: string,
  input: { subject: string; message: string },
): Promise<SupportMessageRow | undefined> {
  const [member] = await db
    .select({ fullname: users.fullname, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) return undefined;
  const [row] = await db
    .insert(supportMessages)
    .values({ userId, ...member, email: member.email ?? '', phoneNumber: member.phoneNumber ?? '', ...input })
    .returning();
  return row;
}

export async function pageOfSupportMessages(
  db: Orm,
  q: { status?: 'open' | 'closed' | undefined; page: number; limit: number },
) {
  const where = q.status ? eq(supportMessages.status, q.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(supportMessages)
      .where(where)
      .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(supportMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function closeSupportMessage(db: Orm, id: string, adminId: string) {
  const [row] = await db
    .update(supportMessages)
    .set({ status: 'closed', closedBy: adminId, closedAt: new Date() })
    .where(and(eq(supportMessages.id, id)))
    .returning();
  return row;
}

/** What the member wrote to support, for the export of their data. */
export const supportMessagesForExport = (sql: Database, userId: string, cap: number) =>
  sql.query(
    `select id, subject, message, status, created_at as "createdAt" from support_messages
      where user_id = $1 order by created_at desc limit $2`,
    [userId, cap],
  );
