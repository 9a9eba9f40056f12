import { describe, expect, it } from 'vitest';
import { parseWebEnv, publicOrigin } from './env.server.ts';

describe('parseWebEnv', () => {
  it('defaults to development with no public address; empty strings are unset', () => {
    expect(parseWebEnv({})).toEqual({ APP_ENV: 'development', PUBLIC_URL: undefined });
    expect(parseWebEnv({ APP_ENV: '', PUBLIC_URL: '' })).toEqual({
      APP_ENV: 'development',
      PUBLIC_URL: undefined,
    });
  });

  it('names every bad variable at once', () => {
    expect(() => parseWebEnv({ APP_ENV: 'staging', PUBLIC_URL: 'not a url' })).toThrow(
      /APP_ENV[\s\S]*PUBLIC_URL/,
    );
  });
});

describe('publicOrigin', () => {
  it('is the configured public address without its trailing slash', () => {
    const env = parseWebEnv({ PUBLIC_URL: 'https://souqna.example/' });
    expect(publicOrigin('http://127.0.0.1:3000/en/posts?x=1', env)).toBe('https://souqna.example');
  });

  it("is the request's origin when none is configured", () => {
    expect(publicOrigin(new URL('http://192.168.1.5:3000/sitemap.xml'), parseWebEnv({}))).toBe(
      'http://192.168.1.5:3000',
    );
  });
});
