// Read, edit and delete one post: owner / other member / admin / guest on every call.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createPost, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, expectError, multipart, tokenFor, type TestApp } from './harness.ts';
import { jpeg, photo } from './support/posts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function actors() {
  const owner = await createUser(t.db);
  const other = await createUser(t.db);
  const admin = await createAdmin(t.db);
  return {
    owner,
    ownerH: bearer(await tokenFor(owner.id)),
    otherH: bearer(await tokenFor(other.id)),
    adminH: bearer(await tokenFor(admin.id)),
  };
}

async function realPost(headers: Record<string, string>, n = 2) {
  const img = await photo();
  const form = multipart(
    {
      title: 'Sofa set 7 seats',
      price: '1200',
      currncy: 'AED',
      categoryId: (await t.db.query<{ id: string }>(`select id from categories where slug = 'furniture'`))[0]!
        .id,
      country: 'United Arab Emirates',
      state: 'Dubai',
      city: 'Dubai Marina',
    },
    Array.from({ length: n }, () => jpeg(img)),
  );
  const res = await client(t.app)({
    method: 'POST',
    url: '/api/post',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}
const exists = (url: string) => fs.existsSync(path.join(t.config.uploadsDir, url.replace('/uploads/', '')));

describe('GET /api/post/:id and /api/post/edit/:id', () => {
  it('anyone reads the detail; only the owner gets the edit view', async () => {
    const a = await actors();
    const post = await createPost(t.db, { userId: a.owner.id, showPrice: false, price: 900 });
    const req = client(t.app);
    const guest = await req({ method: 'GET', url: `/api/post/${post.id}` });
    expect(guest.json()).toMatchObject({
      _id: post.id,
      price: null,
      isFavorite: false,
      user: { _id: a.owner.id, fullname: a.owner.fullname },
    });
    expect((await req({ method: 'GET', url: `/api/post/${post.id}`, headers: a.ownerH })).json().price).toBe(
      900,
    );
    expectError(await req({ method: 'GET', url: '/api/post/nope' }), 'NotFoundError');
    const edit = (h: Record<string, string>) =>
      req({ method: 'GET', url: `/api/post/edit/${post.id}`, headers: h });
    expectError(await edit({}), 'UnauthenticatedError');
    expectError(await edit(a.otherH), 'UnauthorizedError');
    expectError(await edit(a.adminH), 'UnauthorizedError');
    const own = await edit(a.ownerH);
    expect(own.json()).toMatchObject({
      _id: post.id,
      price: 900,
      showPrice: false,
      country: 'Saudi Arabia',
      state: 'Riyadh',
      city: 'Riyadh',
    });
  });
});

describe('PUT /api/post/:id', () => {
  it('guest 401, other member and admin 403; owner edits fields (JSON)', async () => {
    const a = await actors();
    const post = await createPost(t.db, { userId: a.owner.id });
    const put = (h: Record<string, string>, payload: object) =>
      client(t.app)({ method: 'PUT', url: `/api/post/${post.id}`, headers: h, payload });
    expectError(await put({}, { title: 'Hacked title' }), 'UnauthenticatedError');
    expectError(await put(a.otherH, { title: 'Hacked title' }), 'UnauthorizedError');
    expectError(await put(a.adminH, { title: 'Hacked title' }), 'UnauthorizedError');
    const res = await put(a.ownerH, {
      title: 'Galaxy S24 Ultra',
      price: '2500',
      state: 'Makkah',
      city: 'Jeddah',
      userId: 'someone-else',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Galaxy S24 Ultra',
      price: 2500,
      en_state: 'Makkah',
      en_city: 'Jeddah',
      userId: a.owner.id,
    });
    expect((await put(a.ownerH, { city: 'Dubai' })).json().data.field).toBe('city');
    expect((await put(a.ownerH, { price: '01' })).json().data.field).toBe('price');
  });

  it('keepImages reorders and drops (files removed), new files append; 0 or 11 in total refused', async () => {
    const a = await actors();
    const post = await realPost(a.ownerH, 3);
    const [first, second, third] = post.images.gallery;
    const img = await photo();
    const form = multipart({ keepImages: JSON.stringify([third._id, first._id]) }, [jpeg(img)]);
    const res = await client(t.app)({
      method: 'PUT',
      url: `/api/post/${post._id}`,
      payload: form.payload,
      headers: { ...form.headers, ...a.ownerH },
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().images.gallery.map((g: { _id: string }) => g._id);
    expect(ids.slice(0, 2)).toEqual([third._id, first._id]);
    expect(ids).toHaveLength(3);
    expect(exists(second.full)).toBe(false);
    expect(exists(first.full)).toBe(true);
    const none = await client(t.app)({
      method: 'PUT',
      url: `/api/post/${post._id}`,
      payload: { keepImages: [] },
      headers: a.ownerH,
    });
    expect(none.json()).toMatchObject({ name: 'ValidationError', data: { field: 'images' } });
    const foreign = await client(t.app)({
      method: 'PUT',
      url: `/api/post/${post._id}`,
      payload: { keepImages: ['00000000-0000-4000-8000-000000000000'] },
      headers: a.ownerH,
    });
    expect(foreign.json().data.field).toBe('keepImages');
    const many = multipart(
      { keepImages: ids.join(',') },
      Array.from({ length: 8 }, () => jpeg(img)),
    );
    const tooMany = await client(t.app)({
      method: 'PUT',
      url: `/api/post/${post._id}`,
      payload: many.payload,
      headers: { ...many.headers, ...a.ownerH },
    });
    expect(tooMany.json()).toMatchObject({ name: 'ValidationError', data: { field: 'images' } });
  });
});

describe('DELETE /api/post/:postId', () => {
  it('guest 401, other 403; owner and admin delete; files and counts go with it', async () => {
    const a = await actors();
    const post = await realPost(a.ownerH, 1);
    const byAdmin = await createPost(t.db, { userId: a.owner.id });
    const del = (id: string, h: Record<string, string>) =>
      client(t.app)({ method: 'DELETE', url: `/api/post/${id}`, headers: h });
    expectError(await del(post._id, {}), 'UnauthenticatedError');
    expectError(await del(post._id, a.otherH), 'UnauthorizedError');
    expect((await del(post._id, a.ownerH)).json()).toEqual({ ok: true });
    expect(exists(post.images.full)).toBe(false);
    expectError(await client(t.app)({ method: 'GET', url: `/api/post/${post._id}` }), 'NotFoundError');
    expect((await del(byAdmin.id, a.adminH)).statusCode).toBe(200);
    expectError(await del(byAdmin.id, a.adminH), 'NotFoundError');
    const [u] = await t.db.query<{ posts_count: number }>('select posts_count from users where id = $1', [
      a.owner.id,
    ]);
    expect(u!.posts_count).toBe(0);
  });
});
