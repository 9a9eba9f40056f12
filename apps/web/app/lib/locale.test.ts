import { describe, expect, it } from 'vitest';
import { localeFromPath, localePath, switchLocalePath } from './locale.ts';

describe('localeFromPath', () => {
  it('reads English only from the /en segment', () => {
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en.data')).toBe('en');
    expect(localeFromPath('/_root.data')).toBe('ar');
    expect(localeFromPath('/en/auth/login')).toBe('en');
    expect(localeFromPath('/')).toBe('ar');
    expect(localeFromPath('/auth/login')).toBe('ar');
    expect(localeFromPath('/english')).toBe('ar');
  });
});

describe('switchLocalePath', () => {
  it('keeps the page when switching language', () => {
    expect(switchLocalePath('/posts/12', 'en')).toBe('/en/posts/12');
    expect(switchLocalePath('/en/posts/12', 'ar')).toBe('/posts/12');
    expect(switchLocalePath('/', 'en')).toBe('/en');
    expect(switchLocalePath('/en', 'ar')).toBe('/');
  });
  // '/en//evil.example' is a same-site path; without its '/en' it would name another host.
  it('never answers a scheme-relative path', () => {
    expect(switchLocalePath('/en//evil.example', 'ar')).toBe('/evil.example');
    expect(switchLocalePath('//evil.example', 'ar')).toBe('/evil.example');
    expect(switchLocalePath('/en///evil.example/x', 'ar')).toBe('/evil.example/x');
  });
  it('is a no-op for the current language', () => {
    expect(switchLocalePath('/en/help', 'en')).toBe('/en/help');
    expect(switchLocalePath('/help', 'ar')).toBe('/help');
  });
});

describe('localePath', () => {
  it('prefixes English paths only', () => {
    expect(localePath('/auth/login', 'en')).toBe('/en/auth/login');
    expect(localePath('/', 'en')).toBe('/en');
    expect(localePath('/auth/login', 'ar')).toBe('/auth/login');
  });
});
