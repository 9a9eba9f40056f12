// Where the sandbox provider keeps its checkouts: in the database for the app (they survive a
// restart and every instance sees them, as a real provider's do), in memory for unit tests.
import type { PaymentStatus } from '@souqna/contracts';
import type { Connection } from '../../db/client.ts';

export type SandboxCheckout = {
  providerRef: string;
  paymentId: string;
  amountMinor: number;
  currency: string;
  description: string;
  returnUrl: string;
  status: PaymentStatus;
  /** '3ds': the card asked for the extra confirmation step, not answered yet. */
  step: '3ds' | null;
  cardBrand: string | null;
  cardLast4: string | null;
  createdAt: Date;
};
export type NewSandboxCheckout = Omit<
  SandboxCheckout,
  'status' | 'step' | 'cardBrand' | 'cardLast4' | 'createdAt'
>;
export type SandboxChange = Pick<SandboxCheckout, 'status' | 'step'> &
  Partial<Pick<SandboxCheckout, 'cardBrand' | 'cardLast4'>>;
/** The state a change starts from: a second click, or another tab, finds it moved and changes nothing. */
export type SandboxFrom = Pick<SandboxCheckout, 'status' | 'step'>;

export interface SandboxStore {
  insert(checkout: NewSandboxCheckout): Promise<void>;
  get(providerRef: string): Promise<SandboxCheckout | null>;
  /** False when the checkout is not (or no longer) in `from`. `conn`: inside the caller's transaction. */
  update(providerRef: string, from: SandboxFrom, to: SandboxChange, conn?: Connection): Promise<boolean>;
}

export function memorySandboxStore(): SandboxStore {
  const rows = new Map<string, SandboxCheckout>();
  return {
    async insert(c) {
      const fresh = {
        status: 'pending',
        step: null,
        cardBrand: null,
        cardLast4: null,
        createdAt: new Date(),
      } as const;
      rows.set(c.providerRef, { ...c, ...fresh });
    },
    async get(ref) {
      const row = rows.get(ref);
      return row ? { ...row } : null;
    },
    async update(ref, from, to) {
      const row = rows.get(ref);
      if (!row || row.status !== from.status || row.step !== from.step) return false;
      rows.set(ref, { ...row, ...to });
      return true;
    },
  };
}

type Row = {
  provider_ref: string;
  payment_id: string;
  amount_minor: string | number;
  currency: string;
  description: string;
  return_url: string;
  status: PaymentStatus;
  step: '3ds' | null;
  card_brand: string | null;
  card_last4: string | null;
  created_at: Date;
};

export function sqlSandboxStore(db: Connection): SandboxStore {
  return {
    async insert(c) {
      await db.query(
        `insert into payment_sandbox_checkouts
           (provider_ref, payment_id, amount_minor, currency, description, return_url)
         values ($1, $2, $3, $4, $5, $6)`,
        [c.providerRef, c.paymentId, c.amountMinor, c.currency, c.description, c.returnUrl],
      );
    },
    async get(ref) {
      const [r] = await db.query<Row>('select * from payment_sandbox_checkouts where provider_ref = $1', [
        ref,
      ]);
      if (!r) return null;
      return {
        providerRef: r.provider_ref,
        paymentId: r.payment_id,
        amountMinor: Number(r.amount_minor),
        currency: r.currency,
        description: r.description,
        returnUrl: r.return_url,
        status: r.status,
        step: r.step,
        cardBrand: r.card_brand,
        cardLast4: r.card_last4,
        createdAt: new Date(r.created_at),
      };
    },
    async update(ref, from, to, conn = db) {
      const rows = await conn.query(
        `update payment_sandbox_checkouts
            set status = $4, step = $5, card_brand = coalesce($6, card_brand),
                card_last4 = coalesce($7, card_last4), updated_at = now()
          where provider_ref = $1 and status = $2 and step is not distinct from $3
          returning provider_ref`,
        [ref, from.status, from.step, to.status, to.step, to.cardBrand ?? null, to.cardLast4 ?? null],
      );
      return rows.length === 1;
    },
  };
}
