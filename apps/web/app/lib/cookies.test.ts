import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_ATTRIBUTES } from '@souqna/contracts';
import { readCookie, serializeCookie } from './cookies.ts';

const withCookie = (cookie: string) => new Request('http://localhost/', { headers: { cookie } });

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie(withCookie('theme=dark; locale=en'), 'locale')).toBe('en');
    expect(readCookie(withCookie('a=1;  auth.token=x%20y'), 'auth.token')).toBe('x y');
  });
  it('answers null when missing or malformed', () => {
    expect(readCookie(new Request('http://localhost/'), 'theme')).toBeNull();
    expect(readCookie(withCookie('themes=dark'), 'theme')).toBeNull();
    expect(readCookie(withCookie('theme=%E0%A4%A'), 'theme')).toBeNull();
  });
  it('keeps = inside values', () => {
    expect(readCookie(withCookie('t=a=b'), 't')).toBe('a=b');
  });
});

describe('serializeCookie', () => {
  it('is site-wide and SameSite=Lax', () => {
    expect(serializeCookie('theme', 'dark')).toBe('theme=dark; Path=/; SameSite=Lax');
  });
  it('adds max-age, HttpOnly and Secure when asked', () => {
    expect(serializeCookie('auth.token', 'a b', { maxAge: 60, httpOnly: true, secure: true })).toBe(
      'auth.token=a%20b; Path=/; SameSite=Lax; Max-Age=60; HttpOnly; Secure',
    );
  });
  it('writes the shared auth cookie attributes as the API does', () => {
    expect(serializeCookie('auth.token', 't', { ...AUTH_COOKIE_ATTRIBUTES, secure: false })).toBe(
      'auth.token=t; Path=/; SameSite=Lax; Max-Age=604800; HttpOnly',
    );
  });
});
