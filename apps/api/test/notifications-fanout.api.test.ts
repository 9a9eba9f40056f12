// The new-ad fan-out (docs/decisions/0020-notifications-fan-out.md): 20,000 followers each get the
// following-tab row exactly once, POST /api/post answers before the job has written them, and a
// job that runs again (a retry, a crash halfway) adds nothing. Its own database: the row counts
// and the job table must not mix with other files'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser } from '../db/factories/index.ts';
import { fanOut } from '../src/features/notifications/notifications.jobs.ts';
import { buildTestApp, type TestApp } from './harness.ts';
import { publishPost } from './support/posts.ts';

const FOLLOWERS = 20_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
});
afterAll(() => t?.close());

async function addFollowers(sellerId: string, n: number) {
  await t.db.query(
    `with fans as (
       insert into users (email, phone_number, fullname, password_hash)
       select 'fan' || g || '@fanout.test', '9665' || lpad(g::text, 8, '0'), 'Fan ' || g, 'x'
         from generate_series(1, $2::int) g
       returning id
     )
     insert into follows (follower_id, followee_id) select id, $1 from fans`,
    [sellerId, n],
  );
}

const rowsOf = async (postId: string) =>
  (
    await t.db.query<{ rows: number; recipients: number }>(
      `select count(*)::int as rows, count(distinct recipient_id)::int as recipients
         from notifications where post_id = $1 and type = 'post'`,
      [postId],
    )
  )[0]!;

describe('a new ad of a seller with 20,000 followers', () => {
  it('answers at once, then every follower has exactly one row, however often the job runs', async () => {
    const seller = await createUser(t.db);
    await addFollowers(seller.id, FOLLOWERS);
    const res = await publishPost(t, seller.id);
    expect(res.statusCode, res.body).toBe(201);
    const postId = res.json()._id as string;
    // The answer did not wait for the fan-out. On PostgreSQL the job's batches run on their own
    // connections, so the answer comes while rows are still missing; the embedded PGlite has one
    // connection, which serialises the job's statements with the request's own reads.
    if (t.db.native.driver === 'pg') expect((await rowsOf(postId)).rows).toBeLessThan(FOLLOWERS);
    await t.app.deps.events.settled();
    await t.app.deps.jobs.idle(60_000);
    expect(await rowsOf(postId)).toEqual({ rows: FOLLOWERS, recipients: FOLLOWERS });
    expect(t.events.named('notifications.created').flatMap((e) => e.notificationIds)).toHaveLength(FOLLOWERS);

    // The same job again through the queue, and a run that died halfway then resumed from the start.
    await t.app.deps.jobs.send('notifications.fanout', { post: { postId, authorId: seller.id } });
    await t.app.deps.jobs.idle(60_000);
    expect(await rowsOf(postId)).toEqual({ rows: FOLLOWERS, recipients: FOLLOWERS });
    await t.db.query(
      `delete from notifications where post_id = $1 and recipient_id in
         (select recipient_id from notifications where post_id = $1 order by recipient_id desc limit 7000)`,
      [postId],
    );
    expect(await fanOut(t.app.deps, { post: { postId, authorId: seller.id } })).toBe(7000);
    expect(await rowsOf(postId)).toEqual({ rows: FOLLOWERS, recipients: FOLLOWERS });
    expect(await fanOut(t.app.deps, { post: { postId, authorId: seller.id } })).toBe(0);
  });

  it('an ad deleted before its job runs notifies no one', async () => {
    const seller = await createUser(t.db);
    const fan = await createUser(t.db);
    await t.db.query('insert into follows (follower_id, followee_id) values ($1, $2)', [fan.id, seller.id]);
    const post = await createPost(t.db, { userId: seller.id });
    await t.db.query('delete from posts where id = $1', [post.id]);
    expect(await fanOut(t.app.deps, { post: { postId: post.id, authorId: seller.id } })).toBe(0);
  });
});
