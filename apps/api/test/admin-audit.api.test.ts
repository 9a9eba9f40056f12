// The admins' audit log (docs/product/admin.md#audit-log): each admin action writes one row with
// the admin, their name at the time and the target; the database itself refuses to change or
// remove a row; GET /api/admin/audit pages and filters it, for admins only. A database of its own:
// it saves site settings and deletes members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createComment, createPost, createUser } from '../db/factories/index.ts';
import { writeAdminAudit } from '../src/lib/admin-audit.ts';
import { bearer, buildTestApp, client, expectError, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
});
afterAll(() => t?.close());

const h = async (id: string) => bearer(await tokenFor(id));
type Entry = {
  _id: string;
  adminId: string;
  adminName: string;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
};
async function audit(adminId: string, query = '') {
  const res = await client(t.app)({
    method: 'GET',
    url: `/api/admin/audit?adminId=${adminId}${query}`,
    headers: await h(adminId),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Entry[]; page: number; total: number };
}

describe('the database keeps the log append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE whoever asks, and the row stays as written', async () => {
    const admin = await createAdmin(t.db);
    await writeAdminAudit(t.db, admin.id, { action: 'user.ban', targetType: 'user', targetId: admin.id });
    const [row] = await t.db.query<{ id: string }>('select id from admin_audit where admin_id = $1', [
      admin.id,
    ]);
    const refused = /append-only/;
    await expect(
      t.db.query(`update admin_audit set action = 'user.unban' where id = $1`, [row!.id]),
    ).rejects.toThrow(refused);
    await expect(t.db.query('delete from admin_audit where id = $1', [row!.id])).rejects.toThrow(refused);
    await expect(t.db.query('truncate admin_audit')).rejects.toThrow(refused);
    const after = await t.db.query('select action from admin_audit where id = $1', [row!.id]);
    expect(after).toEqual([{ action: 'user.ban' }]);
  });
});

describe('each admin action writes its row', () => {
  it('ban, unban, export, delete of members; the name stays when the admin is renamed or gone', async () => {
    const admin = await createAdmin(t.db, { fullname: 'Auditor Aya' });
    const headers = await h(admin.id);
    const req = client(t.app);
    const member = await createUser(t.db, { fullname: 'Banned Badr' });
    for (const banned of [true, false])
      await req({ method: 'PATCH', url: `/api/users/${member.id}/ban`, payload: { banned }, headers });
    await req({ method: 'POST', url: '/api/users/export/user', payload: { search: 'Badr' }, headers });
    await req({ method: 'DELETE', url: `/api/users/${member.id}`, headers });
    await t.db.query(`update users set fullname = 'Renamed' where id = $1`, [admin.id]);
    const other = await createAdmin(t.db);
    expect(
      (await req({ method: 'DELETE', url: `/api/users/${admin.id}`, headers: await h(other.id) })).statusCode,
    ).toBe(200);
    const res = await client(t.app)({
      method: 'GET',
      url: `/api/admin/audit?adminId=${admin.id}`,
      headers: await h(other.id),
    });
    expect(res.json().items).toEqual([
      expect.objectContaining({
        action: 'user.delete',
        targetType: 'user',
        targetId: member.id,
        details: { fullname: 'Banned Badr', username: member.username },
      }),
      expect.objectContaining({
        action: 'user.export',
        targetId: null,
        details: { filters: expect.objectContaining({ search: 'Badr' }), rows: 1 },
      }),
      expect.objectContaining({ action: 'user.unban', targetId: member.id }),
      expect.objectContaining({ action: 'user.ban', targetId: member.id, details: expect.any(Object) }),
    ]);
    expect(
      res.json().items.every((e: Entry) => e.adminName === 'Auditor Aya' && e.adminId === admin.id),
    ).toBe(true);
    const [gone] = (await audit(other.id, '&action=user.delete')).items;
    expect(gone).toMatchObject({ adminName: 'Test Admin', targetId: admin.id });
  });

  it('an admin deleting someone else’s ad or comment, a broadcast and the site settings', async () => {
    const admin = await createAdmin(t.db);
    const headers = await h(admin.id);
    const req = client(t.app);
    const seller = await createUser(t.db);
    const post = await createPost(t.db, { userId: seller.id, title: 'Old bike' });
    const comment = await createComment(t.db, { postId: (await createPost(t.db)).id, userId: seller.id });
    expect((await req({ method: 'DELETE', url: `/api/comment/${comment.id}`, headers })).statusCode).toBe(
      200,
    );
    expect((await req({ method: 'DELETE', url: `/api/post/${post.id}`, headers })).statusCode).toBe(200);
    const texts = { en_title: 'Hi', ar_title: 'مرحبا', en_message: 'News', ar_message: 'أخبار' };
    const sent = await req({ method: 'POST', url: '/api/notifications/broadcast', payload: texts, headers });
    expect(sent.statusCode, sent.body).toBe(201);
    const saved = await req({
      method: 'PUT',
      url: '/api/settings',
      payload: { commissionValue: 2 },
      headers,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { items } = await audit(admin.id);
    expect(items.map((e) => [e.action, e.targetType, e.targetId])).toEqual([
      ['settings.update', 'settings', null],
      ['broadcast.send', 'broadcast', sent.json().broadcastId],
      ['post.delete', 'post', post.id],
      ['comment.delete', 'comment', comment.id],
    ]);
    expect(items[0]!.details).toEqual({
      fields: ['commissionValue'],
      before: { commissionValue: 1 },
      values: { commissionValue: 2 },
    });
    expect(items[1]!.details).toMatchObject({ country: null, en_title: 'Hi' });
    await t.app.deps.jobs.idle(20_000);
  });

  it('the settings history keeps each change before and after; a value saved unchanged is no change', async () => {
    const admin = await createAdmin(t.db);
    const headers = await h(admin.id);
    const put = (payload: object) => client(t.app)({ method: 'PUT', url: '/api/settings', payload, headers });
    const { commissionValue, terms } = (await put({})).json();
    // The same list with its keys in another order is the same value (jsonb keeps its own order).
    const reordered = terms.map((term: Record<string, string>) =>
      Object.fromEntries(Object.entries(term).reverse()),
    );
    expect((await put({ commissionValue, terms: reordered })).statusCode).toBe(200);
    expect((await audit(admin.id)).items).toEqual([]);
    const address = `help-${Date.now()}@souqna.test`;
    expect((await put({ commissionValue, email: address })).statusCode).toBe(200);
    const [entry, ...rest] = (await audit(admin.id)).items;
    expect(rest).toEqual([]);
    expect(entry!.details).toEqual({
      fields: ['email'],
      before: { email: expect.any(String) },
      values: { email: address },
    });
    expect((entry!.details as { before: { email: string } }).before.email).not.toBe(address);
  });

  it('members deleting their own ad or comment are not admin actions', async () => {
    const seller = await createUser(t.db);
    const headers = await h(seller.id);
    const post = await createPost(t.db, { userId: seller.id });
    const comment = await createComment(t.db, { postId: post.id, userId: seller.id });
    await client(t.app)({ method: 'DELETE', url: `/api/comment/${comment.id}`, headers });
    await client(t.app)({ method: 'DELETE', url: `/api/post/${post.id}`, headers });
    const rows = await t.db.query('select 1 from admin_audit where target_id = any($1::text[])', [
      [post.id, comment.id],
    ]);
    expect(rows).toEqual([]);
  });
});

describe('GET /api/admin/audit', () => {
  it('guest 401, member 403; nothing changes the log through the API', async () => {
    const req = client(t.app);
    const member = await createUser(t.db);
    expectError(await req({ method: 'GET', url: '/api/admin/audit' }), 'UnauthenticatedError');
    expectError(
      await req({ method: 'GET', url: '/api/admin/audit', headers: await h(member.id) }),
      'UnauthorizedError',
    );
    const admin = await createAdmin(t.db);
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const)
      expectError(
        await req({ method, url: '/api/admin/audit', headers: await h(admin.id) }),
        'NotFoundError',
      );
  });

  it('pages newest first and filters by action, admin, target and dates', async () => {
    const admin = await createAdmin(t.db);
    const targets = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    for (const u of targets)
      await client(t.app)({
        method: 'PATCH',
        url: `/api/users/${u.id}/ban`,
        payload: { banned: true },
        headers: await h(admin.id),
      });
    const first = await audit(admin.id, '&limit=2');
    expect(first).toMatchObject({ page: 1, total: 3 });
    expect(first.items.map((e) => e.targetId)).toEqual([targets[2]!.id, targets[1]!.id]);
    const second = await audit(admin.id, '&limit=2&page=2');
    expect(second.items.map((e) => e.targetId)).toEqual([targets[0]!.id]);
    expect((await audit(admin.id, `&targetId=${targets[1]!.id}`)).items).toHaveLength(1);
    expect((await audit(admin.id, '&action=user.unban')).total).toBe(0);
    expect((await audit(admin.id, '&action=user.ban')).total).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(admin.id, `&dateFrom=${today}&dateTo=${today}`)).total).toBe(3);
    expect((await audit(admin.id, '&dateTo=2020-01-01')).total).toBe(0);
    expect((await audit(admin.id, '&dateFrom=2999-01-01')).total).toBe(0);
    const other = await createAdmin(t.db);
    expect((await audit(other.id)).total).toBe(0);
    const bad = await client(t.app)({
      method: 'GET',
      url: '/api/admin/audit?action=user.explode&adminId=nope&limit=500',
      headers: await h(admin.id),
    });
    expectError(bad, 'ValidationError');
  });
});
