import type { Connection } from '../../db/client.ts';

export type ContactField = 'email' | 'phoneNumber';
// A fixed map, so no request value ever names a column.
const COLUMN: Record<ContactField, string> = { email: 'email', phoneNumber: 'phone_number' };

/**
 * In the caller's transaction: uses up the code and sets the new address (a unique-index clash is
 * the DuplicationError of that field); false when the code was used meanwhile. Recovery codes and
 * reset tokens issued before the change were sent to the old address and are void from now on.
 */
export async function applyContactChange(
  conn: Connection,
  c: { challengeId: string; userId: string; field: ContactField; value: string },
): Promise<boolean> {
  const used = await conn.query(
    `update otp_challenges set consumed_at = now() where id = $1 and consumed_at is null returning id`,
    [c.challengeId],
  );
  if (used.length !== 1) return false;
  // The code went to the new phone alone: it is verified from now (docs/decisions/0041-ad-page-facts.md).
  const verified = c.field === 'phoneNumber' ? ', phone_verified_at = now()' : '';
  await conn.query(`update users set ${COLUMN[c.field]} = $2${verified}, updated_at = now() where id = $1`, [
    c.userId,
    c.value,
  ]);
  await conn.query(
    `update otp_challenges set voided_at = now()
      where user_id = $1 and purpose = 'reset' and consumed_at is null and voided_at is null`,
    [c.userId],
  );
  await conn.query(`update reset_tokens set used_at = now() where user_id = $1 and used_at is null`, [
    c.userId,
  ]);
  return true;
}
