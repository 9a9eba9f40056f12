// Sessions that end when they should (docs/decisions/0024-sessions-that-end.md): a ban ends every
// session of the member, socket included, and refuses their sign-in until an unban; a password
// change ends every other session while the one that made it goes on with a new token.
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE, SOCKET_EVENTS } from '@souqna/contracts';
import { createAdmin, createPost, createUser } from '../db/factories/index.ts';
import { SignJWT } from 'jose';
import { bearer, client, expectError, TEST_JWT_SECRET, tokenFor } from './harness.ts';
import { login, signIn } from './support/auth.ts';
import { nextDisconnect, nextEvent, socketTestApp } from './support/sockets.ts';

const t = socketTestApp();
let adminAuth: Record<string, string>;
beforeAll(async () => {
  adminAuth = bearer(await tokenFor((await createAdmin(t.db)).id));
});

type Req = ReturnType<typeof client>;
const ban = (req: Req, userId: string, banned: boolean) =>
  req({ method: 'PATCH', url: `/api/users/${userId}/ban`, payload: { banned }, headers: adminAuth });
const me = (req: Req, token: string) => req({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const comment = (req: Req, postId: string, token: string) =>
  req({
    method: 'POST',
    url: '/api/comment',
    payload: { postId, body: 'still for sale?' },
    headers: bearer(token),
  });

describe('a ban', () => {
  it('ends every session: writes and /me get InvalidTokenError, and the socket is told and dropped', async () => {
    const req = client(t.app);
    const { user, token } = await signIn(t, req);
    const laptop = await tokenFor(user.id);
    const post = await createPost(t.db);
    expect((await comment(req, post.id, token)).statusCode).toBe(201);
    const socket = await t.connect(laptop);
    const told = nextEvent(socket, SOCKET_EVENTS.sessionRevoked);
    const dropped = nextDisconnect(socket);
    t.events.clear();

    expect((await ban(req, user.id, true)).statusCode).toBe(200);
    expect(await told).toEqual({});
    expect(await dropped).toBe('io server disconnect');
    expect(t.events.named('session.revoked')).toEqual([{ userId: user.id }]);
    for (const session of [token, laptop]) {
      expectError(await comment(req, post.id, session), 'InvalidTokenError');
      expectError(await me(req, session), 'InvalidTokenError');
    }
    await expect(t.connect(token)).rejects.toThrow('UnauthenticatedError');
  });

  it('refuses sign-in with BannedError, after the right password only; an unban lets them back in', async () => {
    const req = client(t.app);
    const { user, token } = await signIn(t, req);
    expect((await ban(req, user.id, true)).statusCode).toBe(200);
    expectError(await login(req, { email: user.email, password: user.password }), 'BannedError');
    expectError(await login(req, { phoneNumber: user.phoneNumber, password: user.password }), 'BannedError');
    // A wrong password says nothing about the ban (no probing for banned addresses).
    expectError(await login(req, { email: user.email, password: 'Wrong-pass1' }), 'WrongCredentialsError');
    // A token signed after the ban (a sign-in that read the row just before it) is refused too.
    expectError(await me(req, await tokenFor(user.id)), 'InvalidTokenError');

    expect((await ban(req, user.id, false)).statusCode).toBe(200);
    const back = await login(req, { email: user.email, password: user.password });
    expect(back.statusCode, back.body).toBe(200);
    expect((await me(req, back.json().access_token)).statusCode).toBe(200);
    // The unban lets the member sign in again; it never revives a session the ban ended.
    expectError(await me(req, token), 'InvalidTokenError');
  });
});

describe('a password change', () => {
  const change = (req: Req, userId: string, token: string, oldPassword: string, password = 'Next-pass1') =>
    req({
      method: 'PATCH',
      url: `/api/users/resetPassword/${userId}`,
      headers: bearer(token),
      payload: { oldPassword, password, passwordConfirmation: password },
    });

  it('ends every other session; this one goes on with the new token it answers (and its cookie)', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const { token: here } = await signIn(t, req, user);
    const { token: elsewhere } = await signIn(t, req, user);
    t.events.clear();

    const res = await change(req, user.id, here, user.password);
    expect(res.statusCode, res.body).toBe(200);
    const { ok, access_token: next } = res.json();
    expect(ok).toBe(true);
    expect(next).toMatch(/^eyJ/);
    expect(res.cookies.find((c) => c.name === AUTH_COOKIE)).toMatchObject({ value: next, httpOnly: true });

    expectError(await me(req, elsewhere), 'InvalidTokenError');
    expectError(await me(req, here), 'InvalidTokenError');
    expect((await me(req, next)).statusCode).toBe(200);
    const post = await createPost(t.db);
    expect((await comment(req, post.id, next)).statusCode).toBe(201);
    expect((await login(req, { email: user.email, password: 'Next-pass1' })).statusCode).toBe(200);
  });

  it('tells and drops the other sessions’ sockets; the page that changed it is not told, but its old socket is dropped too', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const [here, elsewhere] = [await tokenFor(user.id), await tokenFor(user.id)];
    const [hereSocket, otherSocket] = [await t.connect(here), await t.connect(elsewhere)];
    let hereTold = false;
    hereSocket.on(SOCKET_EVENTS.sessionRevoked, () => (hereTold = true));
    const told = nextEvent(otherSocket, SOCKET_EVENTS.sessionRevoked);
    const dropped = nextDisconnect(otherSocket);
    const hereDropped = nextDisconnect(hereSocket);

    const res = await change(req, user.id, here, user.password);
    expect(res.statusCode).toBe(200);
    expect(await told).toEqual({});
    expect(await dropped).toBe('io server disconnect');
    // Its socket was opened with the token that just died: it never receives another message; the
    // page reconnects with its new token (no reload, so it is not told).
    expect(await hereDropped).toBe('io server disconnect');
    expect(hereTold).toBe(false);
    await expect(t.connect(here)).rejects.toThrow('UnauthenticatedError');
    const renewed = await t.connect(res.json().access_token);
    expect(renewed.connected).toBe(true);
  });

  it('a refused change ends nothing', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const [here, elsewhere] = [await tokenFor(user.id), await tokenFor(user.id)];
    t.events.clear();
    expectError(await change(req, user.id, here, 'Wrong-pass9'), 'WrongCredentialsError');
    expectError(
      await change(req, user.id, here, user.password, user.password),
      'newPasswordNotMatchingOldError',
    );
    expect((await me(req, elsewhere)).statusCode).toBe(200);
    expect((await me(req, here)).statusCode).toBe(200);
    expect(t.events.named('session.revoked')).toEqual([]);
  });
});

describe('a socket never outlives its token', () => {
  it('is dropped when its token expires', async () => {
    const user = await createUser(t.db);
    const iatMs = Date.now();
    // A token like the API's own (lib/tokens.ts), expiring two seconds from now.
    const shortLived = await new SignJWT({ iat_ms: iatMs })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setJti(crypto.randomUUID())
      .setIssuedAt(Math.floor(iatMs / 1000))
      .setExpirationTime(Math.floor(iatMs / 1000) + 2)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const socket = await t.connect(shortLived);
    const started = Date.now();
    expect(await nextDisconnect(socket)).toBe('io server disconnect');
    expect(Date.now() - started).toBeLessThan(4_000);
    await expect(t.connect(shortLived)).rejects.toThrow('UnauthenticatedError');
  });
});
