import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicUserSchema, UserSchema } from '@souqna/contracts';
import { createAdmin, createUser, uniquePhone, uniqueSuffix } from '../db/factories/index.ts';
import {
  assertNoSecrets,
  bearer,
  buildTestApp,
  client,
  expectError,
  multipart,
  tokenFor,
  type TestApp,
} from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET /api/users/:id', () => {
  it('others and guests see the public profile only; never a password', async () => {
    const req = client(t.app);
    const user = await createUser(t.db, { description: 'Selling my old car' });
    const other = await createUser(t.db);
    for (const headers of [{}, bearer(await tokenFor(other.id))]) {
      const res = await req({ method: 'GET', url: `/api/users/${user.id}`, headers });
      expect(res.statusCode).toBe(200);
      assertNoSecrets(res.body);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(Object.keys(PublicUserSchema.shape).sort());
      expect(body).not.toHaveProperty('email');
      expect(body).not.toHaveProperty('phoneNumber');
      expect(body).toMatchObject({ _id: user.id, fullname: user.fullname, posts: 0 });
    }
  });

  it('the member themselves and admins see the full profile', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const admin = await createAdmin(t.db);
    for (const id of [user.id, admin.id]) {
      const res = await req({
        method: 'GET',
        url: `/api/users/${user.id}`,
        headers: bearer(await tokenFor(id)),
      });
      assertNoSecrets(res.body);
      expect(UserSchema.parse(res.json())).toMatchObject({
        email: user.email,
        phoneNumber: user.phoneNumber,
        role: 'user',
      });
    }
  });

  it('unknown or malformed id → NotFoundError', async () => {
    const req = client(t.app);
    expect(
      (await req({ method: 'GET', url: '/api/users/00000000-0000-4000-8000-000000000000' })).json().name,
    ).toBe('NotFoundError');
    expectError(await req({ method: 'GET', url: '/api/users/not-a-uuid' }), 'NotFoundError');
  });
});

describe('PATCH/PUT /api/users/:id', () => {
  it('guest 401, another member 403, owner 200 (PATCH and PUT)', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const admin = await createAdmin(t.db);
    const payload = { fullname: 'Renamed Member' };
    expectError(
      await req({ method: 'PATCH', url: `/api/users/${user.id}`, payload }),
      'UnauthenticatedError',
    );
    expect(
      (
        await req({
          method: 'PATCH',
          url: `/api/users/${user.id}`,
          payload,
          headers: bearer(await tokenFor(other.id)),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await req({
          method: 'PUT',
          url: `/api/users/${user.id}`,
          payload,
          headers: bearer(await tokenFor(admin.id)),
        })
      ).statusCode,
    ).toBe(403);
    const own = bearer(await tokenFor(user.id));
    const patch = await req({ method: 'PATCH', url: `/api/users/${user.id}`, payload, headers: own });
    expect(patch.statusCode).toBe(200);
    assertNoSecrets(patch.body);
    expect(patch.json().userData.fullname).toBe('Renamed Member');
    const put = await req({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { description: 'Hello there', locale: 'en' },
      headers: own,
    });
    expect(put.json().userData).toMatchObject({
      description: 'Hello there',
      locale: 'en',
      fullname: 'Renamed Member',
    });
  });

  it('empty fields are ignored; role and other internal fields cannot be set', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const res = await req({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: bearer(await tokenFor(user.id)),
      payload: {
        fullname: '',
        username: '',
        role: 'admin',
        bannedAt: null,
        postsCount: 99,
        password: 'Hacked-pass1',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().userData).toMatchObject({
      fullname: user.fullname,
      username: user.username,
      role: 'user',
      posts: 0,
    });
  });

  it('a username already taken → DuplicationError with data.key', async () => {
    const req = client(t.app);
    const [user, other] = [await createUser(t.db), await createUser(t.db)];
    const headers = bearer(await tokenFor(user.id));
    const taken = await req({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: { username: other.username },
      headers,
    });
    expectError(taken, 'DuplicationError');
    expect(taken.json().data).toMatchObject({ key: 'username' });
    const ok = await req({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: { username: `New_${uniqueSuffix()}` },
      headers,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().userData.username).toMatch(/^new_/);
  });

  it('a new e-mail or phone → ContactChangeRequiredError naming it; nothing of the request is saved', async () => {
    const req = client(t.app);
    const [user, other] = [await createUser(t.db), await createUser(t.db)];
    const headers = bearer(await tokenFor(user.id));
    const cases = [
      ['email', { email: `changed-${uniqueSuffix()}@test.souqna.dev` }],
      ['email', { email: other.email }],
      ['phoneNumber', { phoneNumber: uniquePhone() }],
    ] as const;
    for (const [field, payload] of cases) {
      for (const method of ['PATCH', 'PUT'] as const) {
        const res = await req({
          method,
          url: `/api/users/${user.id}`,
          payload: { ...payload, fullname: 'Not Saved' },
          headers,
        });
        expectError(res, 'ContactChangeRequiredError');
        expect(res.json().data).toEqual({ field });
      }
    }
    const [row] = await t.db.query<{ email: string; phone_number: string; fullname: string }>(
      'select email, phone_number, fullname from users where id = $1',
      [user.id],
    );
    expect(row).toEqual({ email: user.email, phone_number: user.phoneNumber, fullname: user.fullname });
  });

  it('the same e-mail and phone sent back (as the settings form does) still save the rest', async () => {
    const user = await createUser(t.db);
    const form = multipart({
      email: user.email.toUpperCase(),
      phoneNumber: `+${user.phoneNumber}`,
      fullname: 'Kept Contact',
    });
    const res = await client(t.app)({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(await tokenFor(user.id)) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().userData).toMatchObject({
      fullname: 'Kept Contact',
      email: user.email,
      phoneNumber: user.phoneNumber,
    });
  });

  it('invalid username → ValidationError with the rule key', async () => {
    const user = await createUser(t.db);
    const res = await client(t.app)({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: { username: 'bad name!' },
      headers: bearer(await tokenFor(user.id)),
    });
    expectError(res, 'ValidationError');
    expect(res.json().data).toMatchObject({ field: 'username' });
  });

  it('no body → MissingRequestBodyError', async () => {
    const user = await createUser(t.db);
    const res = await client(t.app)({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: bearer(await tokenFor(user.id)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().name).toBe('MissingRequestBodyError');
  });
});

describe('PATCH /api/users/resetPassword/:id', () => {
  it('owner changes the password with the old one', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const headers = bearer(await tokenFor(user.id));
    const url = `/api/users/resetPassword/${user.id}`;
    const wrongOld = await req({
      method: 'PATCH',
      url,
      headers,
      payload: { oldPassword: 'Wrong-pass9', password: 'Next-pass1', passwordConfirmation: 'Next-pass1' },
    });
    expect(wrongOld.json().name).toBe('WrongCredentialsError');
    const same = await req({
      method: 'PATCH',
      url,
      headers,
      payload: { oldPassword: user.password, password: user.password, passwordConfirmation: user.password },
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().name).toBe('newPasswordNotMatchingOldError');
    const other = await createUser(t.db);
    const notOwner = await req({
      method: 'PATCH',
      url,
      headers: bearer(await tokenFor(other.id)),
      payload: { oldPassword: user.password, password: 'Next-pass1', passwordConfirmation: 'Next-pass1' },
    });
    expectError(notOwner, 'UnauthorizedError');
    const ok = await req({
      method: 'PATCH',
      url,
      headers,
      payload: { oldPassword: user.password, password: 'Next-pass1', passwordConfirmation: 'Next-pass1' },
    });
    expect(ok.json()).toEqual({ ok: true, access_token: expect.stringMatching(/^eyJ/) });
    expect(
      (
        await req({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'Next-pass1' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
