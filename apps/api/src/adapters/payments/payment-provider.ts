// What the API needs from a payment provider (docs/decisions/0013-adapters-and-webhooks.md): start a
// hosted checkout, read a payment back, and trust a webhook only once its signature checks out.
import type { Currency, PaymentStatus } from '@souqna/contracts';

export type { PaymentStatus };

export type CheckoutRequest = {
  /** Our payment's id: the provider echoes it, so a webhook can be matched to our row. */
  paymentId: string;
  /** In the currency's minor unit (halalas, fils): money is never a float. */
  amountMinor: number;
  currency: Currency;
  description: string;
  /** Where the provider sends the buyer back, paid or not. */
  returnUrl: string;
};

export type Checkout = { providerRef: string; checkoutUrl: string };

export type ProviderPayment = { status: PaymentStatus; amountMinor: number; currency: Currency };

/** A provider's notice that a payment changed, trusted only after verifyWebhook. */
export type PaymentEvent = {
  /** The provider's id of this notice: deliveries repeat, so it is the idempotency key. */
  eventId: string;
  providerRef: string;
  paymentId: string;
  status: PaymentStatus;
  amountMinor: number;
  currency: Currency;
};

/** Node's request headers (lower-case names). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** The provider's own view of a payment; a webhook is a hint to call this, never the only proof. */
  fetch(providerRef: string): Promise<ProviderPayment>;
  /**
   * The event in a webhook's exact bytes. Throws AppError InvalidSignatureError when the signature
   * is missing, wrong or stale, and ValidationError when a signed body is not an event.
   */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<PaymentEvent>;
}
