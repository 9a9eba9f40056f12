// Payments: the provider interface, the local sandbox and Moyasar, chosen by PAYMENTS_PROVIDER
// (docs/decisions/0025-payments.md). The only way in for the rest of the API.
import crypto from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Connection } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { moyasarPayments } from './moyasar.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { sandboxPayments, type SandboxPayments } from './sandbox.ts';
import { memorySandboxStore, sqlSandboxStore } from './sandbox-store.ts';

export type {
  Checkout,
  CheckoutRequest,
  PaymentEvent,
  PaymentMethod,
  PaymentProvider,
  PaymentProviderName,
  PaymentStatus,
  ProviderPayment,
  WebhookHeaders,
} from './payment-provider.ts';
export {
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_SIGNATURE_HEADER,
  sandboxPayments,
  type CardResult,
  type SandboxPayments,
} from './sandbox.ts';
export { SANDBOX_TEST_CARDS, isCvc, isFutureExpiry, type TestCard } from './sandbox-cards.ts';
export type { SandboxCheckout } from './sandbox-store.ts';
export { moyasarPayments, type MoyasarOptions } from './moyasar.ts';

export const isSandbox = (provider: PaymentProvider): provider is SandboxPayments =>
  provider.name === 'sandbox';

/**
 * The sandbox of this installation. Its webhook key is derived from JWT_SECRET (HKDF, its own
 * label) so development needs no extra variable and the key is never the session key itself.
 * With `db` its checkouts live in the database; without, in memory (tests that only sign).
 */
export function openSandboxPayments(config: Pick<Config, 'jwtSecret'>, db?: Connection): SandboxPayments {
  const secret = crypto.hkdfSync('sha256', config.jwtSecret, '', 'souqna payments sandbox webhooks', 32);
  const store = db ? sqlSandboxStore(db) : memorySandboxStore();
  return sandboxPayments({ secret: Buffer.from(secret), store });
}

/** PAYMENTS_PROVIDER=none (production's default): payments answer 503 until a provider is set. */
function paymentsOff(): PaymentProvider {
  const off = async (): Promise<never> => {
    throw new AppError('ServiceUnavailableError', { reason: 'paymentsOff' });
  };
  return { name: 'none', createCheckout: off, fetch: off, refund: off, verifyWebhook: off };
}

export function openPayments(config: Config, db: Connection): PaymentProvider {
  const { payments } = config;
  if (payments.provider === 'moyasar') return moyasarPayments(payments.moyasar!);
  if (payments.provider === 'sandbox') return openSandboxPayments(config, db);
  return paymentsOff();
}
