// The watch list (docs/product/listings-and-search.md#watch-list, docs/decisions/0057-watch-list.md):
// a favourite tells its member of a price drop (old and new price), a sale and a return to sale, in
// the list, on the socket's event and by web push; cards carry "price dropped" for 7 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBlock, addFavorites, createPost, createUser } from '../db/factories/index.ts';
import { tellWatchers } from '../src/features/notifications/watch.jobs.ts';
import { bearer, client, tokenFor, type TestApp, settled } from './harness.ts';
import { pushTestApp } from './support/push-app.ts';
import type { PushServiceStandIn } from './support/push-service-stand-in.ts';

let t: TestApp;
let service: PushServiceStandIn;
beforeAll(async () => void ({ t, service } = await pushTestApp()));
afterAll(async () => {
  await t?.close();
  await service?.close();
});

type Headers = Record<string, string>;
const call = (opts: Parameters<ReturnType<typeof client>>[0]) => client(t.app)(opts);
const settle = () => settled(t);
async function member(locale: 'ar' | 'en' = 'en') {
  const user = await createUser(t.db, { locale });
  const auth = bearer(await tokenFor(user.id)) as Headers;
  const device = service.device();
  const res = await call({
    method: 'PUT',
    url: '/api/push/subscription',
    headers: auth,
    payload: device.subscription,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { user, auth, device };
}
const general = async (auth: Headers) =>
  (await call({ method: 'GET', url: '/api/notifications/user/general', headers: auth })).json().items as {
    type: string;
    entityId: Record<string, unknown>;
    userFrom: { _id: string } | null;
  }[];
const watchRows = async (auth: Headers) =>
  (await general(auth)).filter((n) => ['price-drop', 'favorite-sold', 'favorite-back'].includes(n.type));

async function watchedAd(title: string, price = 1500) {
  const seller = await member();
  const post = await createPost(t.db, { userId: seller.user.id, title, price });
  const [en, ar] = [await member('en'), await member('ar')];
  await addFavorites(
    t.db,
    [en, ar, seller].map((m) => ({ userId: m.user.id, postId: post.id })),
  );
  const edit = (payload: object) =>
    call({ method: 'PUT', url: `/api/post/${post.id}`, headers: seller.auth, payload });
  return { seller, post, en, ar, edit };
}

describe('a price drop', () => {
  it('tells each member who favourited the ad, with the old and new price, in the list and by push; not its seller', async () => {
    const { seller, post, en, ar, edit } = await watchedAd('Watched Camry 2019', 15500);
    expect((await edit({ price: '12000' })).statusCode).toBe(200);
    await settle();
    const [row] = await watchRows(en.auth);
    expect(row).toMatchObject({
      type: 'price-drop',
      userFrom: { _id: seller.user.id },
      entityId: { _id: post.id, title: 'Watched Camry 2019', oldPrice: 15500, price: 12000, currncy: 'SAR' },
    });
    await expect.poll(() => service.to(en.device.id).length, { timeout: 20_000 }).toBe(1);
    expect(service.to(en.device.id)[0]).toMatchObject({
      title: 'Price dropped',
      body: '\u2068Watched Camry 2019\u2069 dropped from \u206815,500 SAR\u2069 to \u206812,000 SAR\u2069',
      url: `/en/posts/${post.id}`,
    });
    await expect.poll(() => service.to(ar.device.id).length, { timeout: 20_000 }).toBe(1);
    expect(service.to(ar.device.id)[0]).toMatchObject({
      title: 'انخفض السعر',
      body: 'انخفض سعر \u2068Watched Camry 2019\u2069 من \u206815,500 ر.س\u2069 إلى \u206812,000 ر.س\u2069',
    });
    expect(await watchRows(seller.auth)).toEqual([]);
    expect(service.to(seller.device.id)).toEqual([]);

    // The card and the ad page carry the mark; a second drop keeps "was 15,500" and moves the row up.
    const card = (await call({ method: 'GET', url: `/api/favorite/user/${en.user.id}`, headers: en.auth }))
      .json()
      .items.find((i: { post: { _id: string } }) => i.post._id === post.id).post;
    expect(card.priceDrop).toEqual({ from: 15500, at: expect.any(String) });
    expect((await edit({ price: '11000' })).statusCode).toBe(200);
    await settle();
    const rows = await watchRows(en.auth);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.entityId).toMatchObject({ oldPrice: 15500, price: 11000 });
    const page = (await call({ method: 'GET', url: `/api/post/${post.id}` })).json();
    expect(page.priceDrop).toEqual({ from: 15500, at: expect.any(String) });
  });

  it('a rise, a drop risen back before the job ran, a hidden price or a new currency tell nobody', async () => {
    const { post, en, edit } = await watchedAd('Watched sofa', 900);
    expect((await edit({ price: '950' })).statusCode).toBe(200);
    await settle();
    expect(await watchRows(en.auth)).toEqual([]);
    // The job reads the ad when it runs: the price is back where it was, so the mark is gone.
    await edit({ price: '800' });
    await edit({ price: '950' });
    await settle();
    const page = (await call({ method: 'GET', url: `/api/post/${post.id}` })).json();
    expect(page.priceDrop).toBeUndefined();
    const at = new Date().toISOString();
    expect(await tellWatchers(t.app.deps, { postId: post.id, change: 'price', at })).toBe(0);
    await edit({ price: '700', currncy: 'AED' });
    await settle();
    const hidden = await watchedAd('Watched hidden price', 900);
    await hidden.edit({ price: '500', showPrice: 'false' });
    await settle();
    expect(await watchRows(hidden.en.auth)).toEqual([]);
    expect((await watchRows(en.auth)).filter((n) => n.entityId.price === 700)).toEqual([]);
  });

  it('the mark lasts 7 days', async () => {
    const { post, edit } = await watchedAd('Watched lamp', 300);
    await edit({ price: '200' });
    await settle();
    await t.db.query(`update posts set price_dropped_at = now() - interval '8 days' where id = $1`, [
      post.id,
    ]);
    const page = (await call({ method: 'GET', url: `/api/post/${post.id}` })).json();
    expect(page).toMatchObject({ price: 200 });
    expect(page.priceDrop).toBeUndefined();
  });

  it('a block either way tells nothing', async () => {
    const { seller, en, ar, edit } = await watchedAd('Watched bike', 2000);
    await addBlock(t.db, en.user.id, seller.user.id);
    await addBlock(t.db, seller.user.id, ar.user.id);
    await edit({ price: '1500' });
    await settle();
    expect(await watchRows(en.auth)).toEqual([]);
    expect(await watchRows(ar.auth)).toEqual([]);
  });
});

describe('sold and back on sale', () => {
  it('sold tells the watchers; undone, or an ended ad renewed, it is back on sale; a job run twice writes nothing new', async () => {
    const { seller, post, en } = await watchedAd('Watched PS5', 1800);
    const sold = await call({ method: 'POST', url: `/api/post/${post.id}/sold`, headers: seller.auth });
    expect(sold.statusCode, sold.body).toBe(200);
    await settle();
    expect((await watchRows(en.auth)).map((n) => n.type)).toEqual(['favorite-sold']);
    await expect.poll(() => service.to(en.device.id).length, { timeout: 20_000 }).toBe(1);
    expect(service.to(en.device.id)[0]).toMatchObject({
      title: 'A favourite was sold',
      body: '\u2068Watched PS5\u2069 from your favourites was sold',
    });
    // Marked sold again (a corrected price): the same sale, nothing new.
    await call({
      method: 'POST',
      url: `/api/post/${post.id}/sold`,
      headers: seller.auth,
      payload: { salePrice: '1700' },
    });
    await settle();
    expect(service.to(en.device.id)).toHaveLength(1);
    await call({ method: 'DELETE', url: `/api/post/${post.id}/sold`, headers: seller.auth });
    await settle();
    expect((await watchRows(en.auth)).map((n) => n.type)).toEqual(['favorite-back', 'favorite-sold']);
    const [row] = await t.db.query<{ at: Date }>(
      `select created_at as at from notifications where post_id = $1 and type = 'favorite-back' and recipient_id = $2`,
      [post.id, en.user.id],
    );
    const again = { postId: post.id, change: 'back' as const, at: row!.at.toISOString() };
    expect(await tellWatchers(t.app.deps, again)).toBe(0);

    // Its term ends, then the seller renews it: back on sale again, the row moved to the top.
    await t.db.query(`update posts set expired_at = now() where id = $1`, [post.id]);
    const renewed = await call({ method: 'POST', url: `/api/post/${post.id}/renew`, headers: seller.auth });
    expect(renewed.statusCode, renewed.body).toBe(200);
    await settle();
    const [back] = await t.db.query<{ at: Date }>(
      `select created_at as at from notifications where post_id = $1 and type = 'favorite-back' and recipient_id = $2`,
      [post.id, en.user.id],
    );
    expect(back!.at.getTime()).toBeGreaterThan(row!.at.getTime());
  });
});
