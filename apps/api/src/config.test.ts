import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/souqna-config-test' };

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const c = loadConfig(base);
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      appEnv: 'development',
      databaseUrl: undefined,
      uploadsDir: '/tmp/souqna-config-test/uploads',
    });
    expect(c.rateLimits).toEqual({
      windowSeconds: 900,
      otpPerIdentifier: 5,
      otpPerIp: 30,
      failedSignInsPerIdentifier: 10,
      signInPerIp: 60,
    });
  });

  it('reports every problem at once', () => {
    try {
      loadConfig({ PORT: 'abc', APP_ENV: 'staging', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems.map((p) => p.split(':')[0])).toEqual([
        'PORT',
        'APP_ENV',
        'DATABASE_URL',
      ]);
    }
  });

  it('refuses production without a secret or message providers (the outbox would leak codes)', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(
      /JWT_SECRET[\s\S]*SMTP_URL[\s\S]*SMS_PROVIDER_URL/,
    );
    const ok = loadConfig({
      ...base,
      APP_ENV: 'production',
      SMTP_URL: 'smtp://mail:25',
      SMS_PROVIDER_URL: 'http://sms.local/send',
    });
    expect(ok.appEnv).toBe('production');
  });

  it('treats empty strings as unset and parses overrides', () => {
    const c = loadConfig({ ...base, DATABASE_URL: '', RATE_LIMIT_OTP_PER_IP: '7', TRUST_PROXY: '1' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.rateLimits.otpPerIp).toBe(7);
    expect(c.trustProxy).toBe(1);
  });
});
