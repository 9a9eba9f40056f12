// The demo marketplace's favourites, comments and follows, seeded as the server seeds at start
// (on a smaller marketplace) and read back through the API; a second seed adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seed,
  seedDemoAds,
  SELLER_EMAILS,
  SOCIAL,
  seedDemoSocial,
  type SocialCounts,
} from '../db/seed/index.ts';
import { buildTestApp, client, type TestApp } from './harness.ts';

let t: TestApp;
let first: SocialCounts;
let demo: string;
// 240 ads sharing 2 pictures are enough for 80 threads and 300 favourites; the 2,000 ads of
// `npm start`, each with pictures of its own, take a minute to draw (decision 0036).
const seedAll = async () => {
  await seed(t.db, t.config);
  await seedDemoAds(t.db, t.config, { sellers: 12, ads: 240, photos: 2 });
  return seedDemoSocial(t.db);
};

beforeAll(async () => {
  // A database of its own even when the other files share DATABASE_URL: the search
  // plans there are chosen from counts over all ads, and 240 more would change them mid-run.
  t = await buildTestApp({ ownDatabase: true });
  first = await seedAll();
  const [row] = await t.db.query<{ id: string }>(`select id from users where email = 'demo@souqna.dev'`);
  demo = row!.id;
});
afterAll(() => t?.close());

// The demo accounts' rows: what the seed writes.
const DEMO_PEOPLE = `select id from users where email like '${SELLER_EMAILS}' or email in ('demo@souqna.dev', 'sara@souqna.dev')`;
async function counts() {
  const [row] = await t.db.query(
    `select (select count(*)::int from favorites where user_id in (${DEMO_PEOPLE})) as favorites,
            (select count(*)::int from comments where user_id in (${DEMO_PEOPLE})) as comments,
            (select count(*)::int from follows where follower_id in (${DEMO_PEOPLE})) as follows,
            (select count(*)::int from posts where user_id in (${DEMO_PEOPLE})) as posts,
            (select count(*)::int from (${DEMO_PEOPLE}) p) as people`,
  );
  return row!;
}

describe('demo ads: calls and terms (docs/decisions/0053)', () => {
  it("a share of the ads offer their seller's verified number; every ad has a term, a few ended", async () => {
    const [row] = await t.db.query<{ [k in 'ads' | 'calls' | 'unverified' | 'overdue' | 'expired']: number }>(
      `select count(*)::int as ads,
              (count(*) filter (where p.show_phone and u.phone_verified_at is not null))::int as calls,
              (count(*) filter (where p.show_phone and u.phone_verified_at is null))::int as unverified,
              (count(*) filter (where p.expired_at is null and p.expires_at <= now()))::int as overdue,
              (count(*) filter (where p.expired_at is not null))::int as expired
         from posts p join users u on u.id = p.user_id where u.email like '${SELLER_EMAILS}'`,
    );
    expect(row!.calls).toBeGreaterThan(row!.ads * 0.3);
    expect(row!.calls).toBeLessThan(row!.ads * 0.7);
    expect(row!.unverified).toBe(0);
    expect(row!.overdue).toBe(0);
    expect(row!.expired).toBeGreaterThan(0);
    expect(row!.expired).toBeLessThan(row!.ads * 0.05);
  });
});

describe('demo social seed', () => {
  it('adds the planned amounts within the product rules', async () => {
    expect(first.favorites).toBeGreaterThan(SOCIAL.crowdFavorites * 0.9);
    expect(first.comments).toBeGreaterThanOrEqual(SOCIAL.commentedAds);
    expect(first.follows).toBeGreaterThanOrEqual(2 * SOCIAL.memberFollows);
    const [broken] = await t.db.query(
      `select (select count(*)::int from favorites f join posts p on p.id = f.post_id
                where f.user_id = p.user_id and f.user_id in (${DEMO_PEOPLE})) as own_favourites,
              (select count(*)::int from comments c join posts p on p.id = c.post_id
                where c.user_id in (${DEMO_PEOPLE}) and (c.created_at <= p.created_at
                   or c.created_at > now() or c.updated_at <> c.created_at)) as badly_timed`,
    );
    expect(broken).toEqual({ own_favourites: 0, badly_timed: 0 });
  });

  it("lists the demo member's favourites: both countries, several kinds of ad", async () => {
    const res = await client(t.app)({ method: 'GET', url: `/api/favorite/user/${demo}` });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { post: { currncy: string; categoryId: string } }[];
    expect(items).toHaveLength(SOCIAL.memberFavorites);
    expect(new Set(items.map((i) => i.post.currncy))).toEqual(new Set(['SAR', 'AED']));
    expect(new Set(items.map((i) => i.post.categoryId)).size).toBeGreaterThanOrEqual(4);
  });

  it("returns a thread with its authors, the owner's answers marked, oldest first", async () => {
    const [ad] = await t.db.query<{ id: string; created_at: Date }>(
      `select p.id, p.created_at from posts p
        where p.user_id in (${DEMO_PEOPLE})
          and exists (select 1 from comments c where c.post_id = p.id and c.user_id = p.user_id)
        order by p.created_at desc limit 1`,
    );
    const res = await client(t.app)({ method: 'GET', url: `/api/comment/post/${ad!.id}` });
    type Item = { body: string; isPostOwner: boolean; user: { fullname: string }; createdAt: string };
    const items = res.json().items as Item[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.every((c) => c.user.fullname && c.body)).toBe(true);
    expect(items.map((c) => c.isPostOwner)).toContain(true);
    expect(items[0]!.isPostOwner).toBe(false); // a buyer asks first
    const times = items.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(new Date(ad!.created_at).getTime());
    const [langs] = await t.db.query(
      `select count(*) filter (where body ~ '[ء-ي]')::int as ar, count(*) filter (where body !~ '[ء-ي]')::int as en
         from comments where user_id in (${DEMO_PEOPLE})`,
    );
    expect(langs!.ar).toBeGreaterThan(langs!.en as number);
    expect(langs!.en).toBeGreaterThan(0);
  });

  it("shows follows on the demo member's profile", async () => {
    const res = await client(t.app)({ method: 'GET', url: `/api/users/${demo}/profile` });
    expect(res.statusCode).toBe(200);
    expect(res.json().followingCount).toBe(SOCIAL.memberFollows);
    expect(res.json().followersCount).toBeGreaterThan(0);
  });

  it('adds nothing when run again', async () => {
    const before = await counts();
    const profile = (await client(t.app)({ method: 'GET', url: `/api/users/${demo}/profile` })).json();
    expect(await seedAll()).toEqual({ favorites: 0, comments: 0, follows: 0 });
    expect(await counts()).toEqual(before);
    expect((await client(t.app)({ method: 'GET', url: `/api/users/${demo}/profile` })).json()).toEqual(
      profile,
    );
  });
});
