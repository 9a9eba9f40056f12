import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '@souqna/contracts';
import { createUser, uniquePhone } from '../db/factories/index.ts';
import {
  assertNoSecrets,
  bearer,
  buildTestApp,
  client,
  errorBody,
  expectError,
  type TestApp,
} from './harness.ts';
import { login, signIn } from './support/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('login', () => {
  it('by email or by phone → access_token, user and data.user; sets the httpOnly cookie', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const byEmail = await login(req, { email: user.email.toUpperCase(), password: user.password });
    expect(byEmail.statusCode).toBe(200);
    assertNoSecrets(byEmail.body);
    const body = byEmail.json();
    expect(body.access_token).toMatch(/^eyJ/);
    expect(body.user).toMatchObject({ _id: user.id, email: user.email });
    expect(body.data.user).toEqual(body.user);
    const cookie = byEmail.cookies.find((c) => c.name === AUTH_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const byPhone = await login(req, { phoneNumber: user.phoneNumber, password: user.password });
    expect(byPhone.statusCode).toBe(200);
  });

  it('wrong password and unknown account give the same WrongCredentialsError', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const a = await login(req, { email: user.email, password: 'Wrong-pass1' });
    const b = await login(req, { email: 'nobody@test.souqna.dev', password: 'Wrong-pass1' });
    const c = await login(req, { phoneNumber: uniquePhone(), password: 'Wrong-pass1' });
    for (const res of [a, b, c]) {
      expect(res.statusCode).toBe(401);
      expect(errorBody(res)).toEqual(errorBody(a));
    }
    expect(a.json().name).toBe('WrongCredentialsError');
  });

  it('a banned member is refused with BannedError, and only after the right password', async () => {
    const req = client(t.app);
    const user = await createUser(t.db, { bannedAt: new Date() });
    const res = await login(req, { email: user.email, password: user.password });
    expectError(res, 'BannedError');
    expect(res.cookies.find((c) => c.name === AUTH_COOKIE)).toBeUndefined();
    expectError(await login(req, { email: user.email, password: 'Wrong-pass1' }), 'WrongCredentialsError');
  });
});

describe('me and logout', () => {
  it('GET /api/auth/me needs a session', async () => {
    const req = client(t.app);
    const guest = await req({ method: 'GET', url: '/api/auth/me' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().name).toBe('UnauthenticatedError');
    const { user, token } = await signIn(t, req);
    const me = await req({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    assertNoSecrets(me.body);
    expect(me.json().userData).toMatchObject({ _id: user.id, email: user.email, role: 'user' });
  });

  it('a forged or garbage token → InvalidTokenError', async () => {
    const res = await client(t.app)({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.e30.x'),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().name).toBe('InvalidTokenError');
  });

  it('logout revokes the token: the same token then gets InvalidTokenError', async () => {
    const req = client(t.app);
    const { token } = await signIn(t, req);
    const out = await req({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const after = await req({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().name).toBe('InvalidTokenError');
  });

  it('a deleted member’s token is refused', async () => {
    const req = client(t.app);
    const { user, token } = await signIn(t, req);
    await t.db.query('delete from users where id = $1', [user.id]);
    const res = await req({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(res.json().name).toBe('InvalidTokenError');
  });
});

describe('cookie sessions and CSRF', () => {
  it('the auth cookie authenticates reads', async () => {
    const req = client(t.app);
    const { token } = await signIn(t, req);
    const me = await req({ method: 'GET', url: '/api/auth/me', cookies: { [AUTH_COOKIE]: token } });
    expect(me.statusCode).toBe(200);
  });

  it('a cookie-authenticated write needs a same-origin Origin header', async () => {
    const req = client(t.app);
    const { user, token } = await signIn(t, req);
    const cookies = { [AUTH_COOKIE]: token };
    const host = 'souqna.test';
    const noOrigin = await req({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      cookies,
      headers: { host },
      payload: { fullname: 'Changed Name' },
    });
    expect(noOrigin.statusCode).toBe(403);
    expect(noOrigin.json().name).toBe('UnauthorizedError');
    const evil = await req({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      cookies,
      headers: { host, origin: 'https://evil.example' },
      payload: { fullname: 'Changed Name' },
    });
    expectError(evil, 'UnauthorizedError');
    const same = await req({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      cookies,
      headers: { host, origin: `https://${host}` },
      payload: { fullname: 'Changed Name' },
    });
    expect(same.statusCode).toBe(200);
    const referer = await req({
      method: 'POST',
      url: '/api/auth/logout',
      cookies,
      headers: { host, referer: `https://${host}/setting` },
    });
    expect(referer.statusCode).toBe(200);
  });

  it('a Bearer header needs no Origin (not sent automatically by browsers)', async () => {
    const req = client(t.app);
    const { user, token } = await signIn(t, req);
    const res = await req({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: bearer(token),
      payload: { fullname: 'Bearer Name' },
    });
    expect(res.statusCode).toBe(200);
  });
});
