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
import type { Orm } from '../../db/client.ts';
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
