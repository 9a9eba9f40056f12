import { describe, expect, it } from 'vitest';
import { parseWebEnv, publicOrigin } from './env.server.ts';

describe('parseWebEnv', () => {
  it('defaults to development with no public address; empty strings are unset', () => {
    expect(parseWebEnv({})).toEqual({ APP_ENV: 'development', PUBLIC_URL: undefined, PORT: 3000 });
    expect(parseWebEnv({ APP_ENV: '', PUBLIC_URL: '', PORT: '' })).toEqual({
      APP_ENV: 'development',
      PUBLIC_URL: undefined,
      PORT: 3000,
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
    expect(publicOrigin(env)).toBe('https://souqna.example');
  });

  // Never the request's Host (a forged one would reach every guest through the page cache).
  it('is localhost on the configured port when none is configured', () => {
    expect(publicOrigin(parseWebEnv({}))).toBe('http://localhost:3000');
    expect(publicOrigin(parseWebEnv({ PORT: '4100' }))).toBe('http://localhost:4100');
  });
});
