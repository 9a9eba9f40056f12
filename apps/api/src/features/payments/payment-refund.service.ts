// An admin's refund (docs/product/payments.md#refunds): a paid payment goes back to the payer in
// full through the provider, then becomes refunded with its ledger row. A claim on the row lets
// one refund run at a time: a second click while the first waits for the provider is refused, and
// a claim left by a crash lapses after two minutes.
import type { AuthUser, Deps } from '../../context.ts';
import type { Connection } from '../../db/client.ts';
import { writeAdminAudit } from '../../lib/admin-audit.ts';
import { AppError, isUuid } from '../../lib/app-error.ts';
import { toPayment } from './payment-answers.ts';
import { DUPLICATE_NOTE, moveTo, publishMoves } from './payment-apply.ts';
import { findPayment, type PaymentRow } from './payments.queries.ts';

async function claim(db: Connection, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.query<PaymentRow>(
    `update payments set refund_claimed_at = now()
      where id = $1 and status = 'paid'
        and (refund_claimed_at is null or refund_claimed_at < now() - interval '2 minutes')
      returning *`,
    [id],
  );
  return row;
}

const release = (db: Connection, id: string) =>
  db.query(`update payments set refund_claimed_at = null where id = $1 and status = 'paid'`, [id]);

/** The provider gives the claimed payment back; on any failure the claim goes, for a later try. */
async function refundAtProvider(deps: Pick<Deps, 'sql' | 'payments'>, claimed: PaymentRow): Promise<void> {
  try {
    // A payment made through another provider than today's cannot be refunded from here.
    if (claimed.provider !== deps.payments.name)
      throw new AppError('ServiceUnavailableError', {
        reason: 'providerChanged',
        provider: claimed.provider,
      });
    await deps.payments.refund(claimed.provider_ref, Number(claimed.amount_minor));
  } catch (err) {
    await release(deps.sql, claimed.id);
    throw err;
  }
}

export async function refundPayment(deps: Deps, admin: AuthUser, id: string, note?: string) {
  const claimed = isUuid(id) ? await claim(deps.sql, id) : undefined;
  if (!claimed) {
    const row = isUuid(id) ? await findPayment(deps.sql, id) : undefined;
    if (!row) throw new AppError('NotFoundError');
    const reason = row.status === 'paid' ? 'refundInProgress' : 'notRefundable';
    throw new AppError('ValidationError', { field: 'status', reason, status: row.status });
  }
  await refundAtProvider(deps, claimed);
  const moved = await deps.sql.transaction(async (conn) => {
    const locked = (await findPayment(conn, id, true))!;
    const changes = await moveTo(deps, conn, locked, 'refunded', {
      source: 'admin',
      actorId: admin.id,
      note: note ?? null,
    });
    // An admin action: audited with the refund, in the same transaction.
    await writeAdminAudit(conn, admin.id, {
      action: 'payment.refund',
      targetType: 'payment',
      targetId: id,
      details: { amountMinor: Number(locked.amount_minor), currncy: locked.currency, note: note ?? null },
    });
    return changes;
  });
  publishMoves(deps, moved);
  return toPayment((await findPayment(deps.sql, id))!);
}

/**
 * A second commission paid for an ad that had one paid first (payment-apply.ts): the site gives it
 * back in full, with a ledger row of source 'system'; the payer is told as of any refund. Thrown
 * errors retry the job (payments.refund-duplicate), so the money goes back however late.
 */
export async function refundDuplicate(deps: Pick<Deps, 'sql' | 'payments' | 'jobs' | 'events'>, id: string) {
  const claimed = await claim(deps.sql, id);
  if (!claimed) {
    const row = await findPayment(deps.sql, id);
    // Refunded already (an admin was quicker, or an earlier try got this far): nothing left to do.
    if (!row || row.status !== 'paid') return;
    throw new AppError('ServiceUnavailableError', { reason: 'refundInProgress' });
  }
  await refundAtProvider(deps, claimed);
  const moved = await deps.sql.transaction(async (conn) => {
    const locked = (await findPayment(conn, id, true))!;
    return moveTo(deps, conn, locked, 'refunded', { source: 'system', note: DUPLICATE_NOTE });
  });
  publishMoves(deps, moved);
}
