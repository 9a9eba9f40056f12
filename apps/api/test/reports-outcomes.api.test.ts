// Report outcomes (docs/product/social.md#reports): dismiss, remove (the ad or comment deleted by
// its own path, the author told why in both languages) and ban (as PATCH /api/users/{id}/ban: the
// member's sessions end), each closing the target's other open reports and writing audit rows.
// A database of its own: its jobs and notifications stay out of other files' counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createComment, createPost, createUser } from '../db/factories/index.ts';
import { buildTestApp, client, expectError, type TestApp, settled } from './harness.ts';
import { h, report as file, queue as list, resolve as close, type Target } from './support/reports.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
  admin = await createAdmin(t.db, { fullname: 'Moderator Mona' });
});
afterAll(() => t?.close());

const report = (target: Target, reason?: string) => file(t, target, reason);
const queue = (query = '') => list(t, admin.id, query);
const resolve = (id: string, payload: object) => close(t, admin.id, id, payload);
const auditOf = (action: string, targetId: string) =>
  t.db.query<{ admin_id: string; admin_name: string; details: Record<string, unknown> }>(
    'select admin_id, admin_name, details from admin_audit where action = $1 and target_id = $2',
    [action, targetId],
  );
const settle = () => settled(t);

describe('outcomes', () => {
  it('dismissed closes the target’s other open reports with it, and only them; the ad stays', async () => {
    const post = await createPost(t.db);
    const [a, b] = [await report({ postId: post.id }), await report({ postId: post.id }, 'spam')];
    const other = await report({ postId: (await createPost(t.db)).id });
    const res = await resolve(a.id, { status: 'dismissed', reason: 'A fair price' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      _id: a.id,
      status: 'dismissed',
      resolvedBy: admin.id,
      resolutionNote: 'A fair price',
      alsoClosed: [b.id],
      targetOpenReports: 0,
      target: { _id: post.id },
    });
    const all = (await queue('?status=all&limit=100')).json().items as { _id: string; status: string }[];
    expect(all.find((i) => i._id === b.id)?.status).toBe('dismissed');
    expect(all.find((i) => i._id === other.id)?.status).toBe('open');
    expect(await auditOf('report.dismiss', a.id)).toEqual([
      {
        admin_id: admin.id,
        admin_name: 'Moderator Mona',
        details: expect.objectContaining({
          targetId: post.id,
          closedReports: expect.arrayContaining([a.id, b.id]),
        }),
      },
    ]);
    expectError(await resolve(b.id, { status: 'banned' }), 'ValidationError');
  });

  it('removed deletes the ad as its DELETE does and tells its owner why, in Arabic and English', async () => {
    const seller = await createUser(t.db);
    const post = await createPost(t.db, { userId: seller.id, title: 'Cheap Rolex' });
    const [a, b] = [await report({ postId: post.id }), await report({ postId: post.id }, 'prohibited')];
    const noReason = await resolve(a.id, { status: 'removed' });
    expectError(noReason, 'ValidationError');
    expect(noReason.json().data.issues[0].path).toBe('reason');
    expectError(await resolve(a.id, { status: 'removed', reason: 'x'.repeat(501) }), 'ValidationError');
    t.events.clear();
    const res = await resolve(a.id, { status: 'removed', reason: 'Counterfeit goods' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'removed', target: null, alsoClosed: [b.id] });
    expectError(await client(t.app)({ method: 'GET', url: `/api/post/${post.id}` }), 'NotFoundError');
    expect(t.events.named('post.deleted')).toEqual([{ postId: post.id, userId: seller.id }]);
    await settle();
    const tab = await client(t.app)({
      method: 'GET',
      url: '/api/notifications/user/general',
      headers: await h(seller.id),
    });
    expect(tab.json().items).toEqual([
      expect.objectContaining({
        type: 'admin',
        senderRole: 'admin',
        userFrom: null,
        en_title: 'Your ad was removed',
        ar_title: 'تمت إزالة إعلانك',
        en_message: expect.stringMatching(/Cheap Rolex.*Reason: Counterfeit goods$/),
        ar_message: expect.stringMatching(/Cheap Rolex.*السبب: Counterfeit goods$/),
      }),
    ]);
    expect(await auditOf('report.remove', a.id)).toHaveLength(1);
    expect(await auditOf('post.delete', post.id)).toEqual([
      {
        admin_id: admin.id,
        admin_name: 'Moderator Mona',
        details: { title: 'Cheap Rolex', ownerId: seller.id },
      },
    ]);
  });

  it('removed takes a comment down and tells its author; a reported member cannot be removed', async () => {
    const post = await createPost(t.db, { title: 'Sofa set' });
    const writer = await createUser(t.db);
    const comment = await createComment(t.db, { postId: post.id, userId: writer.id });
    const { id } = await report({ commentId: comment.id }, 'offensive');
    // Soft-deleted: the moderators still read what was removed.
    expect((await resolve(id, { status: 'removed', reason: 'Insults' })).json()).toMatchObject({
      status: 'removed',
      target: { type: 'comment', _id: comment.id, body: comment.body, deletedAt: expect.any(String) },
    });
    expectError(await client(t.app)({ method: 'GET', url: `/api/comment/${comment.id}` }), 'NotFoundError');
    await settle();
    const items = (
      await client(t.app)({
        method: 'GET',
        url: '/api/notifications/user/general',
        headers: await h(writer.id),
      })
    ).json().items;
    expect(items).toEqual([
      expect.objectContaining({ en_title: 'Your comment was removed', ar_title: 'تمت إزالة تعليقك' }),
    ]);
    expect(items[0].en_message).toContain('“Sofa set”');
    expect(await auditOf('comment.delete', comment.id)).toHaveLength(1);
    const member = await report({ userId: (await createUser(t.db)).id });
    const refused = await resolve(member.id, { status: 'removed', reason: 'Spammer' });
    expectError(refused, 'ValidationError');
    expect(refused.json().data).toMatchObject({ field: 'status', reason: 'notRemovable' });
  });

  it('banned bans the owner as PATCH /api/users/{id}/ban does: their token stops working', async () => {
    const writer = await createUser(t.db);
    const token = await h(writer.id);
    const comment = await createComment(t.db, { postId: (await createPost(t.db)).id, userId: writer.id });
    const [a, b] = [await report({ commentId: comment.id }), await report({ commentId: comment.id }, 'spam')];
    const res = await resolve(a.id, { status: 'banned', reason: 'Scam links' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'banned', alsoClosed: [b.id], target: { _id: comment.id } });
    const [row] = await t.db.query<{ banned_at: Date | null }>('select banned_at from users where id = $1', [
      writer.id,
    ]);
    expect(row!.banned_at).not.toBeNull();
    expectError(
      await client(t.app)({ method: 'GET', url: '/api/auth/me', headers: token }),
      'InvalidTokenError',
    );
    expect(t.events.named('session.revoked')).toContainEqual({ userId: writer.id });
    expect(await auditOf('report.ban', a.id)).toEqual([
      expect.objectContaining({
        admin_id: admin.id,
        details: expect.objectContaining({ ownerId: writer.id }),
      }),
    ]);
    expect(await auditOf('user.ban', writer.id)).toHaveLength(1);

    const member = await createUser(t.db);
    const onMember = await report({ userId: member.id });
    const banned = (await resolve(onMember.id, { status: 'banned' })).json();
    expect(banned.target).toMatchObject({ type: 'user', bannedAt: expect.any(String) });
  });

  it('resolved (older clients) closes with no action; a closed or unknown report is refused', async () => {
    const post = await createPost(t.db);
    const { id } = await report({ postId: post.id });
    expect((await resolve(id, { status: 'resolved' })).json()).toMatchObject({ status: 'resolved' });
    expect((await client(t.app)({ method: 'GET', url: `/api/post/${post.id}` })).statusCode).toBe(200);
    const again = await resolve(id, { status: 'dismissed' });
    expectError(again, 'ValidationError');
    expect(again.json().data).toMatchObject({ field: 'status', reason: 'closed' });
    expectError(
      await resolve('00000000-0000-4000-8000-000000000000', { status: 'dismissed' }),
      'NotFoundError',
    );
    expectError(await resolve('not-an-id', { status: 'dismissed' }), 'NotFoundError');
    expectError(await resolve(id, { status: 'open' }), 'ValidationError');
  });

  it('banning is refused when nobody is left to ban, and on the admin’s own content', async () => {
    const gone = await createPost(t.db);
    const { id } = await report({ postId: gone.id });
    await t.db.query('delete from posts where id = $1', [gone.id]);
    expectError(await resolve(id, { status: 'banned' }), 'NotFoundError');
    const mine = await createPost(t.db, { userId: admin.id });
    const self = await report({ postId: mine.id });
    const res = await resolve(self.id, { status: 'banned' });
    expectError(res, 'UnauthorizedError');
    expect((await queue('?limit=100')).json().items.map((i: { _id: string }) => i._id)).toContain(self.id);
  });

  it('removed on what its author already deleted just closes the reports: nothing to remove, nobody told', async () => {
    const writer = await createUser(t.db);
    const comment = await createComment(t.db, { postId: (await createPost(t.db)).id, userId: writer.id });
    const { id } = await report({ commentId: comment.id });
    await client(t.app)({ method: 'DELETE', url: `/api/comment/${comment.id}`, headers: await h(writer.id) });
    expect((await resolve(id, { status: 'removed', reason: 'Spam' })).json()).toMatchObject({
      status: 'removed',
    });
    await settle();
    expect(await auditOf('comment.delete', comment.id)).toEqual([]);
    const [row] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from notifications where recipient_id = $1',
      [writer.id],
    );
    expect(row!.n).toBe(0);
  });
});
