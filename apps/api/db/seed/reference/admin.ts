// The administrator an operator names (ADMIN_EMAIL/ADMIN_PASSWORD, or `npm run admin:create`).
import { eq, sql } from 'drizzle-orm';
import { users } from '../../../src/db/schema.ts';
import { hashPassword } from '../../../src/lib/passwords.ts';
import { type DbLike } from '../../factories/db-like.ts';

/** Creates the admin account, or promotes an existing account with that email (password reset to the given one). */
export async function ensureAdmin(
  dbLike: DbLike,
  admin: { email: string; password: string; phone?: string | undefined },
): Promise<string> {
  const db = dbLike.orm;
  const email = admin.email.toLowerCase();
  const passwordHash = await hashPassword(admin.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (existing) {
    await db
      .update(users)
      .set({ role: 'admin', passwordHash, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return existing.id;
  }
  const [row] = await db
    .insert(users)
    .values({
      email,
      phoneNumber: admin.phone ?? '971500000001',
      fullname: 'Souqna Admin',
      role: 'admin',
      passwordHash,
    })
    .returning({ id: users.id });
  return row!.id;
}
