// Moyasar (https://docs.moyasar.com), Saudi Arabia's card, mada, Apple Pay and STC Pay gateway,
// through its hosted invoice page: POST /invoices opens a checkout (amount in halalas, our payment
// id in metadata), GET /invoices/{id} is its own view, and account webhooks carry the secret token
// set in its dashboard. HTTP Basic auth with the secret key; every call has a bounded wait (0016).
import crypto from 'node:crypto';
import type { PaymentStatus } from '@souqna/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentMethod, PaymentProvider, ProviderPayment } from './payment-provider.ts';

export type MoyasarOptions = {
  secretKey: string;
  webhookSecret: string;
  /** https://api.moyasar.com/v1 unless a stand-in is configured (tests). */
  apiUrl: string;
  /** The longest wait for one call, answer included. */
  timeoutMs?: number;
  now?: () => Date;
};

/** An unpaid invoice expires after a day: an abandoned checkout ends as failed. */
const INVOICE_TTL_MS = 24 * 3600 * 1000;
const INVOICE_STATUS: Record<string, PaymentStatus> = {
  initiated: 'pending',
  on_hold: 'pending',
  paid: 'paid',
  failed: 'failed',
  canceled: 'failed',
  expired: 'failed',
  voided: 'failed',
  refunded: 'refunded',
};
const PAYMENT_STATUS: Record<string, PaymentStatus> = {
  initiated: 'pending',
  authorized: 'pending',
  verified: 'pending',
  paid: 'paid',
  captured: 'paid',
  failed: 'failed',
  voided: 'failed',
  refunded: 'refunded',
};

const MoyasarPayment = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  invoice_id: z.string().nullish(),
  source: z
    .object({ type: z.string(), company: z.string().nullish(), number: z.string().nullish() })
    .nullish(),
});
type MoyasarPayment = z.infer<typeof MoyasarPayment>;
const Invoice = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  url: z.string().optional(),
  payments: z.array(MoyasarPayment).nullish(),
});
const Webhook = z.object({ id: z.string().min(1), type: z.string(), data: MoyasarPayment });

const unavailable = (reason: string, extra: Record<string, unknown> = {}) =>
  new AppError('ServiceUnavailableError', { reason, ...extra });

/** The card of the payment that settled the invoice (the latest paid or refunded one, else the last try). */
function methodOf(payments: MoyasarPayment[]): PaymentMethod | null {
  const settled = payments.filter((p) => ['paid', 'captured', 'refunded'].includes(p.status));
  const source = (settled.at(-1) ?? payments.at(-1))?.source;
  if (!source) return null;
  const type = source.type === 'creditcard' ? 'card' : source.type;
  const last4 = source.number?.replace(/\D/g, '').slice(-4) || null;
  return { type, brand: source.company ?? null, last4 };
}

export function moyasarPayments(options: MoyasarOptions): PaymentProvider {
  const { secretKey, webhookSecret, apiUrl, timeoutMs = 8000, now = () => new Date() } = options;
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const base = apiUrl.replace(/\/+$/, '');

  async function call<T extends z.ZodType>(schema: T, method: string, path: string, body?: unknown) {
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // Covers the answer's body too: a provider that sends headers and then stalls is cut off.
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw unavailable(timedOut ? 'providerTimeout' : 'providerUnreachable');
    }
    if (!res.ok) throw unavailable('providerRefused', { providerStatus: res.status });
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw unavailable('providerAnswer');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw unavailable('providerAnswer');
    return parsed.data as z.output<T>;
  }

  const invoice = (id: string) => call(Invoice, 'GET', `/invoices/${encodeURIComponent(id)}`);

  return {
    name: 'moyasar',
    async createCheckout({ paymentId, amountMinor, currency, description, returnUrl }) {
      const created = await call(Invoice, 'POST', '/invoices', {
        amount: amountMinor,
        currency,
        description,
        // Where the buyer lands after paying, or after pressing back. (The invoice's callback_url
        // would POST the invoice without the secret token, so notices come by account webhook.)
        success_url: returnUrl,
        back_url: returnUrl,
        expired_at: new Date(now().getTime() + INVOICE_TTL_MS).toISOString(),
        metadata: { payment_id: paymentId },
      });
      if (!created.url || created.amount !== amountMinor || created.currency !== currency)
        throw unavailable('providerAnswer');
      return { providerRef: created.id, checkoutUrl: created.url };
    },
    async fetch(providerRef): Promise<ProviderPayment> {
      const inv = await invoice(providerRef);
      const status = INVOICE_STATUS[inv.status] ?? 'pending';
      return {
        status,
        amountMinor: inv.amount,
        currency: inv.currency,
        method: methodOf(inv.payments ?? []),
      };
    },
    async refund(providerRef, amountMinor) {
      const inv = await invoice(providerRef);
      if (inv.status === 'refunded') return;
      const paid = (inv.payments ?? []).filter((p) => p.status === 'paid' || p.status === 'captured').at(-1);
      if (!paid) throw unavailable('providerRefused');
      const done = await call(MoyasarPayment, 'POST', `/payments/${encodeURIComponent(paid.id)}/refund`, {
        amount: amountMinor,
      });
      if (done.status !== 'refunded') throw unavailable('providerRefused');
    },
    async verifyWebhook(rawBody) {
      // The secret token travels inside the JSON body: no parse, no token.
      let json: unknown = null;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        // Not JSON: no token to check either.
      }
      const given = (json as { secret_token?: unknown } | null)?.secret_token;
      const token = typeof given === 'string' ? given : '';
      if (!token) throw new AppError('InvalidSignatureError', { reason: 'missing' });
      // Equal-length digests, so the comparison takes the same time whatever the token.
      const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
      if (!crypto.timingSafeEqual(digest(token), digest(webhookSecret)))
        throw new AppError('InvalidSignatureError', { reason: 'mismatch' });
      const event = Webhook.safeParse(json);
      if (!event.success) throw new AppError('ValidationError', { reason: 'webhookBody' });
      const { data } = event.data;
      return {
        eventId: event.data.id,
        // Our checkouts are invoices; a payment made outside one matches none of ours.
        providerRef: data.invoice_id ?? data.id,
        status: PAYMENT_STATUS[data.status] ?? 'pending',
        amountMinor: data.amount,
        currency: data.currency,
      };
    },
  };
}
