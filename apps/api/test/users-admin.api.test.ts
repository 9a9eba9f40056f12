import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, uniqueSuffix } from '../db/factories/index.ts';
import {
  assertNoSecrets,
  bearer,
  buildTestApp,
  client,
  expectError,
  tokenFor,
  type TestApp,
} from './harness.ts';

let t: TestApp;
let adminHeaders: Record<string, string>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.db);
  adminHeaders = bearer(await tokenFor(admin.id));
});
afterAll(() => t?.close());

describe('role matrix for back-office calls', () => {
  it('guest 401, member 403 on list, export, delete and ban', async () => {
    const req = client(t.app);
    const member = await createUser(t.db);
    const victim = await createUser(t.db);
    const calls = [
      { method: 'GET' as const, url: '/api/users' },
      { method: 'POST' as const, url: '/api/users/export/user', payload: {} },
      { method: 'DELETE' as const, url: `/api/users/${victim.id}` },
      { method: 'PATCH' as const, url: `/api/users/${victim.id}/ban`, payload: { banned: true } },
    ];
    for (const call of calls) {
      expectError(await req(call), 'UnauthenticatedError', `${call.method} ${call.url} guest`);
      expect(
        (await req({ ...call, headers: bearer(await tokenFor(member.id)) })).statusCode,
        `${call.method} ${call.url} member`,
      ).toBe(403);
    }
  });

  it('a demoted admin loses access at once (role read from the database)', async () => {
    const req = client(t.app);
    const former = await createAdmin(t.db);
    const headers = bearer(await tokenFor(former.id));
    expect((await req({ method: 'GET', url: '/api/users', headers })).statusCode).toBe(200);
    await t.db.query(`update users set role = 'user' where id = $1`, [former.id]);
    expectError(await req({ method: 'GET', url: '/api/users', headers }), 'UnauthorizedError');
  });
});

describe('GET /api/users', () => {
  it('pages with filters: search, isActive, post counts, dates', async () => {
    const req = client(t.app);
    const tag = uniqueSuffix();
    await createUser(t.db, { fullname: `Zed ${tag}`, postsCount: 5 });
    await createUser(t.db, { fullname: `Amy ${tag}`, postsCount: 1, bannedAt: new Date() });
    await createUser(t.db, { fullname: `Bob ${tag}`, postsCount: 0 });
    const res = await req({
      method: 'GET',
      url: `/api/users?search=${tag}&limit=2&sort=name`,
      headers: adminHeaders,
    });
    expect(res.statusCode).toBe(200);
    assertNoSecrets(res.body);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, total: 3 });
    expect(body.items.map((u: { fullname: string }) => u.fullname)).toEqual([`Amy ${tag}`, `Bob ${tag}`]);
    const page2 = (
      await req({
        method: 'GET',
        url: `/api/users?search=${tag}&limit=2&page=2&sort=name`,
        headers: adminHeaders,
      })
    ).json();
    expect(page2.items).toHaveLength(1);
    const active = (
      await req({ method: 'GET', url: `/api/users?search=${tag}&isActive=true`, headers: adminHeaders })
    ).json();
    expect(active.total).toBe(2);
    const banned = (
      await req({ method: 'GET', url: `/api/users?search=${tag}&isActive=false`, headers: adminHeaders })
    ).json();
    expect(banned.items[0].fullname).toBe(`Amy ${tag}`);
    const posters = (
      await req({
        method: 'GET',
        url: `/api/users?search=${tag}&postCountFrom=1&postCountTo=4`,
        headers: adminHeaders,
      })
    ).json();
    expect(posters.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    const dated = (
      await req({
        method: 'GET',
        url: `/api/users?search=${tag}&dateFrom=2020-01-01&dateTo=${today}`,
        headers: adminHeaders,
      })
    ).json();
    expect(dated.total).toBe(3);
    const none = (
      await req({ method: 'GET', url: `/api/users?search=${tag}&dateTo=2020-01-01`, headers: adminHeaders })
    ).json();
    expect(none.total).toBe(0);
  });

  it('default page size is 12', async () => {
    const res = await client(t.app)({ method: 'GET', url: '/api/users', headers: adminHeaders });
    expect(res.json().items.length).toBeLessThanOrEqual(12);
    expect(res.json().page).toBe(1);
  });

  it('bad filters → ValidationError', async () => {
    const res = await client(t.app)({
      method: 'GET',
      url: '/api/users?page=0&sort=wat',
      headers: adminHeaders,
    });
    expectError(res, 'ValidationError');
  });
});

describe('POST /api/users/export/user', () => {
  it('a CSV attachment of the filtered members, without passwords, formula-safe', async () => {
    const req = client(t.app);
    const tag = uniqueSuffix();
    await createUser(t.db, { fullname: `=HYPERLINK("x") ${tag}` });
    await createUser(t.db, { fullname: `علي ${tag}` });
    const res = await req({
      method: 'POST',
      url: '/api/users/export/user',
      payload: { search: tag },
      headers: adminHeaders,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="souqna-users-.*\.csv"$/);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('id,username,fullname,email,phoneNumber,role,locale,posts,bannedAt,createdAt');
    expect(lines).toHaveLength(3);
    expect(res.body).toContain(`علي ${tag}`);
    expect(res.body).toContain(`'=HYPERLINK`);
    expect(res.body.toLowerCase()).not.toContain('argon2');
  });
});

describe('DELETE /api/users/:id and ban', () => {
  it('admin deletes a member; the member’s token dies; unknown → 404; self → 403', async () => {
    const req = client(t.app);
    const victim = await createUser(t.db);
    const victimToken = bearer(await tokenFor(victim.id));
    const res = await req({ method: 'DELETE', url: `/api/users/${victim.id}`, headers: adminHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expectError(await req({ method: 'GET', url: `/api/users/${victim.id}` }), 'NotFoundError');
    expect((await req({ method: 'GET', url: '/api/auth/me', headers: victimToken })).json().name).toBe(
      'InvalidTokenError',
    );
    expect(
      (await req({ method: 'DELETE', url: `/api/users/${victim.id}`, headers: adminHeaders })).statusCode,
    ).toBe(404);
    const self = await req({ method: 'DELETE', url: `/api/users/${admin.id}`, headers: adminHeaders });
    expect(self.statusCode).toBe(403);
    expect(self.json().name).toBe('UnauthorizedError');
  });

  it('ban sets bannedAt and refuses sign-in; unban clears it (sessions: sessions-end.api.test.ts)', async () => {
    const req = client(t.app);
    const member = await createUser(t.db);
    const ban = await req({
      method: 'PATCH',
      url: `/api/users/${member.id}/ban`,
      payload: { banned: true },
      headers: adminHeaders,
    });
    expect(ban.statusCode).toBe(200);
    expect(ban.json().userData.bannedAt).toEqual(expect.any(String));
    expectError(
      await req({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.email, password: member.password },
      }),
      'BannedError',
    );
    const unban = await req({
      method: 'PATCH',
      url: `/api/users/${member.id}/ban`,
      payload: { banned: false },
      headers: adminHeaders,
    });
    expect(unban.json().userData.bannedAt).toBeNull();
  });
});
