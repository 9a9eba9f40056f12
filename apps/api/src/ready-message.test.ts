import { describe, expect, it } from 'vitest';
import { readyMessage, serverUrl, shouldSayReady, spacedPhone } from './ready-message.ts';
import { DEMO_USERS } from '../db/seed/index.ts';

describe('the ready message of npm start', () => {
  it('names the address, the demo sign-ins, the admin and the development outbox', () => {
    const text = readyMessage({
      url: 'http://localhost:3000',
      appEnv: 'development',
      adminEmail: 'owner@example.com',
      demo: DEMO_USERS,
    });
    const lines = text.split('\n');
    expect(lines).toContain(
      '  Souqna is ready:  http://localhost:3000   (English: http://localhost:3000/en)',
    );
    expect(lines).toContain('    demo@souqna.dev   +971 50 123 4567   Demo-pass1');
    expect(lines).toContain('    sara@souqna.dev   +966 50 123 4567   Demo-pass2');
    expect(text).toContain(
      'Admin: owner@example.com with your ADMIN_PASSWORD, back office at http://localhost:3000/admin',
    );
    expect(text).toContain('http://localhost:3000/dev/outbox');
    // Plain text: no JSON, no terminal colour codes.
    expect(text).not.toMatch(/[{}\u001b]/);
  });

  it('says how to make an admin when there is none, and has no outbox outside development', () => {
    const text = readyMessage({ url: 'http://x:1', appEnv: 'test', demo: [] });
    expect(text).toContain("ADMIN_EMAIL=you@example.com ADMIN_PASSWORD='Str0ng-pass' npm start");
    expect(text).not.toContain('outbox');
    expect(text).not.toContain('Demo sign-ins');
  });

  it('is said only where a person reads it', () => {
    expect(shouldSayReady({ appEnv: 'development', logLevel: 'info' })).toBe(true);
    expect(shouldSayReady({ appEnv: 'development', logLevel: 'warn' })).toBe(false);
    expect(shouldSayReady({ appEnv: 'production', logLevel: 'info' })).toBe(false);
  });

  it('gives the address to open and phones as people write them', () => {
    expect(serverUrl({ host: '0.0.0.0', port: 3000, publicUrl: undefined })).toBe('http://localhost:3000');
    expect(serverUrl({ host: '127.0.0.1', port: 8080, publicUrl: undefined })).toBe('http://127.0.0.1:8080');
    expect(serverUrl({ host: '::1', port: 80, publicUrl: undefined })).toBe('http://[::1]:80');
    expect(serverUrl({ host: '0.0.0.0', port: 1, publicUrl: 'https://souqna.example/' })).toBe(
      'https://souqna.example',
    );
    expect(spacedPhone('971501234567')).toBe('+971 50 123 4567');
  });
});
