// What the API needs from a payment provider (docs/decisions/0013-adapters-and-webhooks.md,
// 0025-payments.md): start a hosted checkout, read a payment back, refund it, and trust a webhook
// only once its signature checks out. Every call to a third party has a bounded wait (0016).
import type { Currency, PaymentStatus } from '@souqna/contracts';

export type { PaymentStatus };
export type PaymentProviderName = 'sandbox' | 'moyasar' | 'none';

export type CheckoutRequest = {
  /** Our payment's id: the provider keeps it (metadata), so its records point back to ours. */
  paymentId: string;
  /** In the currency's minor unit (halalas, fils): money is never a float. */
  amountMinor: number;
  currency: Currency;
  description: string;
  /** Where the provider sends the buyer back, paid or not (absolute URL). */
  returnUrl: string;
};

export type Checkout = { providerRef: string; checkoutUrl: string };

export type PaymentMethod = { type: string; brand: string | null; last4: string | null };

/** The provider's own view of a payment: the only thing that can make ours paid. */
export type ProviderPayment = {
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
  method: PaymentMethod | null;
};

/** A provider's notice that a payment changed, trusted only after verifyWebhook, acted on only after fetch. */
export type PaymentEvent = {
  /** The provider's id of this notice: deliveries repeat, so it is the idempotency key. */
  eventId: string;
  providerRef: string;
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
};

/** Node's request headers (lower-case names). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Throws AppError ServiceUnavailableError when the provider does not answer in time or refuses. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** The provider's own view of a payment; a webhook is a hint to call this, never the only proof. */
  fetch(providerRef: string): Promise<ProviderPayment>;
  /** Gives the whole amount back. Safe to call again for a payment already refunded. */
  refund(providerRef: string, amountMinor: number): Promise<void>;
  /**
   * The event in a webhook's exact bytes. Throws AppError InvalidSignatureError when the signature
   * is missing, wrong or stale, and ValidationError when a signed body is not an event.
   */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<PaymentEvent>;
}
