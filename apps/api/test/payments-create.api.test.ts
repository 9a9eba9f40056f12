// POST /api/payment (docs/product/payments.md#paying): the server computes the commission from the
// site settings, in integer halalas, and refuses bad amounts and other members' ads by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSecrets, bearer, buildTestApp, client, expectError, type TestApp } from './harness.ts';
import { adOf, member, pay, pendingPayment, providerRefOf, type Member } from './support/payments.ts';

let t: TestApp;
let seller: Member;
let admin: Member;
// Its own database: this file changes commissionValue, which other files' payments would read.
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
  seller = await member(t);
  admin = await member(t, true);
});
afterAll(() => t?.close());

const body = (over: Record<string, unknown> = {}) => ({
  type: 'commission',
  salePrice: '50000',
  currncy: 'SAR',
  ...over,
});
const setCommission = async (value: number) => {
  const res = await client(t.app)({
    method: 'PUT',
    url: '/api/settings',
    payload: { commissionValue: value },
    headers: admin.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('POST /api/payment', () => {
  it('answers 201 with a pending payment, its amount computed by the server and a checkout to pay at', async () => {
    const ad = await adOf(t, seller.id);
    const res = await pay(t, seller, body({ postId: ad.id, salePrice: '٥٠٠٠٠' }));
    expect(res.statusCode, res.body).toBe(201);
    assertNoSecrets(res.body);
    const p = res.json();
    expect(p).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'commission',
      payer: { _id: seller.id, fullname: seller.fullname },
      postId: ad.id,
      postTitle: 'تويوتا كامري 2020',
      salePriceMinor: 5_000_000,
      salePriceText: '50000.00',
      commissionValue: 1,
      amount: 50_000,
      amountText: '500.00',
      currncy: 'SAR',
      status: 'pending',
      provider: 'sandbox',
      checkoutUrl: `/api/payments/sandbox/checkout/${await providerRefOf(t, p._id)}`,
      method: null,
      receiptNumber: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      paidAt: null,
      failedAt: null,
      refundedAt: null,
    });
    const again = await client(t.app)({ method: 'GET', url: `/api/payment/${p._id}`, headers: seller.auth });
    expect(again.json()).toEqual(p);
  });

  it('sends the buyer back to the payment page, in the language the payment was made in', async () => {
    const arabic = await pendingPayment(t, seller);
    const [ar] = await t.db.query<{ return_url: string }>(
      `select return_url from payment_sandbox_checkouts where payment_id = $1`,
      [arabic._id],
    );
    expect(new URL(ar!.return_url).pathname).toBe(`/setting/payment/${arabic._id}`);
    const res = await client(t.app)({
      method: 'POST',
      url: '/api/payment',
      payload: body(),
      headers: { ...seller.auth, 'x-locale': 'en' },
    });
    const [row] = await t.db.query<{ return_url: string }>(
      `select return_url from payment_sandbox_checkouts where payment_id = $1`,
      [res.json()._id],
    );
    expect(new URL(row!.return_url).pathname).toBe(`/en/setting/payment/${res.json()._id}`);
    expect(res.json().checkoutUrl).not.toBe(arabic.checkoutUrl);
  });

  it.each([
    ['a negative sale price', { salePrice: '-100' }, 'salePrice'],
    ['a zero sale price', { salePrice: 0 }, 'salePrice'],
    ['a fraction of a halala', { salePrice: '1500.005' }, 'salePrice'],
    ['a huge sale price (11 digits)', { salePrice: '99999999999' }, 'salePrice'],
    ['a sale price that is not a number', { salePrice: 'abc' }, 'salePrice'],
    ['no sale price', { salePrice: undefined }, 'salePrice'],
    ['another currency', { currncy: 'USD' }, 'currncy'],
    ['no currency', { currncy: undefined }, 'currncy'],
    ['another payment type', { type: 'featured' }, 'type'],
    ['an ad id that is not one', { postId: 'not-an-id' }, 'postId'],
  ])('refuses %s with ValidationError on that field', async (_label, over, field) => {
    const res = await pay(t, seller, body(over));
    expectError(res, 'ValidationError');
    expect(res.json().data.field).toBe(field);
  });

  it('refuses a commission under 1.00 or over 100,000.00 (the sale price is fine, the amount is not)', async () => {
    const low = await pay(t, seller, body({ salePrice: '99.99' })); // 99.99 at 1 % = 1.00 - 0.0001 → 1.00
    expect(low.statusCode, low.body).toBe(201);
    const lower = await pay(t, seller, body({ salePrice: '99.49' })); // 0.9949 → 0.99
    expectError(lower, 'ValidationError');
    expect(lower.json().data).toMatchObject({
      field: 'salePrice',
      reason: 'amountBelowMinimum',
      minAmountMinor: 100,
    });
    const high = await pay(t, seller, body({ salePrice: '9999999999.99' }));
    expectError(high, 'ValidationError');
    expect(high.json().data).toMatchObject({ reason: 'amountAboveMaximum', maxAmountMinor: 10_000_000 });
  });

  it("refuses another member's ad (403) and an ad that does not exist (404), naming postId", async () => {
    const other = await member(t);
    const theirs = await adOf(t, other.id);
    const res = await pay(t, seller, body({ postId: theirs.id }));
    expectError(res, 'UnauthorizedError');
    expect(res.json().data).toEqual({ reason: 'notOwner', field: 'postId' });
    expectError(await pay(t, admin, body({ postId: theirs.id })), 'UnauthorizedError');
    const gone = await pay(t, seller, body({ postId: crypto.randomUUID() }));
    expectError(gone, 'NotFoundError');
    expect(gone.json().data).toEqual({ field: 'postId' });
  });

  it('refuses a guest, and a junk body, without a 5xx', async () => {
    expectError(await pay(t, null, body()), 'UnauthenticatedError');
    const junk = await client(t.app)({
      method: 'POST',
      url: '/api/payment',
      payload: '[1,',
      headers: { ...seller.auth, 'content-type': 'application/json' },
    });
    expectError(junk, 'ValidationError');
    const none = await client(t.app)({ method: 'POST', url: '/api/payment', headers: seller.auth });
    expect(none.statusCode).toBe(400);
  });

  it('charges the commission of the site settings at the time, rounded half up to the halala', async () => {
    await setCommission(2.5);
    try {
      const a = await pendingPayment(t, seller, { salePrice: '1500.50' }); // 3751.25 → 37.51
      expect(a).toMatchObject({ amount: 3751, amountText: '37.51', commissionValue: 2.5 });
      const b = await pendingPayment(t, seller, { salePrice: '1500.60', currncy: 'AED' }); // 3751.5 → 37.52
      expect(b).toMatchObject({ amount: 3752, amountText: '37.52', currncy: 'AED' });
      await setCommission(0);
      const free = await pay(t, seller, body());
      expect(free.json().data).toMatchObject({ reason: 'amountBelowMinimum', amountMinor: 0 });
    } finally {
      await setCommission(1);
    }
    // A payment keeps the rate it was made at.
    const list = await client(t.app)({
      method: 'GET',
      url: '/api/payment/paymentUser/payments?limit=100',
      headers: seller.auth,
    });
    expect(list.json().items.map((p: { commissionValue: number }) => p.commissionValue)).toContain(2.5);
  });

  it('gives each payment its own checkout, and limits a member to 20 an hour', async () => {
    const someone = await member(t);
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await pay(t, someone, body())).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    expect(codes[20]).toBe(429);
    const refs = await t.db.query('select distinct provider_ref from payments where user_id = $1', [
      someone.id,
    ]);
    expect(refs).toHaveLength(20);
    // Another member's budget is untouched.
    expect((await pay(t, { ...someone, auth: bearer('x') }, body())).statusCode).toBe(401);
    expect((await pay(t, seller, body())).statusCode).toBe(201);
  });
});
