// The payment provider's variables (docs/decisions/0025-payments.md): which provider, its keys,
// and the rules between them, reported with the other configuration problems.
import type { Env } from './config-env.ts';

const MOYASAR_VARS = ['MOYASAR_SECRET_KEY', 'MOYASAR_WEBHOOK_SECRET', 'MOYASAR_API_URL'] as const;
export const MOYASAR_DEFAULT_API_URL = 'https://api.moyasar.com/v1';

/** Outside production the sandbox; in production nothing until an operator chooses. */
const providerOf = (e: Env) => e.PAYMENTS_PROVIDER ?? (e.APP_ENV === 'production' ? 'none' : 'sandbox');

export function paymentsProblems(e: Env): string[] {
  const provider = providerOf(e);
  const problems: string[] = [];
  // Test cards would "pay" real commissions: a staging site may opt in, a live one must not by accident.
  if (provider === 'sandbox' && e.APP_ENV === 'production' && e.PAYMENTS_SANDBOX_IN_PRODUCTION !== 'true')
    problems.push(
      'PAYMENTS_PROVIDER: sandbox is refused when APP_ENV=production (its test cards pay nothing) unless PAYMENTS_SANDBOX_IN_PRODUCTION=true',
    );
  if (provider === 'moyasar') {
    if (!e.MOYASAR_SECRET_KEY) problems.push('MOYASAR_SECRET_KEY: required when PAYMENTS_PROVIDER=moyasar');
    if (!e.MOYASAR_WEBHOOK_SECRET)
      problems.push('MOYASAR_WEBHOOK_SECRET: required when PAYMENTS_PROVIDER=moyasar');
    // Moyasar sends the buyer back to an absolute address: the request's own host may be a proxy's.
    if (!e.PUBLIC_URL) problems.push('PUBLIC_URL: required when PAYMENTS_PROVIDER=moyasar');
    if (e.APP_ENV === 'production' && e.MOYASAR_API_URL && !e.MOYASAR_API_URL.startsWith('https://'))
      problems.push('MOYASAR_API_URL: must be https:// when APP_ENV=production');
  } else {
    // Keys set for a provider that is not on: most likely a mistyped PAYMENTS_PROVIDER.
    const strays = MOYASAR_VARS.filter((n) => e[n] !== undefined);
    if (strays.length) problems.push(`PAYMENTS_PROVIDER: moyasar required when ${strays.join(', ')} is set`);
  }
  return problems;
}

export function paymentsConfig(e: Env) {
  const provider = providerOf(e);
  return {
    provider,
    moyasar:
      provider === 'moyasar'
        ? {
            secretKey: e.MOYASAR_SECRET_KEY!,
            webhookSecret: e.MOYASAR_WEBHOOK_SECRET!,
            apiUrl: e.MOYASAR_API_URL ?? MOYASAR_DEFAULT_API_URL,
          }
        : undefined,
  };
}
