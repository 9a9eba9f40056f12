// Favourites and comments: who may do what, answer shapes, blocked authors hidden.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBlock, createAdmin, createComment, createPost, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, expectError, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const h = async (id: string) => bearer(await tokenFor(id));

describe('favourites', () => {
  it('toggle: guest 401; on → {favorited, post}, off → {favorited: false}; counts and lists follow', async () => {
    const req = client(t.app);
    const fan = await createUser(t.db);
    const post = await createPost(t.db, { title: 'Canon EOS R6', showPrice: false });
    expect(
      (await req({ method: 'POST', url: '/api/favorite', payload: { postId: post.id } })).statusCode,
    ).toBe(401);
    const headers = await h(fan.id);
    const on = await req({ method: 'POST', url: '/api/favorite', payload: { postId: post.id }, headers });
    expect(on.json()).toMatchObject({
      favorited: true,
      post: { _id: post.id, isFavorite: true, price: null },
    });
    expect((await req({ method: 'GET', url: `/api/favorite/post/${post.id}`, headers })).json()).toEqual({
      count: 1,
      isFavorite: true,
    });
    expect((await req({ method: 'GET', url: `/api/favorite/post/${post.id}` })).json()).toEqual({
      count: 1,
      isFavorite: false,
    });
    const listed = await req({ method: 'GET', url: `/api/favorite/user/${fan.id}` });
    expect(listed.json()).toMatchObject({
      items: [{ post: { _id: post.id, title: 'Canon EOS R6' } }],
      nextCursor: null,
    });
    expect((await req({ method: 'GET', url: `/api/post/${post.id}`, headers })).json()).toMatchObject({
      favouritesCount: 1,
      isFavorite: true,
    });
    const off = await req({ method: 'POST', url: '/api/favorite', payload: { postId: post.id }, headers });
    expect(off.json()).toEqual({ favorited: false });
    expect((await req({ method: 'GET', url: `/api/favorite/user/${fan.id}` })).json().items).toEqual([]);
  });

  it('unknown post → 404; missing body → 400; list pages newest first', async () => {
    const req = client(t.app);
    const fan = await createUser(t.db);
    const headers = await h(fan.id);
    const missing = await req({
      method: 'POST',
      url: '/api/favorite',
      payload: { postId: '00000000-0000-4000-8000-000000000000' },
      headers,
    });
    expectError(missing, 'NotFoundError');
    expectError(await req({ method: 'POST', url: '/api/favorite', payload: {}, headers }), 'ValidationError');
    const posts = [];
    for (let i = 0; i < 3; i++) {
      posts.push(await createPost(t.db));
      await req({ method: 'POST', url: '/api/favorite', payload: { postId: posts[i]!.id }, headers });
    }
    const first = (await req({ method: 'GET', url: `/api/favorite/user/${fan.id}?limit=2` })).json();
    const second = (
      await req({ method: 'GET', url: `/api/favorite/user/${fan.id}?limit=2&cursor=${first.nextCursor}` })
    ).json();
    expect([...first.items, ...second.items].map((i: { post: { _id: string } }) => i.post._id)).toEqual(
      posts.map((p) => p.id).reverse(),
    );
    expect(
      (await req({ method: 'GET', url: '/api/favorite/user/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('comments', () => {
  it('guest 401 to write; anyone reads; isPostOwner; author edits, others 403', async () => {
    const req = client(t.app);
    const owner = await createUser(t.db);
    const buyer = await createUser(t.db);
    const post = await createPost(t.db, { userId: owner.id });
    expect(
      (await req({ method: 'POST', url: '/api/comment', payload: { postId: post.id, body: 'hi' } }))
        .statusCode,
    ).toBe(401);
    const made = await req({
      method: 'POST',
      url: '/api/comment',
      payload: { postId: post.id, body: '  آخر سعر؟ ' },
      headers: await h(buyer.id),
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      body: 'آخر سعر؟',
      userId: buyer.id,
      isPostOwner: false,
      user: { username: buyer.username, fullname: buyer.fullname },
    });
    const reply = await req({
      method: 'POST',
      url: '/api/comment',
      payload: { postId: post.id, body: '3000 final' },
      headers: await h(owner.id),
    });
    expect(reply.json().isPostOwner).toBe(true);
    const thread = (await req({ method: 'GET', url: `/api/comment/post/${post.id}` })).json();
    expect(thread.items.map((c: { id: string }) => c.id)).toEqual([made.json().id, reply.json().id]); // oldest first
    expect((await req({ method: 'GET', url: `/api/comment/${made.json().id}` })).json().body).toBe(
      'آخر سعر؟',
    );
    const patch = (id: string, headers: Record<string, string>) =>
      req({ method: 'PATCH', url: `/api/comment/${id}`, payload: { body: 'edited' }, headers });
    expectError(await patch(made.json().id, await h(owner.id)), 'UnauthorizedError');
    expectError(await patch(made.json().id, {}), 'UnauthenticatedError');
    expect((await patch(made.json().id, await h(buyer.id))).json().body).toBe('edited');
  });

  it('bad input: empty body, over 1000 characters, unknown post', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const post = await createPost(t.db);
    const headers = await h(user.id);
    for (const payload of [
      { postId: post.id, body: '   ' },
      { postId: post.id, body: 'x'.repeat(1001) },
      { body: 'hi' },
    ]) {
      const res = await req({ method: 'POST', url: '/api/comment', payload, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().name).toBe('ValidationError');
    }
    const none = await req({
      method: 'POST',
      url: '/api/comment',
      payload: { postId: '00000000-0000-4000-8000-000000000000', body: 'hi' },
      headers,
    });
    expectError(none, 'NotFoundError');
  });

  it('delete: author, post owner and admin may; another member may not; deleted comments disappear', async () => {
    const req = client(t.app);
    const owner = await createUser(t.db);
    const author = await createUser(t.db);
    const other = await createUser(t.db);
    const admin = await createAdmin(t.db);
    const post = await createPost(t.db, { userId: owner.id });
    const c = await Promise.all(
      [1, 2, 3].map(() => createComment(t.db, { postId: post.id, userId: author.id })),
    );
    const del = async (id: string, userId?: string) =>
      req({ method: 'DELETE', url: `/api/comment/${id}`, headers: userId ? await h(userId) : {} });
    expectError(await del(c[0]!.id), 'UnauthenticatedError');
    expectError(await del(c[0]!.id, other.id), 'UnauthorizedError');
    expect((await del(c[0]!.id, author.id)).statusCode).toBe(200);
    expect((await del(c[1]!.id, owner.id)).statusCode).toBe(200);
    expect((await del(c[2]!.id, admin.id)).statusCode).toBe(200);
    expectError(await del(c[2]!.id, admin.id), 'NotFoundError');
    expect((await req({ method: 'GET', url: `/api/comment/post/${post.id}` })).json().items).toEqual([]);
    expectError(await req({ method: 'GET', url: `/api/comment/${c[0]!.id}` }), 'NotFoundError');
  });

  it('comments of members the viewer blocked are hidden; a member the owner blocked cannot comment', async () => {
    const req = client(t.app);
    const owner = await createUser(t.db);
    const troll = await createUser(t.db);
    const post = await createPost(t.db, { userId: owner.id });
    await createComment(t.db, { postId: post.id, userId: troll.id });
    await addBlock(t.db, owner.id, troll.id);
    expect(
      (await req({ method: 'GET', url: `/api/comment/post/${post.id}`, headers: await h(owner.id) })).json()
        .items,
    ).toEqual([]);
    expect((await req({ method: 'GET', url: `/api/comment/post/${post.id}` })).json().items).toHaveLength(1);
    const res = await req({
      method: 'POST',
      url: '/api/comment',
      payload: { postId: post.id, body: 'again' },
      headers: await h(troll.id),
    });
    expectError(res, 'UnauthorizedError');
  });

  it('pages oldest first with a cursor', async () => {
    const post = await createPost(t.db);
    const user = await createUser(t.db);
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(
        await createComment(t.db, {
          postId: post.id,
          userId: user.id,
          body: `c${i}`,
          createdAt: new Date(Date.now() - (10 - i) * 1000),
        }),
      );
    const req = client(t.app);
    const first = (await req({ method: 'GET', url: `/api/comment/post/${post.id}?limit=3` })).json();
    const second = (
      await req({ method: 'GET', url: `/api/comment/post/${post.id}?limit=3&cursor=${first.nextCursor}` })
    ).json();
    expect([...first.items, ...second.items].map((c: { body: string }) => c.body)).toEqual([
      'c0',
      'c1',
      'c2',
      'c3',
      'c4',
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it('writes are rate limited per member: the 11th comment in a minute → 429 with Retry-After', async () => {
    const req = client(t.app);
    const post = await createPost(t.db);
    const user = await createUser(t.db);
    const headers = await h(user.id);
    const send = () =>
      req({ method: 'POST', url: '/api/comment', payload: { postId: post.id, body: 'bump' }, headers });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(201);
    const over = await send();
    expect(over.statusCode).toBe(429);
    expect(over.json().name).toBe('TooManyRequestsError');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const someoneElse = await createUser(t.db);
    const other = await req({
      method: 'POST',
      url: '/api/comment',
      payload: { postId: post.id, body: 'hi' },
      headers: await h(someoneElse.id),
    });
    expect(other.statusCode).toBe(201);
  });
});
