// The phone reveal log (db/migrations/0009_phone_reveal.sql): one row per counted reveal.
import type { Orm } from '../../db/client.ts';
import { phoneReveals } from '../../db/schema.ts';

export async function logReveal(db: Orm, row: { postId: string; viewerId: string; sellerId: string }) {
  await db.insert(phoneReveals).values(row);
}
