// Payments: the provider interface and, for now, its local sandbox (the payments issue adds a real
// provider and records what webhooks say). The only way in for the rest of the API.
import crypto from 'node:crypto';
import type { Config } from '../../config.ts';
import { sandboxPayments, type SandboxPayments } from './sandbox.ts';

export type {
  Checkout,
  CheckoutRequest,
  PaymentEvent,
  PaymentProvider,
  PaymentStatus,
  ProviderPayment,
  WebhookHeaders,
} from './payment-provider.ts';
export { SANDBOX_SIGNATURE_HEADER, sandboxPayments, type SandboxPayments } from './sandbox.ts';

/**
 * The sandbox of this installation. Its webhook key is derived from JWT_SECRET (HKDF, its own
 * label) so development needs no extra variable and the key is never the session key itself.
 */
export function openSandboxPayments(config: Pick<Config, 'jwtSecret'>): SandboxPayments {
  const secret = crypto.hkdfSync('sha256', config.jwtSecret, '', 'souqna payments sandbox webhooks', 32);
  return sandboxPayments({ secret: Buffer.from(secret) });
}
