// Saved-search alerts (docs/product/saved-searches.md#alerts, docs/decisions/0055): a new ad reaches
// the members whose saved search it matches, words matched as the listing's search matches them;
// never the seller's own, nor across a block, nor an ad gone before delivery; one alert per search
// per 15 minutes gathering what matched; in the app (worded, with its listing), by web push to a
// subscribed device, and as a daily e-mail digest in the dev outbox whose link works signed out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../db/factories/index.ts';
import { bearer, client, tokenFor, type TestApp, settled } from './harness.ts';
import { publishPost } from './support/posts.ts';
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
async function member(locale: 'ar' | 'en' = 'ar') {
  const user = await createUser(t.db, { locale });
  return { user, auth: bearer(await tokenFor(user.id)) as Headers };
}
async function saved(auth: Headers, query: Record<string, string>, frequency = 'instant') {
  const res = await call({
    method: 'POST',
    url: '/api/saved-searches',
    headers: auth,
    payload: { query, frequency },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}
async function post(sellerId: string, over: Record<string, string> = {}) {
  const res = await publishPost(t, sellerId, { title: 'تويوتا كامري 2020 نظيفة', ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}
type Alert = {
  type: string;
  entityId: { _id: string; name: string; query: Record<string, string>; count: number };
};
const alerts = async (auth: Headers): Promise<Alert[]> =>
  (await call({ method: 'GET', url: '/api/notifications/user/general', headers: auth }))
    .json()
    .items.filter((n: Alert) => n.type === 'saved-search');
const outbox = async (to: string) =>
  (await call({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().items;
/** The search's 15-minute window (or digest time) has come. */
async function windowPasses(searchId: string) {
  await t.db.query(
    `update saved_searches set last_alert_at = last_alert_at - interval '16 minutes' where id = $1`,
    [searchId],
  );
  await t.db.query(
    `update saved_search_hits set matched_at = matched_at - interval '1 day' where search_id = $1`,
    [searchId],
  );
  await t.app.deps.jobs.send('searches.deliver', {});
  await settle();
}

describe('who is alerted', () => {
  it('a matching new ad alerts the saver in the app, with the search’s name, listing query and count', async () => {
    const [saver, seller] = [await member(), await member()];
    const id = await saved(saver.auth, { search: 'toyota', country: 'SA', priceRange: '1000-' });
    await post(seller.user.id);
    await settle();
    expect(await alerts(saver.auth)).toEqual([
      expect.objectContaining({
        type: 'saved-search',
        kind: 'general',
        userFrom: null,
        entityId: {
          _id: id,
          name: 'toyota',
          query: { search: 'toyota', country: 'SA', priceRange: '1000-' },
          count: 1,
        },
      }),
    ]);
  });

  it('words as the listing reads them (تيوتا finds toyota); other words, places and prices do not match', async () => {
    const [a, b, c, d, seller] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    await saved(a.auth, { search: 'تيوتا' });
    await saved(b.auth, { search: 'nissan' });
    await saved(c.auth, { search: 'toyota', country: 'AE' });
    await saved(d.auth, { search: 'toyota', priceRange: '-500' });
    await post(seller.user.id, { title: 'Toyota Camry 2020 clean' });
    await settle();
    expect(await alerts(a.auth)).toHaveLength(1);
    for (const m of [b, c, d]) expect(await alerts(m.auth)).toEqual([]);
  });

  it('not for one’s own ad, nor across a block either way', async () => {
    const [seller, blocker, blocked] = [await member(), await member(), await member()];
    const own = await saved(seller.auth, { search: 'toyota' });
    await saved(blocker.auth, { search: 'toyota' });
    await saved(blocked.auth, { search: 'toyota' });
    await call({ method: 'POST', url: `/api/blocks/${seller.user.id}`, headers: blocker.auth });
    await call({ method: 'POST', url: `/api/blocks/${blocked.user.id}`, headers: seller.auth });
    await post(seller.user.id);
    await settle();
    for (const m of [seller, blocker, blocked]) expect(await alerts(m.auth)).toEqual([]);
    const [hits] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from saved_search_hits where search_id = $1',
      [own],
    );
    expect(hits!.n).toBe(0);
  });
});

describe('one alert per search per 15 minutes', () => {
  it('ads matched within the window wait and go together; one gone before delivery is left out', async () => {
    const [saver, seller] = [await member(), await member()];
    const id = await saved(saver.auth, { search: 'toyota' });
    await post(seller.user.id);
    await settle();
    expect(await alerts(saver.auth)).toHaveLength(1);
    await post(seller.user.id, { title: 'تويوتا لاندكروزر' });
    await post(seller.user.id, { title: 'تويوتا يارس' });
    const sold = await post(seller.user.id, { title: 'تويوتا هايلكس' });
    await settle();
    expect(await alerts(saver.auth), 'still within the window').toHaveLength(1);
    await call({ method: 'POST', url: `/api/post/${sold}/sold`, headers: seller.auth });
    await windowPasses(id);
    const [newest] = await alerts(saver.auth);
    expect(newest!.entityId.count).toBe(2);
    expect(await alerts(saver.auth)).toHaveLength(2);
  });
});

describe('channels', () => {
  it('instantly without a push device: an e-mail too, in the saver’s language, naming the ad', async () => {
    const [saver, seller] = [await member('en'), await member()];
    await saved(saver.auth, { search: 'toyota' });
    await post(seller.user.id);
    await settle();
    const [mail] = await outbox(saver.user.email);
    expect(mail.subject).toBe('New ads for your search \u2068toyota\u2069 | Souqna');
    expect(mail.body).toContain('1 new ad matches your saved search');
    expect(mail.body).toMatch(/\/en\/posts\/[0-9a-f-]{36}/);
    expect(mail.body).toContain('/en/saved-searches/unsubscribe?token=');
    expect(await alerts(saver.auth)).toHaveLength(1);
  });

  it('instantly: a web push to the saver’s subscribed device, in their language, opening the listing', async () => {
    const [saver, seller] = [await member('en'), await member()];
    const device = service.device();
    const sub = await call({
      method: 'PUT',
      url: '/api/push/subscription',
      headers: saver.auth,
      payload: device.subscription,
    });
    expect(sub.statusCode, sub.body).toBe(200);
    await saved(saver.auth, { search: 'toyota', categoryId: 'cars-for-sale' });
    await post(seller.user.id, {
      categoryId: (
        await t.db.query<{ id: string }>("select id from categories where slug = 'cars-for-sale'")
      )[0]!.id,
    });
    await settle();
    expect(await outbox(saver.user.email), 'a member with push gets no e-mail for it').toEqual([]);
    expect(service.to(device.id)).toEqual([
      expect.objectContaining({
        title: 'New ads for your search',
        body: '1 new ad matches \u2068toyota\u2069',
        url: '/en/posts/category/cars-for-sale?search=toyota',
        lang: 'en',
      }),
    ]);
  });

  it('daily: an e-mail digest in the saver’s language whose unsubscribe link works signed out', async () => {
    const [saver, seller] = [await member('ar'), await member()];
    const id = await saved(saver.auth, { search: 'toyota' }, 'daily');
    await post(seller.user.id);
    await settle();
    expect(await outbox(saver.user.email), 'the digest waits for its time of day').toEqual([]);
    expect(await alerts(saver.auth)).toEqual([]);
    await windowPasses(id);
    const [mail] = await outbox(saver.user.email);
    expect(mail.subject).toContain('إعلانات جديدة لبحثك');
    expect(mail.body).toContain('تويوتا كامري 2020 نظيفة');
    expect(mail.body).toContain('/posts/category?search=toyota');
    const token = decodeURIComponent(/unsubscribe\?token=([^\s]+)/.exec(mail.body)![1]!);
    const off = await call({ method: 'POST', url: '/api/saved-searches/unsubscribe', payload: { token } });
    expect(off.json()).toEqual({ name: 'toyota', frequency: 'off' });
    // Another car (the same one again would be refused by the duplicate guard).
    await post(seller.user.id, { title: 'تويوتا لاندكروزر 2018', description: 'فل كامل، ماشي 90 ألف' });
    await settle();
    const [hits] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from saved_search_hits where search_id = $1',
      [id],
    );
    expect(hits!.n, 'an off search matches nothing').toBe(0);
  });
});
