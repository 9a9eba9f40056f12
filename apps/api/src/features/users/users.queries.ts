import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
} from 'drizzle-orm';
import { toAsciiDigits, type UsersQuery } from '@souqna/contracts';
import type { Database, Orm } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { endOf } from '../../lib/date-range.ts';

export type UserFilters = Partial<Omit<UsersQuery, 'page' | 'limit'>>;

export async function findUserById(db: Orm, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateUser(
  db: Orm,
  id: string,
  patch: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUser(db: Orm, id: string): Promise<boolean> {
  return (await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })).length === 1;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function where(f: UserFilters): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (f.search) {
    const text = like(f.search);
    const digits = like(toAsciiDigits(f.search).replace(/[\s+\-()]/g, ''));
    c.push(
      or(
        ilike(users.fullname, text),
        ilike(users.username, text),
        ilike(users.email, text),
        ilike(users.phoneNumber, digits),
      ),
    );
  }
  if (f.dateFrom) c.push(gte(users.createdAt, f.dateFrom));
  if (f.dateTo) c.push(lt(users.createdAt, endOf(f.dateTo)));
  if (f.isActive !== undefined) c.push(f.isActive ? isNull(users.bannedAt) : isNotNull(users.bannedAt));
  if (f.postCountFrom !== undefined) c.push(gte(users.postsCount, f.postCountFrom));
  if (f.postCountTo !== undefined) c.push(lte(users.postsCount, f.postCountTo));
  return and(...c);
}

const ORDER = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name: [asc(users.fullname), asc(users.id)],
  posts: [desc(users.postsCount), desc(users.createdAt), desc(users.id)],
} as const;

export async function listUsers(db: Orm, f: UserFilters, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where(f))
      .orderBy(...ORDER[f.sort ?? 'newest'])
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(users).where(where(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const exportUsers = (db: Orm, f: UserFilters, max: number) =>
  db
    .select()
    .from(users)
    .where(where(f))
    .orderBy(...ORDER[f.sort ?? 'newest'])
    .limit(max);

/** Admins other than `id` who can still sign in: the back office must keep one. */
export async function otherActiveAdmins(db: Orm, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.bannedAt), ne(users.id, id)));
  return row?.n ?? 0;
}

/**
 * The member's own row for the export of their data (docs/decisions/0028-account-rights.md): what
 * they typed and what we keep about them, never the password hash or the session cut-off.
 */
export async function profileForExport(sql: Database, userId: string) {
  const [row] = await sql.query(
    `select id, email, phone_number as "phoneNumber", username, fullname, description, avatar, role,
            locale, phone_verified_at as "phoneVerifiedAt", banned_at as "bannedAt", posts_count as "postsCount",
            created_at as "createdAt", updated_at as "updatedAt"
       from users where id = $1`,
    [userId],
  );
  return row ?? null;
}

/** Each member's saved language (src/push words a push in it); a missing member is left out. */
export async function localesOf(sql: Pick<Database, 'query'>, userIds: string[]) {
  const rows = await sql.query<{ id: string; locale: 'ar' | 'en' }>(
    'select id, locale from users where id = any($1::uuid[])',
    [userIds],
  );
  return new Map(rows.map((r) => [r.id, r.locale]));
}
