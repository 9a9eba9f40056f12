// The duplicate guard at posting (docs/product/listings-and-search.md#duplicate-guard,
// docs/decisions/0058-duplicate-guard.md): the seller's own live ad for the same item refuses a
// second with DuplicatePostError naming it; another seller's photo is posted and flagged.
import { ERROR_STATUS } from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, expectError, multipart, tokenFor, type TestApp } from './harness.ts';
import { noisePhoto } from './support/photos.ts';
import { categoryId, jpeg } from './support/posts.ts';
import { queue } from './support/reports.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

let seed = 1000;
async function post(userId: string, fields: Record<string, string>, photo?: Buffer) {
  const form = multipart(
    {
      description: '',
      price: '900',
      currncy: 'SAR',
      categoryId: await categoryId(t.db, 'mobile-phones'),
      country: 'Saudi Arabia',
      state: 'Riyadh',
      ...fields,
    },
    [jpeg(photo ?? (await noisePhoto(seed++)))],
  );
  return client(t.app)({
    method: 'POST',
    url: '/api/post',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(await tokenFor(userId)) },
  });
}
const seller = async () => (await createUser(t.db)).id;

describe('the same seller, the same item', () => {
  it('a close title and description in the same category: DuplicatePostError (409) naming the live ad', async () => {
    const me = await seller();
    const first = await post(me, {
      title: 'iPhone 15 Pro Max 256GB blue',
      description: 'Like new, with the box and charger',
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(me, {
      title: 'iPhone 15 Pro Max 256 GB blue',
      description: 'like new with box and charger',
    });
    expectError(again, 'DuplicatePostError');
    expect(ERROR_STATUS.DuplicatePostError).toBe(409);
    expect(again.json().data).toEqual({
      postId: first.json()._id,
      title: 'iPhone 15 Pro Max 256GB blue',
      match: 'text',
    });
    expect(again.json().message).toBe('لديك إعلان منشور لهذا الغرض نفسه، حدّثه بدل نشره مرة أخرى');
  });

  it('the same photo, re-encoded smaller, whatever the text: DuplicatePostError with match photo', async () => {
    const me = await seller();
    const first = await post(me, { title: 'Samsung Galaxy S23' }, await noisePhoto(7));
    expect(first.statusCode, first.body).toBe(201);
    const copy = await noisePhoto(7, { width: 640, quality: 55 });
    const again = await post(me, { title: 'Galaxy phone, barely used', description: 'Call me' }, copy);
    expectError(again, 'DuplicatePostError');
    expect(again.json().data).toMatchObject({ postId: first.json()._id, match: 'photo' });
  });

  it('innocent ads pass: another item, the same title in another category, or the same item once sold', async () => {
    const me = await seller();
    const first = await post(me, { title: 'Sony PlayStation 5 with two controllers' });
    expect(first.statusCode).toBe(201);
    expect((await post(me, { title: 'Dyson V15 vacuum cleaner' })).statusCode).toBe(201);
    const elsewhere = await post(me, {
      title: 'Sony PlayStation 5 with two controllers',
      categoryId: await categoryId(t.db, 'video-games-consoles'),
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const auth = bearer(await tokenFor(me));
    await client(t.app)({ method: 'POST', url: `/api/post/${first.json()._id}/sold`, headers: auth });
    expect((await post(me, { title: 'Sony PlayStation 5 with two controllers' })).statusCode).toBe(201);
  });

  it("a dealer's templated text for another car (another year) is another item; the same car again is not", async () => {
    const me = await seller();
    const car = async (year: string) =>
      post(me, {
        title: `Toyota Camry GLE ${year}`,
        description: 'Agency maintained, dealer warranty, finance available',
        categoryId: await categoryId(t.db, 'cars-for-sale'),
        carModel: 'toyota-camry',
        year,
        mileage: '40000',
      });
    const first = await car('2020');
    expect(first.statusCode, first.body).toBe(201);
    expect((await car('2021')).statusCode).toBe(201);
    expectError(await car('2020'), 'DuplicatePostError');
  });
});

describe("another seller's photo", () => {
  it('is posted, and the moderators get a flag with both ads side by side', async () => {
    const owner = await seller();
    const photo = await noisePhoto(42);
    const original = (await post(owner, { title: 'Toyota Camry 2020 white' }, photo)).json();
    const thief = await seller();
    const stolen = await post(thief, { title: 'Camry 2020 cheap, pay deposit first' }, photo);
    expect(stolen.statusCode, stolen.body).toBe(201);
    await t.app.deps.events.settled();
    await t.app.deps.jobs.idle(20_000);
    const admin = await createAdmin(t.db);
    const res = await queue(t, admin.id, '?targetType=post&limit=100');
    const flag = res.json().items.find((r: { targetId: string }) => r.targetId === stolen.json()._id);
    expect(flag).toMatchObject({
      reporterId: null,
      reason: 'fraud',
      status: 'open',
      target: { type: 'post', _id: stolen.json()._id, owner: { _id: thief } },
      matchedPost: {
        type: 'post',
        _id: original._id,
        title: 'Toyota Camry 2020 white',
        owner: { _id: owner },
      },
    });
    // The original's seller posting an unrelated ad is not flagged.
    const other = (await post(owner, { title: 'Office chair' })).json();
    await t.app.deps.jobs.idle(20_000);
    const again = (await queue(t, admin.id, '?targetType=post&limit=100')).json();
    expect(again.items.some((r: { targetId: string }) => r.targetId === other._id)).toBe(false);
  });
});
