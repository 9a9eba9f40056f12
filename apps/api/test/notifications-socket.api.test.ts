// notification:new reaches the recipient's sockets, after the row is written, as the API answers
// it; a bystander hears nothing (docs/product/conversations-and-notifications.md#real-time-events).
import { describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@souqna/contracts';
import { addFollow, createUser } from '../db/factories/index.ts';
import { nextEvent, socketTestApp } from './support/sockets.ts';
import { bearer, client, tokenFor } from './harness.ts';
import { publishPost } from './support/posts.ts';

const t = socketTestApp();

const connect = async (userId: string) => t.connect(await tokenFor(userId));
const next = nextEvent;

describe('notification:new', () => {
  it('a follow reaches the followee’s socket with the notification as the list answers it', async () => {
    const [fan, seller, bystander] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    const sellerSocket = await connect(seller.id);
    const other = await connect(bystander.id);
    let bystanderTold = false;
    other.on(SOCKET_EVENTS.notificationNew, () => (bystanderTold = true));
    const heard = next(sellerSocket, SOCKET_EVENTS.notificationNew);
    const res = await client(t.app)({
      method: 'PATCH',
      url: `/api/follwers/${seller.id}`,
      headers: bearer(await tokenFor(fan.id)),
    });
    expect(res.statusCode).toBe(200);
    const pushed = await heard;
    const list = await client(t.app)({
      method: 'GET',
      url: '/api/notifications/user/general',
      headers: bearer(await tokenFor(seller.id)),
    });
    expect(pushed).toEqual(list.json().items[0]);
    expect(pushed).toMatchObject({ type: 'follow', userFrom: { _id: fan.id } });
    await new Promise((r) => setTimeout(r, 50));
    expect(bystanderTold).toBe(false);
  });

  it('a followed seller’s new ad reaches the follower’s socket from the fan-out job', async () => {
    const [fan, seller] = [await createUser(t.db), await createUser(t.db)];
    await addFollow(t.db, fan.id, seller.id);
    const fanSocket = await connect(fan.id);
    const heard = next(fanSocket, SOCKET_EVENTS.notificationNew);
    const res = await publishPost(t, seller.id, { title: 'طاولة خشب' });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.deps.events.settled();
    await t.app.deps.jobs.idle(20_000);
    expect(await heard).toMatchObject({
      type: 'post',
      kind: 'following',
      entityId: { _id: res.json()._id, title: 'طاولة خشب' },
    });
  });
});
