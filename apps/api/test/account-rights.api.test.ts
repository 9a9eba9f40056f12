// A member's rights over their own account (docs/decisions/0028-account-rights.md): sign out of
// every device, download everything about them, delete the account with the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_DATA_SECTIONS, MyDataSchema } from '@souqna/contracts';
import {
  addBlock,
  addFavorite,
  addFollow,
  createAdmin,
  createComment,
  createPost,
  createUser,
} from '../db/factories/index.ts';
import {
  assertNoSecrets,
  bearer,
  buildTestApp,
  client,
  expectError,
  tokenFor,
  type TestApp,
} from './harness.ts';
import { login, signIn } from './support/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Req = ReturnType<typeof client>;
const me = (req: Req, token: string) => req({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const revokeAll = (req: Req, headers: Record<string, string> = {}) =>
  req({ method: 'POST', url: '/api/users/me/sessions/revoke-all', headers });
const exportData = (req: Req, headers: Record<string, string> = {}) =>
  req({ method: 'GET', url: '/api/users/me/export', headers });
const deleteAccount = (req: Req, password: string, headers: Record<string, string> = {}) =>
  req({ method: 'POST', url: '/api/users/me/delete', payload: { password }, headers });

describe('guests', () => {
  it('get UnauthenticatedError from all three calls', async () => {
    const req = client(t.app);
    expectError(await revokeAll(req), 'UnauthenticatedError');
    expectError(await exportData(req), 'UnauthenticatedError');
    expectError(await deleteAccount(req, 'Test-pass1'), 'UnauthenticatedError');
  });
});

describe('sign out of all devices', () => {
  it('ends every session of the member, this one included, and tells the other sessions’ sockets', async () => {
    const req = client(t.app);
    const { user, token } = await signIn(t, req);
    const phone = await tokenFor(user.id);
    const other = await createUser(t.db);
    const othersToken = await tokenFor(other.id);
    t.events.clear();
    const res = await revokeAll(req, bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(String(res.headers['set-cookie'])).toMatch(/auth\.token=;/);
    // The calling session's page leaves by itself; every other session's sockets are told.
    const { jti } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(t.events.named('session.revoked')).toEqual([{ userId: user.id, exceptJti: jti }]);
    for (const session of [token, phone]) expectError(await me(req, session), 'InvalidTokenError');
    expect((await me(req, othersToken)).statusCode).toBe(200);
    // The password still works: a new sign-in is a new session.
    const back = await login(req, { email: user.email, password: user.password });
    expect(back.statusCode).toBe(200);
    expect((await me(req, back.json().access_token)).statusCode).toBe(200);
  });
});

describe('export my data', () => {
  it('is a JSON download of the member’s own data, without secrets or other members’ contact details', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const friend = await createUser(t.db);
    const ad = await createPost(t.db, { userId: user.id, title: 'My blue bicycle' });
    const theirs = await createPost(t.db, { userId: friend.id, title: 'Friend’s red sofa' });
    await addFavorite(t.db, user.id, theirs.id);
    await createComment(t.db, { postId: theirs.id, userId: user.id, body: 'Is the sofa still here?' });
    await createComment(t.db, { postId: ad.id, userId: friend.id, body: 'Friend’s own comment' });
    await addFollow(t.db, user.id, friend.id);
    await addFollow(t.db, friend.id, user.id);
    await addBlock(t.db, user.id, (await createUser(t.db)).id);
    await addBlock(t.db, friend.id, user.id); // the friend's choice: not the member's data

    const res = await exportData(req, bearer(await tokenFor(user.id)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="souqna-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    assertNoSecrets(res.body);
    const data = res.json();
    // Exactly the contract's sections, every one present.
    expect(MyDataSchema.safeParse(data).success).toBe(true);
    expect(Object.keys(data).sort()).toEqual(
      ['exportedAt', 'capPerSection', 'truncated', 'profile', ...MY_DATA_SECTIONS].sort(),
    );
    expect(data.profile).toMatchObject({ id: user.id, email: user.email, phoneNumber: user.phoneNumber });
    expect(data.ads.map((a: { title: string }) => a.title)).toEqual(['My blue bicycle']);
    expect(data.ads[0].images[0].full).toMatch(/^https?:\/\/|^\//);
    expect(data.favorites).toMatchObject([{ postId: theirs.id, postTitle: 'Friend’s red sofa' }]);
    expect(data.comments.map((c: { body: string }) => c.body)).toEqual(['Is the sofa still here?']);
    expect(data.following).toMatchObject([{ userId: friend.id, fullname: friend.fullname }]);
    expect(data.followers).toMatchObject([{ userId: friend.id }]);
    expect(data.blocked).toHaveLength(1);
    expect(data.truncated).toEqual([]);
    // Other members appear as their public profile shows them, never with their contact details.
    expect(res.body).not.toContain(friend.email);
    expect(res.body).not.toContain(friend.phoneNumber);
    expect(res.body).not.toContain('Friend’s own comment');
  });

  it('is limited to 3 an hour per member', async () => {
    const req = client(t.app);
    const auth = bearer(await tokenFor((await createUser(t.db)).id));
    for (let i = 0; i < 3; i++) expect((await exportData(req, auth)).statusCode).toBe(200);
    expectError(await exportData(req, auth), 'TooManyRequestsError');
  });
});

describe('delete my account', () => {
  it('refuses a wrong password with WrongCredentialsError and keeps everything', async () => {
    const req = client(t.app);
    const { user, token } = await signIn(t, req);
    expectError(await deleteAccount(req, 'Wrong-pass1', bearer(token)), 'WrongCredentialsError');
    expect((await me(req, token)).statusCode).toBe(200);
    expect(user.id).toBeTruthy();
  });

  it('erases the member with their ads; their token stops working and sign-in fails', async () => {
    const req = client(t.app);
    const { user, token } = await signIn(t, req);
    const ad = await createPost(t.db, { userId: user.id, images: 2 });
    // A picture shown by someone else's ad too (the demo seed shares them) stays.
    const keys = await t.db.query<{ full_key: string; thumbnail_key: string; card_key: string }>(
      'select full_key, thumbnail_key, card_key from post_images where post_id = $1 order by position',
      [ad.id],
    );
    const shared = keys[1]!;
    const other = await createPost(t.db, { images: 0 });
    await t.db.query(
      `insert into post_images (post_id, position, thumbnail_key, card_key, full_key, width, height)
       values ($1, 0, $2, $3, $4, 1600, 1200)`,
      [other.id, shared.thumbnail_key, shared.card_key, shared.full_key],
    );
    t.events.clear();
    const res = await deleteAccount(req, user.password, bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(t.events.named('user.deleted')).toEqual([{ userId: user.id }]);
    expect(t.events.named('session.revoked')).toMatchObject([{ userId: user.id }]);
    expectError(await me(req, token), 'InvalidTokenError');
    expectError(await req({ method: 'GET', url: `/api/post/${ad.id}` }), 'NotFoundError');
    expectError(await login(req, { email: user.email, password: user.password }), 'WrongCredentialsError');
    // Their photos' files are noted for the sweep job, the shared one is not.
    const noted = await t.db.query<{ key: string }>('select key from orphan_files where key = any($1)', [
      Object.values(keys[0]!).concat(Object.values(shared)),
    ]);
    expect(noted.map((r) => r.key).sort()).toEqual(Object.values(keys[0]!).sort());
  });

  it('refuses the last admin who can sign in (UnauthorizedError), not an admin among others', async () => {
    // A database of its own: the test needs to know every admin there is.
    const own = await buildTestApp({ ownDatabase: true });
    try {
      const req = client(own.app);
      await own.db.query(`update users set role = 'user' where role = 'admin'`);
      const only = await createAdmin(own.db);
      await createAdmin(own.db, { bannedAt: new Date() }); // cannot sign in: does not count
      const res = await deleteAccount(req, only.password, bearer(await tokenFor(only.id)));
      expectError(res, 'UnauthorizedError');
      expect(res.json().data).toMatchObject({ reason: 'lastAdmin' });
      const second = await createAdmin(own.db);
      const ok = await deleteAccount(req, second.password, bearer(await tokenFor(second.id)));
      expect(ok.statusCode, ok.body).toBe(200);
    } finally {
      await own.close();
    }
  });
});
