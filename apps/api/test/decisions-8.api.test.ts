// The payloads of shared/decisions.md §8 are a published contract (docs/decisions/0051): each request
// is sent exactly as published, with none of our optional extras, and each answer must parse with a
// schema written from §8 and spec §3 alone (names and types as published; extra fields allowed).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commissionMinor } from '@souqna/contracts';
import { createPost, createUser, uniquePhone, uniqueSuffix } from '../db/factories/index.ts';
import { buildTestApp, client, multipart, type TestApp } from './harness.ts';
import {
  member,
  providerRefOf,
  settleAtSandbox,
  signedNotice,
  deliver,
  type Member,
} from './support/payments.ts';
import { categoryId, jpeg, photo } from './support/posts.ts';

let t: TestApp;
let a: Member;
let b: Member;
let admin: Member;
beforeAll(async () => {
  t = await buildTestApp();
  [a, b, admin] = [await member(t), await member(t), await member(t, true)];
});
afterAll(() => t?.close());

const iso = z.iso.datetime();
// Answers as §8 and spec §3 publish them.
const Post = z.object({
  _id: z.string(),
  userId: z.string(),
  title: z.string(),
  price: z.number(),
  currncy: z.enum(['SAR', 'AED']),
  showPrice: z.boolean(),
  categoryId: z.string(),
  carModel: z.string().nullable(),
  en_country: z.string(),
  ar_country: z.string(),
  en_state: z.string(),
  ar_state: z.string(),
  en_city: z.string().nullable(),
  ar_city: z.string().nullable(),
  images: z.object({ thumbnail: z.string().nullable() }),
  createdAt: iso,
});
const Message = z.object({ id: z.string(), roomId: z.string(), body: z.string() });
const Room = z.object({
  roomId: z.string(),
  roomName: z.string(),
  createdAt: iso,
  messages: z.array(Message),
});
const Comment = z.object({
  id: z.string(),
  body: z.string(),
  userId: z.string(),
  user: z.object({ username: z.string().nullable() }),
  createdAt: iso,
});
const Payment = z.object({
  _id: z.string(),
  type: z.literal('commission'),
  /** Integer halalas/fils, as in Moyasar's API. */
  amount: z.number().int().positive(),
  currncy: z.enum(['SAR', 'AED']),
  status: z.enum(['pending', 'paid', 'failed', 'refunded']),
});
const PendingPayment = Payment.extend({ status: z.literal('pending'), checkoutUrl: z.string().min(1) });
const Receipt = z.object({ amount: z.number().int().positive(), currncy: z.enum(['SAR', 'AED']) });

/** Parses an answer with a §8 schema and gives the parsed value (the issues as the failure message). */
function published<T extends z.ZodType>(schema: T, res: { body: string }): z.infer<T> {
  const parsed = schema.safeParse(JSON.parse(res.body));
  expect(parsed.error?.issues ?? [], res.body.slice(0, 400)).toEqual([]);
  return parsed.data as z.infer<T>;
}
const req = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, who: Member, payload?: object) =>
  client(t.app)({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

describe('§8 post create/update (multipart)', () => {
  it('takes the published fields, English place names and `images`; keepImages keeps and orders', async () => {
    const img = await photo();
    const form = multipart(
      {
        title: 'تويوتا كامري 2020',
        description: 'سيارة نظيفة',
        price: '85000',
        currncy: 'SAR',
        showPrice: 'true',
        categoryId: await categoryId(t.db, 'cars-for-sale'),
        carModel: 'toyota-camry',
        country: 'Saudi Arabia',
        state: 'Riyadh',
        city: 'Riyadh',
      },
      [jpeg(img), jpeg(img)],
    );
    const made = await client(t.app)({
      method: 'POST',
      url: '/api/post',
      payload: form.payload,
      headers: { ...form.headers, ...a.auth },
    });
    expect(made.statusCode, made.body).toBe(201);
    const post = published(Post, made);
    expect(post).toMatchObject({ price: 85000, carModel: 'toyota-camry', en_country: 'Saudi Arabia' });
    const gallery = made.json().images.gallery as { _id: string }[];
    const edit = multipart({ title: 'تويوتا كامري 2021', keepImages: [gallery[1]!._id].join(',') });
    const updated = await client(t.app)({
      method: 'PUT',
      url: `/api/post/${post._id}`,
      payload: edit.payload,
      headers: { ...edit.headers, ...a.auth },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(published(Post, updated).title).toBe('تويوتا كامري 2021');
    expect(updated.json().images.gallery.map((g: { _id: string }) => g._id)).toEqual([gallery[1]!._id]);
  });
});

describe('§8 room and message', () => {
  it('POST /api/rooms { userId, postId? } answers the existing room for that pair and post', async () => {
    const ad = await createPost(t.db, { userId: b.id });
    const first = published(Room, await req('POST', '/api/rooms', a, { userId: b.id, postId: ad.id }));
    const again = await req('POST', '/api/rooms', a, { userId: b.id, postId: ad.id });
    expect(published(Room, again).roomId).toBe(first.roomId);
    const bare = published(Room, await req('POST', '/api/rooms', a, { userId: b.id }));
    expect(bare.roomId).not.toBe(first.roomId);
  });

  it('POST /api/message { roomId, body } without clientId is sent, and not deduplicated', async () => {
    const { roomId } = (await req('POST', '/api/rooms', a, { userId: b.id })).json();
    const one = await req('POST', '/api/message', a, { roomId, body: 'مرحبا' });
    expect(one.statusCode, one.body).toBe(201);
    const two = await req('POST', '/api/message', a, { roomId, body: 'مرحبا' });
    expect(two.statusCode, two.body).toBe(201);
    expect(published(Message, two).id).not.toBe(published(Message, one).id);
    const page = await req('GET', `/api/message/room/${roomId}`, b);
    expect(page.json().items.filter((m: { body: string }) => m.body === 'مرحبا')).toHaveLength(2);
  });

  it('a room carries its messages[] (spec §3): the newest, oldest first, and reading them marks none read', async () => {
    const { roomId } = (await req('POST', '/api/rooms', a, { userId: b.id })).json();
    for (const body of ['one', 'two', 'three']) await req('POST', '/api/message', a, { roomId, body });
    const room = published(Room, await req('GET', `/api/rooms/${roomId}`, b));
    expect(room.messages.map((m) => m.body).slice(-3)).toEqual(['one', 'two', 'three']);
    expect(room.messages.every((m) => m.roomId === roomId)).toBe(true);
    const again = published(Room, await req('POST', '/api/rooms', b, { userId: a.id }));
    expect(again.messages.map((m) => m.body).slice(-3)).toEqual(['one', 'two', 'three']);
    const listed = (await req('GET', '/api/rooms', b)).json() as {
      rooms: { roomId: string; unseenCount: number }[];
    };
    expect(listed.rooms.find((r) => r.roomId === roomId)?.unseenCount).toBeGreaterThanOrEqual(3);
  });

  it('POST /api/message with clientId: a retried send writes nothing new', async () => {
    const { roomId } = (await req('POST', '/api/rooms', b, { userId: a.id })).json();
    const clientId = randomUUID();
    const one = published(Message, await req('POST', '/api/message', b, { roomId, body: 'hi', clientId }));
    const two = published(Message, await req('POST', '/api/message', b, { roomId, body: 'hi', clientId }));
    expect(two.id).toBe(one.id);
  });
});

describe('§8 comment and report', () => {
  it('POST /api/comment { postId, body }; PATCH /api/comment/{id} { body }', async () => {
    const ad = await createPost(t.db, { userId: b.id });
    const made = await req('POST', '/api/comment', a, { postId: ad.id, body: 'هل السعر نهائي؟' });
    expect(made.statusCode, made.body).toBe(201);
    const comment = published(Comment, made);
    const edited = await req('PATCH', `/api/comment/${comment.id}`, a, { body: 'هل يقبل التفاوض؟' });
    expect(published(Comment, edited).body).toBe('هل يقبل التفاوض؟');
  });

  it.each(['spam', 'fraud', 'prohibited', 'wrong_category', 'offensive', 'other'])(
    'POST /api/report { postId | userId | commentId, reason: %s, note? }',
    async (reason) => {
      const owner = await createUser(t.db);
      const ad = await createPost(t.db, { userId: owner.id });
      const said = await req('POST', '/api/comment', b, { postId: ad.id, body: 'تعليق' });
      const bodies = [
        { postId: ad.id, reason },
        { userId: owner.id, reason, note: 'ملاحظة' },
        { commentId: said.json().id, reason },
      ];
      for (const body of bodies) {
        const res = await req('POST', '/api/report', a, body);
        expect(res.statusCode, res.body).toBe(201);
        expect(published(z.object({ reason: z.literal(reason) }), res).reason).toBe(reason);
      }
    },
  );
});

describe('§8 payment', () => {
  it('POST /api/payment { type, salePrice, currncy }: pending, a checkoutUrl, amount in integer halalas', async () => {
    const res = await req('POST', '/api/payment', a, {
      type: 'commission',
      salePrice: '50000',
      currncy: 'SAR',
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = published(PendingPayment, res);
    const rate = res.json().commissionValue as number;
    expect(p.amount).toBe(commissionMinor(5_000_000, rate));
  });

  it('every answer keeps `amount` that integer: read, lists, receipt, refund', async () => {
    const ad = await createPost(t.db, { userId: a.id, currncy: 'AED' });
    const body = { type: 'commission', postId: ad.id, salePrice: 1500.5, currncy: 'AED' };
    const made = published(PendingPayment, await req('POST', '/api/payment', a, body));
    const ref = await providerRefOf(t, made._id);
    await settleAtSandbox(t, ref, 'paid');
    const notice = signedNotice(t, ref, { status: 'paid', amountMinor: made.amount, currency: 'AED' });
    expect((await deliver(t, notice)).statusCode).toBe(204);
    const read = published(Payment, await req('GET', `/api/payment/${made._id}`, a));
    expect(read).toMatchObject({ amount: made.amount, status: 'paid' });
    const mine = await req('GET', '/api/payment/paymentUser/payments', a);
    const all = await req('GET', `/api/payment?userId=${a.id}`, admin);
    for (const list of [mine, all])
      expect(published(z.object({ items: z.array(Payment) }), list).items).toContainEqual(
        expect.objectContaining({ _id: made._id, amount: made.amount }),
      );
    const receipt = published(Receipt, await req('GET', `/api/payment/${made._id}/receipt`, a));
    expect(receipt.amount).toBe(made.amount);
    const refunded = published(Payment, await req('POST', `/api/payment/${made._id}/refund`, admin, {}));
    expect(refunded).toMatchObject({ amount: made.amount, status: 'refunded' });
  });
});

describe('§8 rate limits (defaults)', () => {
  it('a 6th OTP send to one email within 15 minutes → 429 TooManyRequestsError with Retry-After', async () => {
    const contact = { email: `d8-${uniqueSuffix()}@test.souqna.dev`, phoneNumber: uniquePhone() };
    const send = () =>
      client(t.app)({ method: 'POST', url: '/api/auth/requestOTPForNewUser', payload: contact });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const over = await send();
    expect({ status: over.statusCode, name: over.json().name }).toEqual({
      status: 429,
      name: 'TooManyRequestsError',
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('an 11th sign-in after 10 failures for one email → 429 with Retry-After', async () => {
    const user = await createUser(t.db);
    const login = (password: string) =>
      client(t.app)({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
    for (let i = 0; i < 10; i++) expect((await login('Wrong-pass1')).statusCode).toBe(401);
    const over = await login(user.password);
    expect({ status: over.statusCode, name: over.json().name }).toEqual({
      status: 429,
      name: 'TooManyRequestsError',
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
