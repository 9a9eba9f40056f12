import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { withDevSecret } from './dev-secret.ts';
import { PRODUCTION_ENV } from '../test/support/production-env.ts';

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

  it('takes DATABASE_READ_URL beside DATABASE_URL only, and never the primary itself (0064)', () => {
    const primary = 'postgres://app@db-1:5432/souqna';
    const replica = 'postgres://app@db-2:5432/souqna';
    expect(loadConfig({ ...base, DATABASE_URL: primary, DATABASE_READ_URL: replica })).toMatchObject({
      databaseReadUrl: replica,
      readUrlIgnored: false,
    });
    // Embedded PGlite has no replicas: the setting is dropped and the start says so (server.ts).
    expect(loadConfig({ ...base, DATABASE_READ_URL: replica })).toMatchObject({
      databaseReadUrl: undefined,
      readUrlIgnored: true,
    });
    expect(loadConfig({ ...base, DATABASE_READ_URL: '' }).readUrlIgnored).toBe(false);
    expect(() => loadConfig({ ...base, DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://x' })).toThrow(
      /DATABASE_READ_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ ...base, DATABASE_URL: primary, DATABASE_READ_URL: primary })).toThrow(
      /DATABASE_READ_URL: must name a replica, not DATABASE_URL itself/,
    );
  });

  it('refuses production without a secret or message providers (the outbox would leak codes)', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(
      /JWT_SECRET[\s\S]*PUBLIC_URL[\s\S]*SMTP_URL[\s\S]*SMS_PROVIDER_URL/,
    );
    const ok = loadConfig({ ...base, ...PRODUCTION_ENV });
    expect(ok.appEnv).toBe('production');
  });

  it('serves the API docs outside production, and in production only with API_DOCS=true (0050)', () => {
    const production = { ...base, ...PRODUCTION_ENV };
    expect(loadConfig(base).apiDocs).toBe(true);
    expect(loadConfig({ ...base, API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: '' }).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(() => loadConfig({ ...production, API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('treats empty strings as unset and parses overrides', () => {
    const c = loadConfig({ ...base, DATABASE_URL: '', RATE_LIMIT_OTP_PER_IP: '7', TRUST_PROXY: '1' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.rateLimits.otpPerIp).toBe(7);
    expect(c.trustProxy).toBe(1);
  });

  it('serves the built web app unless WEB_MODE=development, and refuses anything else', () => {
    expect(loadConfig(base).webMode).toBe('production');
    expect(loadConfig({ ...base, WEB_MODE: 'development' }).webMode).toBe('development');
    expect(() => loadConfig({ ...base, WEB_MODE: 'dev' })).toThrow(/WEB_MODE/);
  });

  describe('the development secret', () => {
    const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'souqna-secret-'));

    it('loadConfig never touches the disk: without a secret it is a problem, not a file', () => {
      const dir = tmp();
      expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/JWT_SECRET: required/);
      expect(fs.readdirSync(dir)).toEqual([]);
    });

    it('withDevSecret creates DATA_DIR/jwt-secret once (owner-only) and reuses it across starts', () => {
      const dir = path.join(tmp(), 'data');
      const first = loadConfig(withDevSecret({ DATA_DIR: dir }));
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      expect(loadConfig(withDevSecret({ DATA_DIR: dir })).jwtSecret).toBe(first.jwtSecret);
    });

    it('withDevSecret leaves a given secret and production alone', () => {
      const dir = tmp();
      expect(withDevSecret({ APP_ENV: 'production', DATA_DIR: dir }).JWT_SECRET).toBeUndefined();
      expect(withDevSecret({ APP_ENV: 'production', DATA_DIR: dir }).VAPID_PUBLIC_KEY).toBeUndefined();
      expect(fs.readdirSync(dir)).toEqual([]);
      const given = {
        ...base,
        DATA_DIR: dir,
        VAPID_PUBLIC_KEY: 'p'.repeat(87),
        VAPID_PRIVATE_KEY: 'k'.repeat(43),
      };
      expect(withDevSecret(given)).toEqual(given);
      expect(fs.readdirSync(dir)).toEqual([]);
    });

    it('withDevSecret keeps one VAPID pair in DATA_DIR (owner-only): push keeps working across starts', () => {
      const dir = tmp();
      const first = loadConfig(withDevSecret({ ...base, DATA_DIR: dir })).push;
      expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(fs.statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
      expect(loadConfig(withDevSecret({ ...base, DATA_DIR: dir })).push).toEqual(first);
      expect(first).toMatchObject({ subject: 'mailto:push@souqna.dev', anyEndpoint: true });
    });
  });

  describe('S3 image storage', () => {
    const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as ConfigError).problems;
      }
      return expect.unreachable('loadConfig accepted the configuration');
    };

    it('is off unless S3_BUCKET is set: images stay on local disk', () => {
      expect(loadConfig(base).s3).toBeUndefined();
    });

    it('S3_BUCKET without the public URL and keys names every missing one at once', () => {
      expect(problemsOf({ S3_BUCKET: 'souqna' })).toEqual([
        'S3_PUBLIC_URL: required when S3_BUCKET is set',
        'S3_ACCESS_KEY_ID: required when S3_BUCKET is set',
        'S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
      ]);
      expect(problemsOf({ S3_BUCKET: 'souqna', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual([
        'S3_PUBLIC_URL: required when S3_BUCKET is set',
        'S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
      ]);
      // Alongside the other checks, so a broken deploy learns everything in one go.
      expect(() => loadConfig({ APP_ENV: 'production', S3_BUCKET: 'souqna' })).toThrow(
        /JWT_SECRET[\s\S]*SMS_PROVIDER_URL[\s\S]*S3_PUBLIC_URL[\s\S]*S3_SECRET_ACCESS_KEY/,
      );
    });

    it('S3 settings without S3_BUCKET are a problem, not a silent fallback to disk', () => {
      expect(problemsOf({ ...keys, S3_PUBLIC_URL: 'https://cdn.example.com' })).toEqual([
        'S3_BUCKET: required when S3_PUBLIC_URL, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set',
      ]);
    });

    it('AWS: region us-east-1, virtual-hosted style, public URL without its trailing slash', () => {
      const c = loadConfig({
        ...base,
        ...keys,
        S3_BUCKET: 'souqna',
        S3_PUBLIC_URL: 'https://cdn.example.com/img/',
      });
      expect(c.s3).toEqual({
        bucket: 'souqna',
        endpoint: undefined,
        region: 'us-east-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret',
        publicUrl: 'https://cdn.example.com/img',
        forcePathStyle: false,
      });
    });

    it('a custom endpoint defaults to path style; both can be overridden', () => {
      const minio = { ...base, ...keys, S3_BUCKET: 'b', S3_PUBLIC_URL: 'http://minio:9000/b' };
      expect(loadConfig({ ...minio, S3_ENDPOINT: 'http://minio:9000' }).s3).toMatchObject({
        endpoint: 'http://minio:9000',
        forcePathStyle: true,
      });
      const r2 = loadConfig({
        ...minio,
        S3_ENDPOINT: 'https://acct.r2.cloudflarestorage.com',
        S3_REGION: 'auto',
        S3_FORCE_PATH_STYLE: 'false',
      });
      expect(r2.s3).toMatchObject({ region: 'auto', forcePathStyle: false });
    });

    it('refuses a public URL with a query, a non-http endpoint and a non-boolean path style', () => {
      const problems = problemsOf({
        ...keys,
        S3_BUCKET: 'b',
        S3_PUBLIC_URL: 'https://cdn.example.com/?v=1',
        S3_ENDPOINT: 'ftp://minio',
        S3_FORCE_PATH_STYLE: 'yes',
      });
      expect(problems.map((p) => p.split(':')[0])).toEqual([
        'S3_ENDPOINT',
        'S3_PUBLIC_URL',
        'S3_FORCE_PATH_STYLE',
      ]);
    });
  });

  describe('web push', () => {
    const pair = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    const prod = {
      ...base,
      APP_ENV: 'production',
      PUBLIC_URL: 'https://souqna.example',
      SMTP_URL: 'smtp://mail.example',
      SMS_PROVIDER_URL: 'https://sms.example',
    };

    it('needs both keys, and a real contact in production', () => {
      expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(
        /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither/,
      );
      expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'k' })).toThrow(
        /VAPID_PUBLIC_KEY: must be a base64url P-256 public key/,
      );
      // A public address that is not https is no contact for a push service.
      expect(() => loadConfig({ ...prod, ...pair, PUBLIC_URL: 'http://souqna.internal' })).toThrow(
        /VAPID_SUBJECT: required when APP_ENV=production/,
      );
      expect(() => loadConfig({ ...base, ...pair, VAPID_SUBJECT: 'ops@souqna.sa' })).toThrow(
        /VAPID_SUBJECT: must be a mailto: or https:\/\/ contact/,
      );
    });

    it('production with keys accepts only push services; without keys it sends no push', () => {
      const on = loadConfig({ ...prod, ...pair, PUBLIC_URL: 'https://souqna.sa' }).push;
      expect(on).toEqual({
        publicKey: pair.VAPID_PUBLIC_KEY,
        privateKey: pair.VAPID_PRIVATE_KEY,
        subject: 'https://souqna.sa',
        anyEndpoint: false,
      });
      expect(loadConfig(prod).push).toBeUndefined();
    });
  });
});
