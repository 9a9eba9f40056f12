// docs/product/platform.md#caching-headers: an answer made for a member is never stored by a
// browser or a shared cache; reference data keeps its public caching; guests' answers vary by cookie.
import { AUTH_COOKIE } from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
let member: { id: string };
let token: string;
let postId: string;
beforeAll(async () => {
  t = await buildTestApp();
  member = await createUser(t.db);
  token = await tokenFor(member.id);
  postId = (await createPost(t.db, { userId: member.id })).id;
});
afterAll(() => t?.close());

const MEMBER_ANSWERS = () => [
  '/api/auth/me',
  '/api/post/cursor',
  `/api/post/${postId}`,
  `/api/post/edit/${postId}`,
  `/api/users/${member.id}/profile`,
  `/api/favorite/user/${member.id}`,
  '/api/notification',
  '/api/chat/rooms',
  '/api/users/me/export',
];

describe('caching headers', () => {
  it('every answer made for a session says private, no-store (Bearer or cookie), whatever its status', async () => {
    const req = client(t.app);
    for (const url of MEMBER_ANSWERS()) {
      for (const headers of [bearer(token), { cookie: `${AUTH_COOKIE}=${token}` }]) {
        const res = await req({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.headers['cache-control'], url).toMatch(/private, no-store|no-store/);
        expect(String(res.headers['cache-control']), url).not.toMatch(/public/);
      }
    }
    // A dead or forged session is still a personal answer (an error about that session).
    const forged = await req({ method: 'GET', url: '/api/auth/me', headers: bearer('x.y.z') });
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['cache-control']).toBe('private, no-store');
  });

  it("a guest's answer varies by cookie and authorization, and is not marked private", async () => {
    const res = await client(t.app)({ method: 'GET', url: '/api/post/cursor' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/Cookie/);
    expect(String(res.headers.vary)).toMatch(/Authorization/);
  });

  it('reference data keeps its public caching for members too, without a Vary on the session', async () => {
    const res = await client(t.app)({ method: 'GET', url: '/api/category/parent', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(String(res.headers.vary ?? '')).not.toMatch(/Cookie|Authorization/);
  });
});
