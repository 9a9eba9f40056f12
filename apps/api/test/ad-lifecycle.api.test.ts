// An ad's lifecycle (docs/product/listings-and-search.md#expiry-renewal-and-refresh, docs/decisions/0053):
// a term from the site setting, the notice three days before its end and the expiry by the hourly
// job, the owner's renewal, and the refresh to the top at most once a day.
import { ERROR_STATUS } from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createPost, createUser } from '../db/factories/index.ts';
import { runLifecycle } from '../src/features/posts/lifecycle/lifecycle.jobs.ts';
import { bearer, buildTestApp, client, expectError, tokenFor, type TestApp, settled } from './harness.ts';
import { categoryId, publishPost } from './support/posts.ts';

let t: TestApp;
beforeAll(async () => {
  // A database of its own: "the top of the newest listing" and the hourly job are the whole
  // site's, and on a shared PostgreSQL another file's new ad could take the top mid-test.
  t = await buildTestApp({ ownDatabase: true });
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const h = async (id: string) => bearer(await tokenFor(id));
const call = async (verb: 'renew' | 'refresh', id: string, headers: Record<string, string> = {}) =>
  client(t.app)({ method: 'POST', url: `/api/post/${id}/${verb}`, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  client(t.app)({ method: 'GET', url, headers });
const ids = (res: { json(): { items: { _id: string }[] } }) => res.json().items.map((p) => p._id);
const settle = () => settled(t);

async function ownAd(o: Parameters<typeof createPost>[1] = {}) {
  const owner = await createUser(t.db, { phoneVerifiedAt: new Date() });
  const post = await createPost(t.db, { userId: owner.id, ...o });
  return { owner, post, auth: await h(owner.id) };
}

describe('the term', () => {
  it('a new ad runs for the site setting adLifetimeDays (30 by default, as an admin sets it)', async () => {
    const owner = await createUser(t.db);
    const first = (await publishPost(t, owner.id)).json();
    const days = (p: { expiresAt: string; listedAt: string }) =>
      Math.round((Date.parse(p.expiresAt) - Date.parse(p.listedAt)) / DAY);
    expect(first).toMatchObject({ expiredAt: null });
    expect(days(first)).toBe(30);
    const admin = await h((await createAdmin(t.db)).id);
    const put = (adLifetimeDays: number) =>
      client(t.app)({ method: 'PUT', url: '/api/settings', headers: admin, payload: { adLifetimeDays } });
    expectError(await put(0), 'ValidationError');
    expect((await put(10)).statusCode).toBe(200);
    try {
      // Another item: the same one again would be refused as a duplicate (docs/decisions/0058).
      const other = {
        title: 'Dining table',
        description: 'Oak, six chairs',
        categoryId: await categoryId(t.db, 'furniture'),
      };
      expect(days((await publishPost(t, owner.id, other)).json())).toBe(10);
    } finally {
      await put(30);
    }
  });
});

describe('POST /api/post/:id/refresh', () => {
  it('puts a listed ad at the top of the newest listing, once a day: a second tap is RefreshTooSoonError', async () => {
    const { post, auth } = await ownAd({ createdAt: new Date(Date.now() - 2 * DAY) });
    const newer = await createPost(t.db, {});
    expect(ids(await get('/api/post/cursor?limit=5'))[0]).toBe(newer.id);
    const res = await call('refresh', post.id, auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.now() - Date.parse(res.json().listedAt)).toBeLessThan(60_000);
    expect(res.json().createdAt).toBe(post.createdAt.toISOString());
    const top = await get('/api/post/cursor?limit=1');
    expect(ids(top)).toEqual([post.id]);
    // The cursor follows the new order: the next page starts with the ad it passed.
    const next = await get(`/api/post/cursor?limit=1&cursor=${top.json().nextCursor}`);
    expect(ids(next)).toEqual([newer.id]);

    const again = await call('refresh', post.id, auth);
    expectError(again, 'RefreshTooSoonError');
    expect(ERROR_STATUS.RefreshTooSoonError).toBe(429);
    const retry = Number(again.headers['retry-after']);
    expect(retry).toBeGreaterThan(23 * 3600);
    expect(retry).toBeLessThanOrEqual(24 * 3600);
    expect(again.json().data.nextRefreshAt).toEqual(expect.any(String));
    expect(again.json().message).toBe('يمكن تحديث الإعلان مرة واحدة كل يوم، حاول لاحقاً');
  });

  it('a new ad was just put at the top: refused until a day has passed', async () => {
    const { post, auth } = await ownAd();
    expectError(await call('refresh', post.id, auth), 'RefreshTooSoonError');
  });

  it('the owner only; a sold or expired ad has no place to move up (adNotListed)', async () => {
    const { post, auth } = await ownAd({ createdAt: new Date(Date.now() - 3 * DAY) });
    expectError(await call('refresh', post.id), 'UnauthenticatedError');
    expectError(await call('refresh', post.id, await h((await createUser(t.db)).id)), 'UnauthorizedError');
    expectError(await call('renew', post.id, await h((await createAdmin(t.db)).id)), 'UnauthorizedError');
    expectError(await call('refresh', '8c6c6a4e-0d0e-4c43-9d55-1f3b2a0f9e11', auth), 'NotFoundError');
    await client(t.app)({ method: 'POST', url: `/api/post/${post.id}/sold`, headers: auth });
    const sold = await call('refresh', post.id, auth);
    expectError(sold, 'UnauthorizedError');
    expect(sold.json().data.reason).toBe('adNotListed');
    const expired = await ownAd({ expiredAt: new Date(), createdAt: new Date(Date.now() - 40 * DAY) });
    expect((await call('refresh', expired.post.id, expired.auth)).json().data.reason).toBe('adNotListed');
  });
});

describe('the hourly job and the renewal', () => {
  it('tells the owner once, three days before the end, then takes the ad out of every listing but theirs', async () => {
    const { owner, post, auth } = await ownAd({
      title: 'Lifecycle camry',
      showPhone: true,
      createdAt: new Date(Date.now() - 28 * DAY),
      expiresAt: new Date(Date.now() + 2 * DAY),
    });
    const later = await ownAd({ expiresAt: new Date(Date.now() + 5 * DAY) });
    const first = await runLifecycle(t.app.deps);
    expect(first.noticed).toBeGreaterThanOrEqual(1);
    await settle();
    expect((await runLifecycle(t.app.deps)).noticed).toBe(0);
    await settle();
    const general = (await get('/api/notifications/user/general', auth)).json();
    expect(general.items).toEqual([
      expect.objectContaining({
        type: 'expiring',
        kind: 'general',
        userFrom: null,
        entityId: { _id: post.id, title: 'Lifecycle camry' },
      }),
    ]);
    expect((await get('/api/notifications/user/general', later.auth)).json().items).toEqual([]);

    // The term ends: the next run takes it out.
    await t.db.query(`update posts set expires_at = now() - interval '1 minute' where id = $1`, [post.id]);
    expect((await runLifecycle(t.app.deps)).expired).toBeGreaterThanOrEqual(1);
    await settle();
    const viewer = await h((await createUser(t.db)).id);
    for (const url of ['/api/post/cursor?limit=50', '/api/post/cursor?search=camry&limit=50'])
      expect(ids(await get(url)), url).not.toContain(post.id);
    expect(ids(await get(`/api/post/cursor?userId=${owner.id}`, viewer))).toEqual([]);
    const mine = await get(`/api/post/cursor?userId=${owner.id}`, auth);
    expect(mine.json().items).toEqual([
      expect.objectContaining({ _id: post.id, expiredAt: expect.any(String) }),
    ]);
    // Its page stays, marked, and offers no number.
    const page = (await get(`/api/post/${post.id}`, viewer)).json();
    expect(page).toMatchObject({ expiredAt: expect.any(String), canRevealPhone: false });
    expectError(
      await client(t.app)({ method: 'POST', url: `/api/post/${post.id}/phone`, headers: viewer }),
      'NotFoundError',
    );

    // Renewed: a new term from now, back at the top of the listings, the number offered again.
    const renewed = await call('renew', post.id, auth);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({ expiredAt: null, canRevealPhone: true });
    expect(Math.round((Date.parse(renewed.json().expiresAt) - Date.now()) / DAY)).toBe(30);
    expect(ids(await get('/api/post/cursor?limit=1'))).toEqual([post.id]);
    // A new term may be told again; the row is the same one, moved up.
    await t.db.query(`update posts set expires_at = now() + interval '1 day' where id = $1`, [post.id]);
    await runLifecycle(t.app.deps);
    await settle();
    const again = (await get('/api/notifications/user/general', auth)).json().items;
    expect(again.map((n: { _id: string }) => n._id)).toEqual([general.items[0]._id]);
    expect(Date.parse(again[0].createdAt)).toBeGreaterThan(Date.parse(general.items[0].createdAt));
  });

  it('renewing a live ad extends its term but keeps its place (no refresh by the back door)', async () => {
    const listedAt = new Date(Date.now() - 10 * DAY);
    const { post, auth } = await ownAd({ createdAt: listedAt, expiresAt: new Date(Date.now() + DAY) });
    const res = await call('renew', post.id, auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().listedAt).toBe(listedAt.toISOString());
    expect(Date.parse(res.json().expiresAt)).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('a sold ad is not told (it left the listings already) and expires quietly', async () => {
    const { post, auth } = await ownAd({ expiresAt: new Date(Date.now() + DAY) });
    await client(t.app)({ method: 'POST', url: `/api/post/${post.id}/sold`, headers: auth });
    await runLifecycle(t.app.deps);
    await settle();
    expect((await get('/api/notifications/user/general', auth)).json().items).toEqual([]);
  });
});
