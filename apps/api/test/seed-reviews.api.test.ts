// The demo marketplace's ratings and reviews, seeded as the server seeds at start (on a smaller
// marketplace): every review keeps the product's rules (docs/product/social.md#ratings-and-reviews),
// the summaries the API answers add up to the rows, and a second seed adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewRefusal } from '../src/policies/reviews.ts';
import { seed, seedDemoAds, seedDemoReviews, SELLER_EMAILS, type ReviewCounts } from '../db/seed/index.ts';
import { buildTestApp, client, type TestApp } from './harness.ts';

let t: TestApp;
let first: ReviewCounts;
const SELLERS = 12;
const seedAll = async () => {
  await seed(t.db, t.config);
  await seedDemoAds(t.db, t.config, { sellers: SELLERS, ads: 240, photos: 2 });
  return seedDemoReviews(t.db);
};

type Row = {
  id: string;
  seller_id: string;
  author_id: string;
  post_id: string;
  rating: number;
  body: string | null;
  reply: string | null;
  created_at: Date;
  replied_at: Date | null;
};
const DEMO_REVIEWS = `select r.* from reviews r join users s on s.id = r.seller_id
  where s.email like '${SELLER_EMAILS}' order by r.seller_id, r.created_at`;

beforeAll(async () => {
  // A database of its own: 240 more ads would change the shared one's search plans mid-run.
  t = await buildTestApp({ ownDatabase: true });
  first = await seedAll();
});
afterAll(() => t?.close());

const rows = () => t.db.query<Row>(DEMO_REVIEWS);
function bySeller(list: Row[]) {
  const out = new Map<string, Row[]>();
  for (const r of list) out.set(r.seller_id, [...(out.get(r.seller_id) ?? []), r]);
  return out;
}

describe('demo reviews seed', () => {
  it('rates about a third of the sellers, 1 to 6 reviews each, mostly 4 and 5 stars', async () => {
    const list = await rows();
    expect(first.reviews).toBe(list.length);
    const sellers = bySeller(list);
    expect(sellers.size).toBe(Math.round(SELLERS / 3));
    for (const mine of sellers.values()) expect(mine.length).toBeGreaterThanOrEqual(1);
    for (const mine of sellers.values()) expect(mine.length).toBeLessThanOrEqual(6);
    const high = list.filter((r) => r.rating >= 4).length;
    expect(high).toBeGreaterThan(list.length * 0.6);
    expect(first.replies).toBe(list.filter((r) => r.reply !== null).length);
    expect(first.replies).toBeGreaterThan(0);
    const texts = list.flatMap((r) => (r.body ? [r.body] : []));
    const arabic = texts.filter((b) => /[\u0600-\u06ff]/.test(b)).length;
    expect(arabic).toBeGreaterThan(texts.length - arabic);
  });

  it('keeps every rule: 1-5 stars, at most 500 characters, no self review, a deal both ways first', async () => {
    const list = await rows();
    for (const r of list) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect((r.body ?? '').length).toBeLessThanOrEqual(500);
      expect(r.author_id).not.toBe(r.seller_id);
      // The feature's own rule check, as if the author were rating now: self, block, account
      // age and a message each way about this ad all pass.
      const refusal = await reviewRefusal(t.db, r.author_id, { id: r.post_id, userId: r.seller_id }, false);
      expect(refusal).toBeNull();
      if (r.replied_at) expect(new Date(r.replied_at) > new Date(r.created_at)).toBe(true);
    }
    // Each deal's chat: in the room of that pair about that ad, both sides wrote before the review,
    // and the author's account was over a day old when they wrote it.
    const [broken] = await t.db.query<{ count: number }>(
      `select count(*)::int from (${DEMO_REVIEWS}) r join users a on a.id = r.author_id
        where a.created_at > r.created_at - interval '1 day'
           or not exists (select 1 from rooms ro
                join messages b on b.room_id = ro.id and b.sender_id = r.author_id and b.created_at < r.created_at
                join messages s on s.room_id = ro.id and s.sender_id = r.seller_id and s.created_at < r.created_at
               where ro.post_key = r.post_id and ro.user_low = least(r.author_id, r.seller_id)
                 and ro.user_high = greatest(r.author_id, r.seller_id))`,
    );
    expect(broken!.count).toBe(0);
  });

  it('writes the chats as the chat feature leaves them, answer times included', async () => {
    const [row] = await t.db.query<{ rooms: number; off: number; unread: number; times: number }>(
      `select count(*)::int as rooms,
              (count(*) filter (where r.last_seq <> (select max(seq) from messages m where m.room_id = r.id)
                  or r.last_message_at <> (select max(created_at) from messages m where m.room_id = r.id)))::int as off,
              (select count(*)::int from room_members rm join rooms x on x.id = rm.room_id
                where rm.last_read_seq <> x.last_seq) as unread,
              (count(*) filter (where t.answered_at = (select min(m.created_at) from messages m
                  where m.room_id = r.id and m.sender_id = t.seller_id)))::int as times
         from rooms r left join chat_reply_times t on t.room_id = r.id`,
    );
    expect(row).toEqual({ rooms: first.chats, off: 0, unread: 0, times: first.chats });
    const [msgs] = await t.db.query<{ count: number }>('select count(*)::int from messages');
    expect(msgs!.count).toBe(first.messages);
  });

  it("answers each seller's summary and reviews from the rows", async () => {
    const list = await rows();
    const api = client(t.app);
    for (const [sellerId, mine] of bySeller(list)) {
      const res = await api({ method: 'GET', url: `/api/users/${sellerId}/rating` });
      expect(res.statusCode).toBe(200);
      const total = mine.reduce((n, r) => n + r.rating, 0);
      const spread = Object.fromEntries(
        [1, 2, 3, 4, 5].map((s) => [s, mine.filter((r) => r.rating === s).length]),
      );
      expect(res.json()).toMatchObject({
        count: mine.length,
        average: Math.round((total / mine.length) * 10) / 10,
        distribution: spread,
      });
      const page = await api({ method: 'GET', url: `/api/users/${sellerId}/reviews?limit=10` });
      const items = page.json().items as { _id: string; author: { fullname: string }; post: unknown }[];
      expect(items.map((i) => i._id).sort()).toEqual(mine.map((r) => r.id).sort());
      expect(items.every((i) => i.author.fullname && i.post)).toBe(true);
    }
    const [unrated] = await t.db.query<{ id: string }>(
      `select id from users where email like '${SELLER_EMAILS}'
          and id not in (select seller_id from reviews) limit 1`,
    );
    const none = await api({ method: 'GET', url: `/api/users/${unrated!.id}/rating` });
    expect(none.json()).toMatchObject({ count: 0, average: null });
  });

  it('adds nothing when run again', async () => {
    const before = await rows();
    const [summaries] = await t.db.query(
      'select count(*)::int as n, sum(total)::int as total from seller_ratings',
    );
    expect(await seedAll()).toEqual({ chats: 0, messages: 0, reviews: 0, replies: 0 });
    expect(await rows()).toEqual(before);
    const [rooms] = await t.db.query<{ count: number }>('select count(*)::int from rooms');
    expect(rooms!.count).toBe(first.chats);
    expect(
      (await t.db.query('select count(*)::int as n, sum(total)::int as total from seller_ratings'))[0],
    ).toEqual(summaries);
  });
});
