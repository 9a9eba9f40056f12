// The scam and contact-leak guard (docs/product/safety.md, docs/decisions/0054): a signalled message
// is delivered with its signals for the receiver only; a sender whose first messages to three
// members within an hour carry signals is flagged to the moderators and slowed; an ad's text earns
// its readers a note, and a scam signal in it a flag.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_SLOWDOWN } from '@souqna/contracts';
import { createAdmin, createPost, createUser } from '../db/factories/index.ts';
import { bearer, client, expectError, buildTestApp, tokenFor, type TestApp } from './harness.ts';
import { publishPost } from './support/posts.ts';
import { queue } from './support/reports.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const IBAN = 'SA03 8000 0000 6080 1016 7519';
type Headers = Record<string, string>;
type Member = { id: string; auth: Headers };

async function member(over: Parameters<typeof createUser>[1] = {}): Promise<Member> {
  const user = await createUser(t.db, over);
  return { id: user.id, auth: bearer(await tokenFor(user.id)) };
}
const req = () => client(t.app);
async function roomWith(from: Member, to: Member) {
  const post = await createPost(t.db, { userId: to.id });
  const res = await req()({
    method: 'POST',
    url: '/api/rooms',
    payload: { userId: to.id, postId: post.id },
    headers: from.auth,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().roomId as string;
}
const send = (from: Member, roomId: string, body: string) =>
  req()({
    method: 'POST',
    url: '/api/message',
    payload: { roomId, body, clientId: randomUUID() },
    headers: from.auth,
  });
const messagesOf = async (who: Member, roomId: string) =>
  (await req()({ method: 'GET', url: `/api/message/room/${roomId}`, headers: who.auth })).json().items as {
    _id: string;
    body: string;
    safetySignals?: string[];
  }[];

async function flagsOn(targetType: 'user' | 'post', targetId: string) {
  await t.app.deps.jobs.idle(20_000);
  const admin = await createAdmin(t.db);
  const res = await queue(t, admin.id, `?targetType=${targetType}&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  type Flag = {
    targetId: string;
    reporterId: string | null;
    reporter: unknown;
    reason: string;
    safetySignals?: string[];
    status: string;
  };
  return (res.json().items as Flag[]).filter((r) => r.targetId === targetId);
}

describe('a chat message with a signal', () => {
  it('is delivered as always, with its signals for the receiver only, after a reload too', async () => {
    const [buyer, seller] = [await member(), await member()];
    const roomId = await roomWith(buyer, seller);
    const sent = await send(buyer, roomId, `حول العربون أولاً على الايبان ${IBAN}`);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).not.toHaveProperty('safetySignals');
    const [received] = await messagesOf(seller, roomId);
    expect(received).toMatchObject({ _id: sent.json()._id, safetySignals: ['iban', 'deposit_request'] });
    const one = await req()({ method: 'GET', url: `/api/message/${sent.json()._id}`, headers: seller.auth });
    expect(one.json().safetySignals).toEqual(['iban', 'deposit_request']);
    const [mine] = await messagesOf(buyer, roomId);
    expect(mine).not.toHaveProperty('safetySignals');
  });

  it('leaves an everyday message without the field', async () => {
    const [buyer, seller] = [await member(), await member()];
    const roomId = await roomWith(buyer, seller);
    await send(buyer, roomId, 'السلام عليكم، هل السيارة متوفرة؟ السعر 45000 قابل للتفاوض؟');
    const [received] = await messagesOf(seller, roomId);
    expect(received).not.toHaveProperty('safetySignals');
  });
});

describe('a sender whose first messages to several members carry signals', () => {
  it('is flagged to the moderators and slowed down at the third member within the hour', async () => {
    const scammer = await member();
    const sellers = [await member(), await member(), await member()];
    const rooms = [];
    for (const seller of sellers.slice(0, 2)) {
      const roomId = await roomWith(scammer, seller);
      rooms.push(roomId);
      expect((await send(scammer, roomId, `Transfer the deposit first to ${IBAN}`)).statusCode).toBe(201);
    }
    expect(await flagsOn('user', scammer.id)).toEqual([]);

    const third = await roomWith(scammer, sellers[2]!);
    expect((await send(scammer, third, 'Pay here: paypal.me/deal4u')).statusCode).toBe(201);
    const [flag] = await flagsOn('user', scammer.id);
    expect(flag).toMatchObject({
      reporterId: null,
      reporter: null,
      reason: 'fraud',
      status: 'open',
      safetySignals: ['iban', 'payment_link', 'deposit_request'],
    });

    // Slowed: a few sends a minute go through, the next is refused with Retry-After.
    for (let i = 0; i < SAFETY_SLOWDOWN.messagesPerMinute; i++)
      expect((await send(scammer, third, `hello ${i}`)).statusCode).toBe(201);
    const refused = await send(scammer, third, 'one more');
    expectError(refused, 'TooManyRequestsError');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The sellers' own sends are not slowed.
    for (let i = 0; i <= SAFETY_SLOWDOWN.messagesPerMinute; i++)
      expect((await send(sellers[2]!, third, `reply ${i}`)).statusCode).toBe(201);
  });

  it('does not count messages in conversations the other member already answered', async () => {
    const buyer = await member();
    for (let i = 0; i < SAFETY_SLOWDOWN.sellers; i++) {
      const seller = await member();
      const roomId = await roomWith(buyer, seller);
      await send(buyer, roomId, 'Is it still available?');
      await send(seller, roomId, 'Yes, send me your details');
      expect((await send(buyer, roomId, `My IBAN for the refund: ${IBAN}`)).statusCode).toBe(201);
    }
    expect(await flagsOn('user', buyer.id)).toEqual([]);
    const roomId = await roomWith(buyer, await member());
    expect((await send(buyer, roomId, 'hi')).statusCode).toBe(201);
  });
});

describe('an ad', () => {
  const read = (id: string, who?: Member) =>
    req()({ method: 'GET', url: `/api/post/${id}`, headers: who?.auth ?? {} });

  it('with a phone number while its seller hides theirs: a note for readers, no flag', async () => {
    // The number is shown or hidden ad by ad (docs/decisions/0053).
    const hiding = await member();
    const showing = await member();
    const description = 'للتواصل واتساب ٠٥٥١٢٣٤٥٦٧';
    const hidden = await createPost(t.db, { userId: hiding.id, description, showPhone: false });
    const shown = await createPost(t.db, { userId: showing.id, description, showPhone: true });
    expect((await read(hidden.id)).json().safetySignals).toEqual(['phone_in_ad']);
    expect((await read(hidden.id, await member())).json().safetySignals).toEqual(['phone_in_ad']);
    expect((await read(hidden.id, hiding)).json()).not.toHaveProperty('safetySignals');
    expect((await read(shown.id)).json()).not.toHaveProperty('safetySignals');
  });

  it('published with an IBAN: a note for readers and a flag in the moderators’ queue', async () => {
    const seller = await member();
    const res = await publishPost(t, seller.id, { description: `Deposit to ${IBAN} to reserve` });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json()._id as string;
    expect((await read(id)).json().safetySignals).toEqual(['iban']);
    const [flag] = await flagsOn('post', id);
    expect(flag).toMatchObject({ reporterId: null, reason: 'fraud', safetySignals: ['iban'] });
    const plain = await publishPost(t, seller.id, { description: 'نظيف جداً، السعر 1200' });
    expect(await flagsOn('post', plain.json()._id)).toEqual([]);
  });
});
