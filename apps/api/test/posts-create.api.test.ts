// POST /api/post through real multipart: photos re-encoded, every field checked, nothing half-made.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, expectError, multipart, tokenFor, type TestApp } from './harness.ts';
import { categoryId, jpeg, photo } from './support/posts.ts';

let t: TestApp;
let phones: string;
let cars: string;
let vehiclesParent: string;
beforeAll(async () => {
  t = await buildTestApp();
  [phones, cars, vehiclesParent] = (await Promise.all(
    ['mobile-phones', 'cars-for-sale', 'vehicles'].map((s) => categoryId(t.db, s)),
  )) as [string, string, string];
});
afterAll(() => t?.close());

const fields = (over: Record<string, string> = {}) => ({
  title: 'ايفون 15 برو ماكس للبيع',
  description: 'نظيف جدا، مع الكرتون',
  price: '٣٥٠٠',
  currncy: 'SAR',
  showPrice: 'true',
  categoryId: phones,
  country: 'Saudi Arabia',
  state: 'Riyadh',
  city: 'Riyadh',
  ...over,
});
const uploadedFiles = () => {
  const dir = path.join(t.config.uploadsDir, 'posts');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};
async function send(userId: string, f: Record<string, string>, files: Parameters<typeof multipart>[1]) {
  const form = multipart(f, files);
  return client(t.app)({
    method: 'POST',
    url: '/api/post',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(await tokenFor(userId)) },
  });
}

describe('POST /api/post', () => {
  it('creates the ad: WebP renditions without metadata, names in both languages, posts count', async () => {
    const user = await createUser(t.db);
    const res = await send(user.id, fields(), [jpeg(await photo()), jpeg(await photo())]);
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({
      title: 'ايفون 15 برو ماكس للبيع',
      price: 3500,
      currncy: 'SAR',
      showPrice: true,
      en_country: 'Saudi Arabia',
      ar_country: 'السعودية',
      en_state: 'Riyadh',
      en_city: 'Riyadh',
      userId: user.id,
      category: { id: phones, parent: { slug: 'electronics' } },
      favouritesCount: 0,
      isOwner: true,
    });
    expect(post.images.gallery).toHaveLength(2);
    for (const url of [post.images.thumbnail, post.images.card, post.images.full]) {
      const served = await client(t.app)({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('SouqnaGpsMarker'))).toBe(false);
    }
    expect(
      (
        await sharp(
          (await client(t.app)({ method: 'GET', url: post.images.thumbnail })).rawPayload,
        ).metadata()
      ).width,
    ).toBe(320);
    const [u] = await t.db.query<{ posts_count: number }>('select posts_count from users where id = $1', [
      user.id,
    ]);
    expect(u!.posts_count).toBe(1);
  });

  it('an iPhone HEIC (HEVC) photo is decoded and stored as WebP', async () => {
    const user = await createUser(t.db);
    const heic = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/iphone-photo.heic'));
    const file = { field: 'images', filename: 'IMG_0001.HEIC', type: 'image/heic', data: heic };
    const res = await send(user.id, fields(), [file]);
    expect(res.statusCode, res.body).toBe(201);
    const full = await client(t.app)({ method: 'GET', url: res.json().images.full });
    expect(full.headers['content-type']).toBe('image/webp');
    const { data, info } = await sharp(full.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([640, 480]);
    // The fixture is a flat #c0392b: the pixels survived the HEVC decode.
    expect(Math.abs(data[0]! - 0xc0)).toBeLessThan(12);
    expect(Math.abs(data[2]! - 0x2b)).toBeLessThan(12);
  });

  it('guest 401; a banned member’s session is over: InvalidTokenError (sessions-end.api.test.ts)', async () => {
    const form = multipart(fields(), [jpeg(await photo())]);
    const guest = await client(t.app)({
      method: 'POST',
      url: '/api/post',
      payload: form.payload,
      headers: form.headers,
    });
    expectError(guest, 'UnauthenticatedError');
    const banned = await createUser(t.db, { bannedAt: new Date() });
    const res = await send(banned.id, fields(), [jpeg(await photo())]);
    expectError(res, 'InvalidTokenError');
  });

  it.each([
    ['price', { price: '01' }, 'validations.validPrice'],
    ['price', { price: '1.234' }, 'validations.validPrice'],
    ['price', { price: 'abc' }, 'validations.validPrice'],
    ['currncy', { currncy: 'USD' }, undefined],
    ['title', { title: 'ab' }, 'validations.minLength'],
    ['categoryId', { categoryId: 'not-a-category' }, undefined],
  ])('bad %s (%j) → 400 ValidationError', async (field, over, message) => {
    const user = await createUser(t.db);
    const res = await send(user.id, fields(over), [jpeg(await photo())]);
    expect(res.statusCode).toBe(400);
    expect(res.json().name).toBe('ValidationError');
    expect(res.json().data.field).toBe(field);
    if (message) expect(res.json().data.issues[0].message).toBe(message);
  });

  // Category ids are only known after beforeAll: the table names them by slug.
  it.each([
    ['city', { city: 'Dubai' }], // a city of another state
    ['state', { state: 'Atlantis' }],
    ['country', { country: 'Oman' }],
    ['categoryId', { categoryId: 'vehicles' }], // a parent category
    ['carModel', { categoryId: 'mobile-phones', carModel: 'toyota-camry' }], // a model outside cars
    ['carModel', { categoryId: 'cars-for-sale', carModel: 'toyota-warp-drive' }],
  ])('reference check on %s → 400, no files left', async (field, over: Record<string, string>) => {
    const before = uploadedFiles();
    const user = await createUser(t.db);
    const ids: Record<string, string> = {
      vehicles: vehiclesParent,
      'mobile-phones': phones,
      'cars-for-sale': cars,
    };
    const f = { ...over, ...(over.categoryId ? { categoryId: ids[over.categoryId]! } : {}) };
    const res = await send(user.id, fields(f), [jpeg(await photo())]);
    expectError(res, 'ValidationError');
    expect(res.json().data.field).toBe(field);
    expect(uploadedFiles()).toBe(before);
  });

  it('images: none, more than 10, a text file named .jpg, a 7 MB file; no half-made post or orphan files', async () => {
    const user = await createUser(t.db);
    const img = await photo();
    const before = uploadedFiles();
    const none = await send(user.id, fields(), []);
    expect(none.json()).toMatchObject({
      name: 'ValidationError',
      data: { field: 'images', issues: [{ message: 'validations.minImageCount' }] },
    });
    const eleven = await send(
      user.id,
      fields(),
      Array.from({ length: 11 }, () => jpeg(img)),
    );
    expectError(eleven, 'ValidationError');
    expect(eleven.json().data.field).toBe('images');
    const text = await send(user.id, fields(), [jpeg(img), jpeg(Buffer.from('<?php system($_GET[1]); ?>'))]);
    expect(text.json()).toMatchObject({
      name: 'ValidationError',
      data: { field: 'images', issues: [{ message: 'validations.fileType' }] },
    });
    const big = await send(user.id, fields(), [jpeg(Buffer.concat([img, Buffer.alloc(7 * 1024 * 1024)]))]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ name: 'ValidationError', data: { field: 'images' } });
    expect(uploadedFiles()).toBe(before);
    const [n] = await t.db.query<{ n: number }>('select count(*)::int as n from posts where user_id = $1', [
      user.id,
    ]);
    expect(n!.n).toBe(0);
  });

  it('a car ad takes a model of the cars category; showPrice=false hides the price from others', async () => {
    const user = await createUser(t.db);
    const res = await send(
      user.id,
      fields({
        title: 'كامري 2019 فل كامل',
        categoryId: cars,
        carModel: 'toyota-camry',
        showPrice: 'false',
        price: '55000.50',
      }),
      [jpeg(await photo())],
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      carModel: 'toyota-camry',
      price: 55000.5,
      carModelName: { en: 'Camry', make: { en: 'Toyota' } },
    });
    const other = await client(t.app)({ method: 'GET', url: `/api/post/${res.json()._id}` });
    expect(other.json()).toMatchObject({ price: null, showPrice: false, isOwner: false, isFavorite: false });
  });
});
