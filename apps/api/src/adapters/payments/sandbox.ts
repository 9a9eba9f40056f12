// The local payment provider for development and tests. Its hosted checkout page is served by the
// API (features/payments/sandbox-checkout.routes.ts) and takes the test cards of sandbox-cards.ts;
// its webhooks are signed like real providers sign theirs (HMAC-SHA256 over "timestamp.body",
// Stripe's scheme), so the webhook route is exercised end to end without a third party.
import crypto from 'node:crypto';
import { PAYMENT_STATUSES, type PaymentStatus } from '@souqna/contracts';
import { z } from 'zod';
import type { Connection } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';
import { testCard } from './sandbox-cards.ts';
import { memorySandboxStore, type SandboxCheckout, type SandboxStore } from './sandbox-store.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout';
// A captured delivery replayed later than this is refused.
const TOLERANCE_SECONDS = 300;
/** A checkout nobody paid within a day ends as failed, as a real provider's invoice expires. */
export const SANDBOX_CHECKOUT_TTL_MS = 24 * 3600 * 1000;

const EventSchema = z.object({
  id: z.string().min(1),
  type: z.literal('payment.updated'),
  data: z.object({
    providerRef: z.string().min(1),
    paymentId: z.string().min(1),
    status: z.enum(PAYMENT_STATUSES),
    amountMinor: z.number().int().nonnegative(),
    currency: z.string().min(1),
  }),
});

type Signed = { body: Buffer; headers: Record<string, string> };
/** What a card submitted on the checkout page did: the payment ended, or the 3-D Secure step opened. */
export type CardResult = 'paid' | 'failed' | '3ds' | 'unknownCard' | 'notPending';

export type SandboxPayments = PaymentProvider & {
  readonly name: 'sandbox';
  /** The checkout as its hosted page shows it (expired ones as failed: read it before a card). */
  checkout(providerRef: string): Promise<SandboxCheckout | null>;
  /** A card typed on the page. With `conn`, the change is part of the caller's transaction. */
  submitCard(providerRef: string, cardNumber: string, conn?: Connection): Promise<CardResult>;
  /** The answer to the 3-D Secure step: approved pays, refused fails. */
  confirm3ds(providerRef: string, approve: boolean, conn?: Connection): Promise<CardResult>;
  /** The notice of the checkout's current state under `eventId`, signed now (each delivery re-signs). */
  webhookFor(providerRef: string, eventId: string): Promise<Signed>;
  /** The headers the sandbox sends with this body, signed at `at` (default now). */
  signWebhook(rawBody: Buffer | string, at?: Date): Record<string, string>;
  /** Ends a checkout at once, as a buyer's click would, and returns its webhook (tests). */
  settle(providerRef: string, status: PaymentStatus): Promise<Signed>;
};

type Options = { secret: Buffer | string; store?: SandboxStore; now?: () => Date };

export function sandboxPayments({ secret, store = memorySandboxStore(), now = () => new Date() }: Options) {
  const mac = (timestamp: string, body: Buffer) =>
    crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
  const invalid = (reason: string) => new AppError('InvalidSignatureError', { reason });
  /** The checkout as it stands now: one left unpaid past its day has expired (failed). */
  const current = async (ref: string) => {
    const c = await store.get(ref);
    if (!c || c.status !== 'pending' || now().getTime() - c.createdAt.getTime() < SANDBOX_CHECKOUT_TTL_MS)
      return c;
    await store.update(ref, { status: 'pending', step: c.step }, { status: 'failed', step: null });
    return store.get(ref);
  };
  const known = async (ref: string) => {
    const checkout = await current(ref);
    if (!checkout) throw new AppError('NotFoundError');
    return checkout;
  };

  const signWebhook = (rawBody: Buffer | string, at = now()) => {
    const t = String(Math.floor(at.getTime() / 1000));
    const v1 = mac(t, Buffer.from(rawBody)).toString('hex');
    return { [SANDBOX_SIGNATURE_HEADER]: `t=${t},v1=${v1}`, 'content-type': 'application/json' };
  };
  const webhookFor = async (providerRef: string, eventId: string) => {
    const { paymentId, status, amountMinor, currency } = await known(providerRef);
    const data = { providerRef, paymentId, status, amountMinor, currency };
    const body = Buffer.from(JSON.stringify({ id: eventId, type: 'payment.updated', data }));
    return { body, headers: signWebhook(body) };
  };

  const sandbox: SandboxPayments = {
    name: 'sandbox',
    checkout: current,
    async createCheckout({ paymentId, amountMinor, currency, description, returnUrl }) {
      const providerRef = `sbx_${crypto.randomUUID()}`;
      await store.insert({ providerRef, paymentId, amountMinor, currency, description, returnUrl });
      return { providerRef, checkoutUrl: `${SANDBOX_CHECKOUT_PATH}/${providerRef}` };
    },
    async fetch(providerRef) {
      const c = await known(providerRef);
      const method = c.cardLast4 ? { type: 'card', brand: c.cardBrand, last4: c.cardLast4 } : null;
      return { status: c.status, amountMinor: c.amountMinor, currency: c.currency, method };
    },
    async refund(providerRef) {
      const moved = await store.update(
        providerRef,
        { status: 'paid', step: null },
        { status: 'refunded', step: null },
      );
      if (!moved && (await known(providerRef)).status !== 'refunded')
        throw new AppError('ServiceUnavailableError', { reason: 'providerRefused' });
    },
    async verifyWebhook(rawBody, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const parts = new Map(
        (typeof header === 'string' ? header : '').split(',').map((p) => p.split('=', 2) as [string, string]),
      );
      const t = parts.get('t') ?? '';
      const given = Buffer.from(parts.get('v1') ?? '', 'hex');
      if (!/^\d+$/.test(t) || given.length === 0) throw invalid('missing');
      if (Math.abs(now().getTime() / 1000 - Number(t)) > TOLERANCE_SECONDS) throw invalid('stale');
      const expected = mac(t, rawBody);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
        throw invalid('mismatch');
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('ValidationError', { reason: 'webhookBody' });
      }
      const event = EventSchema.safeParse(json);
      if (!event.success) throw new AppError('ValidationError', { reason: 'webhookBody' });
      const { providerRef, status, amountMinor, currency } = event.data.data;
      return { eventId: event.data.id, providerRef, status, amountMinor, currency } satisfies PaymentEvent;
    },
    async submitCard(providerRef, cardNumber, conn) {
      const card = testCard(cardNumber);
      if (!card) return 'unknownCard';
      const last4 = card.number.slice(-4);
      const to =
        card.outcome === '3ds'
          ? ({ status: 'pending', step: '3ds' } as const)
          : ({ status: card.outcome, step: null } as const);
      const moved = await store.update(
        providerRef,
        { status: 'pending', step: null },
        { ...to, cardBrand: card.brand, cardLast4: last4 },
        conn,
      );
      return moved ? card.outcome : 'notPending';
    },
    async confirm3ds(providerRef, approve, conn) {
      const status = approve ? 'paid' : 'failed';
      const moved = await store.update(
        providerRef,
        { status: 'pending', step: '3ds' },
        { status, step: null },
        conn,
      );
      return moved ? status : 'notPending';
    },
    webhookFor,
    signWebhook,
    async settle(providerRef, status) {
      const { status: from, step } = await known(providerRef);
      await store.update(providerRef, { status: from, step }, { status, step: null });
      return webhookFor(providerRef, `evt_${crypto.randomUUID()}`);
    },
  };
  return sandbox;
}
