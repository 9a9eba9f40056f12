// Counted views (docs/decisions/0040-ad-views.md): the ad page's beacon counts a view once per
// viewer within the window, never the seller's own nor a robot's; counts wait in memory and reach
// the database in one statement per flush; the ad's answer shows written and waiting views alike.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, expectError, fakeIp, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const view = (postId: string, opts: { ip?: string; ua?: string; auth?: Record<string, string> } = {}) =>
  client(
    t.app,
    opts.ip ?? fakeIp(),
  )({
    method: 'POST',
    url: `/api/post/${postId}/view`,
    headers: { 'user-agent': opts.ua ?? BROWSER, ...opts.auth },
  });
const counted = async (...args: Parameters<typeof view>) => {
  const res = await view(...args);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { counted: boolean }).counted;
};
const viewsShown = async (postId: string) =>
  ((await t.app.inject({ method: 'GET', url: `/api/post/${postId}` })).json() as { views: number }).views;
const stored = async (postId: string) => {
  const [row] = await t.db.query<{ views: string }>('select views from post_views where post_id = $1', [
    postId,
  ]);
  return row ? Number(row.views) : null;
};

describe('counting a view', () => {
  it('counts a guest once per address and browser within the window; another address counts again', async () => {
    const post = await createPost(t.db);
    expect(await viewsShown(post.id)).toBe(0);
    const ip = fakeIp();
    expect(await counted(post.id, { ip })).toBe(true);
    expect(await counted(post.id, { ip })).toBe(false);
    expect(await counted(post.id, { ip, ua: `${BROWSER} Edg/126` })).toBe(true);
    expect(await counted(post.id)).toBe(true);
    expect(await viewsShown(post.id)).toBe(3);
  });

  it('counts a member once whatever address they come from, and never the seller', async () => {
    const seller = await createUser(t.db);
    const post = await createPost(t.db, { userId: seller.id });
    const sellerAuth = bearer(await tokenFor(seller.id));
    expect(await counted(post.id, { auth: sellerAuth })).toBe(false);
    expect(await counted(post.id, { auth: sellerAuth, ip: fakeIp() })).toBe(false);
    const member = bearer(await tokenFor((await createUser(t.db)).id));
    expect(await counted(post.id, { auth: member })).toBe(true);
    expect(await counted(post.id, { auth: member, ip: fakeIp() })).toBe(false);
    expect(await viewsShown(post.id)).toBe(1);
  });

  it('leaves robots and calls without a user agent out', async () => {
    const post = await createPost(t.db);
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/126.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ])
      expect(await counted(post.id, { ua })).toBe(false);
    expect(await viewsShown(post.id)).toBe(0);
  });

  it('answers NotFoundError for an ad that does not exist, or an id that is not one', async () => {
    expectError(await view(randomUUID()), 'NotFoundError');
    expectError(await view('not-an-id'), 'NotFoundError');
  });
});

describe('writing the counts', () => {
  it('keeps views in memory until a flush, then writes them in one row per ad that adds up', async () => {
    const [a, b] = [await createPost(t.db), await createPost(t.db)];
    for (let i = 0; i < 3; i++) await counted(a.id);
    await counted(b.id);
    // No write per view: nothing is in the table before the flush, yet the ad shows its views.
    expect(await stored(a.id)).toBeNull();
    expect(await viewsShown(a.id)).toBe(3);
    await t.app.deps.views.flush();
    expect([await stored(a.id), await stored(b.id)]).toEqual([3, 1]);
    expect(t.app.deps.views.pending(a.id)).toBe(0);
    expect(await viewsShown(a.id)).toBe(3);
    await counted(a.id);
    await counted(a.id);
    await t.app.deps.views.flush();
    expect(await stored(a.id)).toBe(5);
    expect(await viewsShown(a.id)).toBe(5);
  });

  it('drops the views of an ad deleted before the flush and still writes the others', async () => {
    const [gone, kept] = [await createPost(t.db), await createPost(t.db)];
    await counted(gone.id);
    await counted(kept.id);
    await t.db.query('delete from posts where id = $1', [gone.id]);
    await t.app.deps.views.flush();
    expect(await stored(gone.id)).toBeNull();
    expect(await stored(kept.id)).toBe(1);
  });

  it('writes what is waiting when the app closes', async () => {
    const other = await buildTestApp();
    try {
      const post = await createPost(other.db);
      const res = await other.app.inject({
        method: 'POST',
        url: `/api/post/${post.id}/view`,
        headers: { 'user-agent': BROWSER },
      });
      expect(res.json()).toEqual({ counted: true });
      await other.app.close();
      const [row] = await t.db.query<{ views: string }>('select views from post_views where post_id = $1', [
        post.id,
      ]);
      expect(Number(row?.views)).toBe(1);
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
