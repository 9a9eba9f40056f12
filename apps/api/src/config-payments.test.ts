import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { PRODUCTION_ENV } from '../test/support/production-env.ts';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/souqna-config-test' };
const production = { ...base, ...PRODUCTION_ENV };
const moyasar = {
  PAYMENTS_PROVIDER: 'moyasar',
  MOYASAR_SECRET_KEY: 'sk_live_x',
  MOYASAR_WEBHOOK_SECRET: 'webhook-secret',
  PUBLIC_URL: 'https://souqna.sa',
};
const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    return (err as { problems: string[] }).problems;
  }
};

describe('payments configuration', () => {
  it('is the sandbox outside production, and off in production until a provider is chosen', () => {
    expect(loadConfig(base).payments).toEqual({ provider: 'sandbox', moyasar: undefined });
    expect(loadConfig(production).payments).toEqual({ provider: 'none', moyasar: undefined });
  });

  it('refuses the sandbox in production unless PAYMENTS_SANDBOX_IN_PRODUCTION=true (a staging site)', () => {
    expect(problems({ ...production, PAYMENTS_PROVIDER: 'sandbox' })).toEqual([
      expect.stringMatching(/^PAYMENTS_PROVIDER: sandbox is refused when APP_ENV=production/),
    ]);
    const staging = loadConfig({
      ...production,
      PAYMENTS_PROVIDER: 'sandbox',
      PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
    });
    expect(staging.payments.provider).toBe('sandbox');
  });

  it("takes Moyasar's keys, with Moyasar's address by default", () => {
    expect(loadConfig({ ...production, ...moyasar }).payments).toEqual({
      provider: 'moyasar',
      moyasar: {
        secretKey: 'sk_live_x',
        webhookSecret: 'webhook-secret',
        apiUrl: 'https://api.moyasar.com/v1',
      },
    });
  });

  it('names every missing piece for Moyasar, and an address that is not https in production', () => {
    const { PUBLIC_URL: _unset, ...withoutAddress } = production;
    expect(problems({ ...withoutAddress, PAYMENTS_PROVIDER: 'moyasar' })).toEqual([
      'PUBLIC_URL: required when APP_ENV=production',
      'MOYASAR_SECRET_KEY: required when PAYMENTS_PROVIDER=moyasar',
      'MOYASAR_WEBHOOK_SECRET: required when PAYMENTS_PROVIDER=moyasar',
      'PUBLIC_URL: required when PAYMENTS_PROVIDER=moyasar',
    ]);
    expect(problems({ ...production, ...moyasar, MOYASAR_API_URL: 'http://api.moyasar.com/v1' })).toEqual([
      'MOYASAR_API_URL: must be https:// when APP_ENV=production',
    ]);
    expect(problems({ ...base, ...moyasar, MOYASAR_WEBHOOK_SECRET: 'short' })[0]).toMatch(
      /^MOYASAR_WEBHOOK_SECRET/,
    );
  });

  it('refuses Moyasar keys left beside another provider (a mistyped PAYMENTS_PROVIDER)', () => {
    expect(problems({ ...base, MOYASAR_SECRET_KEY: 'sk_test_x' })).toEqual([
      'PAYMENTS_PROVIDER: moyasar required when MOYASAR_SECRET_KEY is set',
    ]);
    expect(problems({ ...base, PAYMENTS_PROVIDER: 'stripe' })[0]).toMatch(/^PAYMENTS_PROVIDER/);
  });
});
