import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirect('/en/chats?x=1')).toBe('/en/chats?x=1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null, '/en')).toBe('/en');
  });
});
