// An admin broadcast to one country (docs/product/conversations-and-notifications.md#notifications):
// it reaches the members whose phone number has the country's dial code or who have an ad there,
// and nobody else; still written by the batched fan-out job. A database of its own: a broadcast
// writes a row for every member of the country, which other files' counts must not see.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createPost, createUser } from '../db/factories/index.ts';
import { fanOut } from '../src/features/notifications/notifications.jobs.ts';
import { broadcastBatch } from '../src/features/notifications/notifications.queries.ts';
import { bearer, buildTestApp, client, expectError, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
});
afterAll(() => t?.close());

const h = async (id: string) => bearer(await tokenFor(id));
const saudiPhone = () => `9665${String(crypto.randomInt(100_000_000)).padStart(8, '0')}`;
const texts = { en_title: 'Ramadan hours', ar_title: 'مواعيد رمضان', en_message: 'We…', ar_message: 'نحن…' };
const send = async (adminId: string, country?: string) =>
  client(t.app)({
    method: 'POST',
    url: '/api/notifications/broadcast',
    payload: { ...texts, ...(country === undefined ? {} : { country }) },
    headers: await h(adminId),
  });
async function got(userId: string, broadcastId: string): Promise<boolean> {
  const rows = await t.db.query('select 1 from notifications where recipient_id = $1 and broadcast_id = $2', [
    userId,
    broadcastId,
  ]);
  return rows.length === 1;
}

describe('a broadcast to one country', () => {
  it('guest 401, member 403, an unknown country ValidationError naming it', async () => {
    const member = await createUser(t.db);
    const req = client(t.app);
    const payload = { ...texts, country: 'SA' };
    expectError(
      await req({ method: 'POST', url: '/api/notifications/broadcast', payload }),
      'UnauthenticatedError',
    );
    expectError(
      await req({
        method: 'POST',
        url: '/api/notifications/broadcast',
        payload,
        headers: await h(member.id),
      }),
      'UnauthorizedError',
    );
    const admin = await createAdmin(t.db);
    const unknown = await send(admin.id, 'Atlantis');
    expectError(unknown, 'ValidationError');
    expect(unknown.json().data).toMatchObject({ field: 'country' });
    expect(
      await t.db.query('select 1 from notification_broadcasts where sender_id = $1', [admin.id]),
    ).toEqual([]);
  });

  it('reaches members with the dial code or an ad there, and only them', async () => {
    const admin = await createAdmin(t.db);
    const saudi = await createUser(t.db, { phoneNumber: saudiPhone() });
    const emirati = await createUser(t.db);
    const emiratiSellingInRiyadh = await createUser(t.db);
    await createPost(t.db, { userId: emiratiSellingInRiyadh.id, state: 'SA-01' });
    const emiratiSellingAtHome = await createUser(t.db);
    await createPost(t.db, {
      userId: emiratiSellingAtHome.id,
      state: 'AE-AZ',
      city: 'Abu Dhabi',
      currncy: 'AED',
    });

    const res = await send(admin.id, 'SA');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ broadcastId: expect.any(String), queued: true, country: 'SA' });
    await t.app.deps.jobs.idle(20_000);
    const id = res.json().broadcastId as string;
    expect(await got(saudi.id, id)).toBe(true);
    expect(await got(emiratiSellingInRiyadh.id, id)).toBe(true);
    expect(await got(emirati.id, id)).toBe(false);
    expect(await got(emiratiSellingAtHome.id, id)).toBe(false);
    const [everyone] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from notifications n join users u on u.id = n.recipient_id
        where n.broadcast_id = $1 and not starts_with(u.phone_number, '966')
          and not exists (select 1 from posts p where p.user_id = u.id and p.country_code = 'SA')`,
      [id],
    );
    expect(everyone!.n).toBe(0);
    // Walked in batches (here of 2), each only the country's members; a second run adds nothing.
    await t.db.query('delete from notifications where broadcast_id = $1', [id]);
    const [saudiMembers] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from users u where starts_with(u.phone_number, '966')
          or exists (select 1 from posts p where p.user_id = u.id and p.country_code = 'SA')`,
    );
    let after: string | null = null;
    let written = 0;
    do {
      const batch = await broadcastBatch(t.db, id, after, 2);
      expect(batch.inserted.length).toBeLessThanOrEqual(2);
      written += batch.inserted.length;
      after = batch.last;
    } while (after);
    expect(written).toBe(saudiMembers!.n);
    expect(await fanOut(t.app.deps, { broadcastId: id })).toBe(0);

    // The English name works as well as the code; the member reads it like any broadcast.
    const uae = await send(admin.id, 'United Arab Emirates');
    expect(uae.json().country).toBe('AE');
    await t.app.deps.jobs.idle(20_000);
    const uaeId = uae.json().broadcastId as string;
    expect([await got(emirati.id, uaeId), await got(emiratiSellingAtHome.id, uaeId)]).toEqual([true, true]);
    expect(await got(saudi.id, uaeId)).toBe(false);
    const tab = await client(t.app)({
      method: 'GET',
      url: '/api/notifications/user/general',
      headers: await h(emirati.id),
    });
    expect(tab.json().items).toEqual([
      expect.objectContaining({ type: 'admin', senderRole: 'admin', ...texts }),
    ]);
    const [row] = await t.db.query<{ details: Record<string, unknown> }>(
      `select details from admin_audit where action = 'broadcast.send' and target_id = $1`,
      [uaeId],
    );
    expect(row!.details).toMatchObject({ country: 'AE' });
  });

  it('without a country it still reaches every member', async () => {
    const admin = await createAdmin(t.db);
    const [saudi, emirati] = [await createUser(t.db, { phoneNumber: saudiPhone() }), await createUser(t.db)];
    const res = await send(admin.id, '');
    expect(res.json().country).toBeNull();
    await t.app.deps.jobs.idle(20_000);
    const id = res.json().broadcastId as string;
    expect([await got(saudi.id, id), await got(emirati.id, id), await got(admin.id, id)]).toEqual([
      true,
      true,
      true,
    ]);
  });
});
