// The moderation queue (docs/product/admin.md#reports): who may read and resolve, each report with
// its target in place (or null once gone), open counts by reason, filters by status and reason.
// A database of its own: the counts are exact only when no other file files reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createComment, createPost, createUser } from '../db/factories/index.ts';
import { buildTestApp, client, expectError, type TestApp } from './harness.ts';
import { h, report as file, queue as list, resolve as close, type Target } from './support/reports.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
  admin = await createAdmin(t.db);
});
afterAll(() => t?.close());

const report = (target: Target, reason?: string) => file(t, target, reason);
const queue = (query = '') => list(t, admin.id, query);
const resolve = (id: string, payload: object, as = admin.id) => close(t, as, id, payload);

describe('who may read and resolve', () => {
  it('guest 401, the target’s owner and another member 403, an admin 200', async () => {
    const owner = await createUser(t.db);
    const post = await createPost(t.db, { userId: owner.id });
    const { id, reporter } = await report({ postId: post.id });
    const req = client(t.app);
    expectError(await req({ method: 'GET', url: '/api/report' }), 'UnauthenticatedError');
    expectError(await req({ method: 'PATCH', url: `/api/report/${id}` }), 'UnauthenticatedError');
    for (const member of [owner.id, reporter.id]) {
      expectError(
        await req({ method: 'GET', url: '/api/report', headers: await h(member) }),
        'UnauthorizedError',
      );
      expectError(await resolve(id, { status: 'dismissed' }, member), 'UnauthorizedError');
    }
    expect((await queue()).statusCode).toBe(200);
    expect((await resolve(id, { status: 'dismissed' })).statusCode).toBe(200);
  });
});

describe('the queue', () => {
  it('shows a post, a comment and a member in place with the reporter; a deleted ad is null', async () => {
    const seller = await createUser(t.db, { fullname: 'Seller Sami' });
    const post = await createPost(t.db, {
      userId: seller.id,
      title: 'iPhone 15',
      price: 3500,
      currncy: 'AED',
    });
    const writer = await createUser(t.db, { fullname: 'Writer Wafa' });
    const comment = await createComment(t.db, { postId: post.id, userId: writer.id, body: 'Call me now' });
    const member = await createUser(t.db, { fullname: 'Rude Rami', avatar: 'https://cdn.test/a.webp' });
    const gone = await createPost(t.db);
    const taken = await createComment(t.db, { postId: post.id, userId: writer.id, body: 'Deleted by me' });
    const r = {
      taken: await report({ commentId: taken.id }, 'spam'),
      post: await report({ postId: post.id }, 'spam'),
      comment: await report({ commentId: comment.id }, 'offensive'),
      user: await report({ userId: member.id }, 'offensive'),
      gone: await report({ postId: gone.id }, 'other'),
    };
    await t.db.query('delete from posts where id = $1', [gone.id]);
    const byAuthor = await client(t.app)({
      method: 'DELETE',
      url: `/api/comment/${taken.id}`,
      headers: await h(writer.id),
    });
    expect(byAuthor.statusCode).toBe(200);
    const res = await queue('?limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(res.json().items.map((i: { _id: string }) => [i._id, i]));
    expect(byId.get(r.post.id)).toMatchObject({
      targetType: 'post',
      status: 'open',
      reason: 'spam',
      reporter: { _id: r.post.reporter.id, fullname: r.post.reporter.fullname },
      target: {
        type: 'post',
        _id: post.id,
        title: 'iPhone 15',
        thumbnail: expect.stringMatching(/^\/uploads\/.+\.webp$/),
        price: 3500,
        currncy: 'AED',
        owner: { _id: seller.id, fullname: 'Seller Sami' },
      },
      targetOpenReports: 1,
    });
    expect(byId.get(r.comment.id)).toMatchObject({
      target: {
        type: 'comment',
        _id: comment.id,
        body: 'Call me now',
        post: { _id: post.id, title: 'iPhone 15' },
        author: { _id: writer.id, fullname: 'Writer Wafa' },
        deletedAt: null,
      },
    });
    expect(byId.get(r.user.id)).toMatchObject({
      target: {
        type: 'user',
        _id: member.id,
        fullname: 'Rude Rami',
        avatar: 'https://cdn.test/a.webp',
        bannedAt: null,
      },
    });
    expect(byId.get(r.gone.id)).toMatchObject({ targetType: 'post', targetId: gone.id, target: null });
    expect(byId.get(r.taken.id)).toMatchObject({
      target: { type: 'comment', body: 'Deleted by me', deletedAt: expect.any(String) },
    });
  });

  it('counts open reports by reason; filters by status (open by default, or all) and reason', async () => {
    const before = (await queue()).json().counts;
    const post = await createPost(t.db);
    const a = await report({ postId: post.id }, 'prohibited');
    await report({ postId: post.id }, 'prohibited');
    await report({ postId: (await createPost(t.db)).id }, 'wrong_category');
    const page = (await queue('?reason=prohibited&limit=100')).json();
    expect(page.counts.open).toBe(before.open + 3);
    expect(page.counts.byReason).toEqual({
      ...before.byReason,
      prohibited: before.byReason.prohibited + 2,
      wrong_category: before.byReason.wrong_category + 1,
    });
    expect(page.items.every((i: { reason: string; status: string }) => i.reason === 'prohibited')).toBe(true);
    expect(page.total).toBe(page.counts.byReason.prohibited);
    await resolve(a.id, { status: 'dismissed' });
    const open = (await queue('?reason=prohibited&limit=100')).json();
    expect(open.items.map((i: { _id: string }) => i._id)).not.toContain(a.id);
    expect(open.counts.open).toBe(before.open + 1);
    const all = (await queue('?status=all&reason=prohibited&limit=100')).json();
    expect(all.items.map((i: { _id: string }) => i._id)).toContain(a.id);
    const dismissed = (await queue('?status=dismissed&limit=100')).json();
    expect(dismissed.items.map((i: { _id: string }) => i._id)).toContain(a.id);
    expectError(await queue('?status=closed'), 'ValidationError');
    expectError(await queue('?reason=rude'), 'ValidationError');
  });
});
