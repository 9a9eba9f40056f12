// The local payment provider for development and tests: checkouts live in memory, and webhooks are
// signed like real providers sign theirs (HMAC-SHA256 over "timestamp.body", Stripe's scheme), so
// the webhook route is exercised end to end without a third party.
import crypto from 'node:crypto';
import { CURRENCIES, PAYMENT_STATUSES } from '@souqna/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentEvent, PaymentProvider, PaymentStatus, ProviderPayment } from './payment-provider.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
// A captured delivery replayed later than this is refused.
const TOLERANCE_SECONDS = 300;

const EventSchema = z.object({
  id: z.string().min(1),
  type: z.literal('payment.updated'),
  data: z.object({
    providerRef: z.string().min(1),
    paymentId: z.string().min(1),
    status: z.enum(PAYMENT_STATUSES),
    amountMinor: z.number().int().nonnegative(),
    currency: z.enum(CURRENCIES),
  }),
});

export type SandboxPayments = PaymentProvider & {
  /** The headers the sandbox sends with this body, signed at `at` (default now). */
  signWebhook(rawBody: Buffer | string, at?: Date): Record<string, string>;
  /** Ends a checkout as the buyer would (the checkout page of a later issue), and returns the webhook to deliver. */
  settle(providerRef: string, status: PaymentStatus): { body: Buffer; headers: Record<string, string> };
};

type Options = { secret: Buffer | string; now?: () => Date };

export function sandboxPayments({ secret, now = () => new Date() }: Options): SandboxPayments {
  const payments = new Map<string, ProviderPayment & { paymentId: string }>();
  const mac = (timestamp: string, body: Buffer) =>
    crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
  const invalid = (reason: string) => new AppError('InvalidSignatureError', { reason });

  const signWebhook = (rawBody: Buffer | string, at = now()) => {
    const t = String(Math.floor(at.getTime() / 1000));
    const v1 = mac(t, Buffer.from(rawBody)).toString('hex');
    return { [SANDBOX_SIGNATURE_HEADER]: `t=${t},v1=${v1}`, 'content-type': 'application/json' };
  };

  return {
    name: 'sandbox',
    async createCheckout({ paymentId, amountMinor, currency }) {
      const providerRef = `sbx_${crypto.randomUUID()}`;
      payments.set(providerRef, { paymentId, amountMinor, currency, status: 'pending' });
      return { providerRef, checkoutUrl: `/dev/payments/sandbox/${providerRef}` };
    },
    async fetch(providerRef) {
      const payment = payments.get(providerRef);
      if (!payment) throw new AppError('NotFoundError');
      return { status: payment.status, amountMinor: payment.amountMinor, currency: payment.currency };
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
      return { eventId: event.data.id, ...event.data.data } satisfies PaymentEvent;
    },
    signWebhook,
    settle(providerRef, status) {
      const payment = payments.get(providerRef);
      if (!payment) throw new AppError('NotFoundError');
      payment.status = status;
      const { paymentId, amountMinor, currency } = payment;
      const data = { providerRef, paymentId, status, amountMinor, currency };
      const body = Buffer.from(
        JSON.stringify({ id: `evt_${crypto.randomUUID()}`, type: 'payment.updated', data }),
      );
      return { body, headers: signWebhook(body) };
    },
  };
}
