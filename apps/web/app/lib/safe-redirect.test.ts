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

  // Browsers drop tabs and line breaks inside a URL and read '\' as '/': each of these is '//evil.example' to them.
  it.each([
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '\t//evil.example',
    '/\t\\evil.example',
    '/%09/evil.example/../',
    ' //evil.example',
    '/\u0000/evil.example',
    '/.//evil.example',
    '/./\\evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./\t/evil.example',
  ])('refuses %j', (to) => {
    const answer = safeRedirect(to);
    // Judged as a browser reads a Location header: relative to the page, never scheme-relative.
    expect(answer.startsWith('//')).toBe(false);
    expect(new URL(answer, 'https://souqna.example').origin).toBe('https://souqna.example');
  });

  it('keeps the query and the fragment, and encodes what a Location header cannot carry', () => {
    expect(safeRedirect('/posts/category/1?sort=cheapest#top')).toBe('/posts/category/1?sort=cheapest#top');
    expect(safeRedirect('/?search=سيارة')).toBe('/?search=%D8%B3%D9%8A%D8%A7%D8%B1%D8%A9');
  });

  it('takes only a string', () => {
    expect(safeRedirect(new File([], 'x'), '/en')).toBe('/en');
    expect(safeRedirect(undefined)).toBe('/');
  });
});
