// Who may call what (docs/product/payments.md#who-sees-what): the payer and admins see a payment;
// another member is answered as if it did not exist; guests are asked to sign in; only admins list
// everyone's payments and refund. Then the member's list: its filters, sorts and pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, errorBody, expectError, type TestApp } from './harness.ts';
import { member, paidPayment, pendingPayment, type Member } from './support/payments.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';

let t: TestApp;
let owner: Member;
let other: Member;
let admin: Member;
let paidId: string;
// Its own database: the admins' list counts every payment, and other files add theirs.
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
  [owner, other, admin] = [await member(t), await member(t), await member(t, true)];
  paidId = (await paidPayment(t, owner))._id;
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, who: Member | null, payload?: object) =>
  client(t.app)({ method, url, headers: who?.auth ?? {}, ...(payload === undefined ? {} : { payload }) });

describe('the access matrix', () => {
  const reads = ['', '/receipt', '/history'];
  it.each(reads)(
    'GET /api/payment/{id}%s: owner and admin 200, another member 404, a guest 401',
    async (suffix) => {
      const url = `/api/payment/${paidId}${suffix}`;
      expect((await call('GET', url, owner)).statusCode).toBe(200);
      expect((await call('GET', url, admin)).statusCode).toBe(200);
      const theirs = await call('GET', url, other);
      expectError(theirs, 'NotFoundError');
      // Exactly what an unknown id answers: nothing is learnt about the payment.
      const unknown = await call('GET', `/api/payment/${crypto.randomUUID()}${suffix}`, other);
      expect(errorBody(theirs)).toEqual(errorBody(unknown));
      expectError(await call('GET', `/api/payment/not-an-id${suffix}`, owner), 'NotFoundError');
      expectError(await call('GET', url, null), 'UnauthenticatedError');
    },
  );

  it('GET /api/payment/paymentUser/payments: each member their own only; guests 401', async () => {
    const mine = await call('GET', '/api/payment/paymentUser/payments', owner);
    expect(mine.json().items.map((p: { _id: string }) => p._id)).toContain(paidId);
    for (const who of [other, admin]) {
      const theirs = await call('GET', '/api/payment/paymentUser/payments', who);
      expect(theirs.json()).toEqual({ items: [], page: 1, total: 0 });
    }
    expectError(await call('GET', '/api/payment/paymentUser/payments', null), 'UnauthenticatedError');
  });

  it("GET /api/payment (everyone's): admins only", async () => {
    const all = await call('GET', `/api/payment?userId=${owner.id}`, admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((p: { _id: string }) => p._id)).toEqual([paidId]);
    expectError(await call('GET', '/api/payment', owner), 'UnauthorizedError');
    expectError(await call('GET', '/api/payment', null), 'UnauthenticatedError');
  });

  it('POST /api/payment/{id}/refund: admins only; the payer and others 403, guests 401', async () => {
    for (const who of [owner, other])
      expectError(await call('POST', `/api/payment/${paidId}/refund`, who, {}), 'UnauthorizedError');
    expectError(await call('POST', `/api/payment/${paidId}/refund`, null, {}), 'UnauthenticatedError');
    const refunded = await call('POST', `/api/payment/${paidId}/refund`, admin, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().status).toBe('refunded');
  });

  it('POST /api/payment: any member (an admin too); guests 401', async () => {
    const body = { type: 'commission', salePrice: '1000', currncy: 'AED' };
    expect((await call('POST', '/api/payment', admin, body)).statusCode).toBe(201);
    expectError(await call('POST', '/api/payment', null, body), 'UnauthenticatedError');
  });
});

describe("the member's list", () => {
  let buyer: Member;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    buyer = await member(t);
    ids.small = (await pendingPayment(t, buyer, { salePrice: '200' }))._id; // 2.00
    ids.big = (await paidPayment(t, buyer, { salePrice: '90000' }))._id; // 900.00
    ids.mid = (await pendingPayment(t, buyer, { salePrice: '5000', currncy: 'AED' }))._id; // 50.00
    // Dated by hand: the list filters on the day a payment was made.
    await t.db.query(`update payments set created_at = '2026-01-15T10:00:00Z' where id = $1`, [ids.small]);
    await t.db.query(`update payments set created_at = '2026-02-20T23:30:00Z' where id = $1`, [ids.big]);
    await t.db.query(`update payments set created_at = '2026-03-05T08:00:00Z' where id = $1`, [ids.mid]);
  });
  const list = async (query: string) => {
    const res = await call('GET', `/api/payment/paymentUser/payments${query}`, buyer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: { _id: string }[]; page: number; total: number };
  };
  const order = (page: { items: { _id: string }[] }) =>
    page.items.map((p) => Object.keys(ids).find((k) => ids[k] === p._id));

  it('is newest first by default; oldest and by amount on request', async () => {
    expect(order(await list(''))).toEqual(['mid', 'big', 'small']);
    expect(order(await list('?sort=oldest'))).toEqual(['small', 'big', 'mid']);
    expect(order(await list('?sort=amount_desc'))).toEqual(['big', 'mid', 'small']);
    expect(order(await list('?sort=amount_asc'))).toEqual(['small', 'mid', 'big']);
  });

  it('filters by status and dates (a dateTo without a time includes that day)', async () => {
    expect(order(await list('?status=paid'))).toEqual(['big']);
    expect(order(await list('?status=pending'))).toEqual(['mid', 'small']);
    expect(order(await list('?dateFrom=2026-02-01&dateTo=2026-02-20'))).toEqual(['big']);
    expect(order(await list('?dateTo=2026-02-19'))).toEqual(['small']);
    expect((await list('?status=refunded')).total).toBe(0);
  });

  it("takes a reader's day as two moments, dateTo with a time included (decision 0042)", async () => {
    // 23:30 UTC on the 20th is the 21st in Riyadh: its day runs 20T21:00Z to 21T20:59:59.999Z.
    const riyadh21 = '?dateFrom=2026-02-20T21:00:00.000Z&dateTo=2026-02-21T20:59:59.999Z';
    expect(order(await list(riyadh21))).toEqual(['big']);
    expect(order(await list('?dateTo=2026-02-20T23:30:00.000Z'))).toEqual(['big', 'small']);
    expect(order(await list('?dateTo=2026-02-20T23:29:59.999Z'))).toEqual(['small']);
  });

  it('pages with a total, past the end too; refuses a bad filter with ValidationError', async () => {
    expect(await list('?limit=2')).toMatchObject({ page: 1, total: 3 });
    expect(order(await list('?limit=2&page=2'))).toEqual(['small']);
    expect(await list('?limit=2&page=9')).toEqual({ items: [], page: 9, total: 3 });
    for (const q of [
      '?status=lost',
      '?sort=price',
      '?limit=0',
      '?limit=101',
      '?page=0',
      '?dateFrom=yesterday',
    ])
      expectError(await call('GET', `/api/payment/paymentUser/payments${q}`, buyer), 'ValidationError', q);
  });

  it("lets admins filter everyone's payments by currency and receipt number", async () => {
    const aed = await call('GET', `/api/payment?userId=${buyer.id}&currncy=AED`, admin);
    expect(order(aed.json())).toEqual(['mid']);
    const receipt = (await call('GET', `/api/payment/${ids.big}`, buyer)).json().receiptNumber as string;
    const found = await call('GET', `/api/payment?receiptNumber=${receipt}`, admin);
    expect(order(found.json())).toEqual(['big']);
  });
});

describe('in production without a payment provider', () => {
  it('answers 503 to a new payment, still lists past ones, and has no sandbox page or webhook', async () => {
    const prod = await buildTestApp({ env: PRODUCTION_ENV });
    try {
      const who = await member(prod);
      const req = client(prod.app);
      const body = { type: 'commission', salePrice: '1000', currncy: 'SAR' };
      const res = await req({ method: 'POST', url: '/api/payment', payload: body, headers: who.auth });
      expectError(res, 'ServiceUnavailableError');
      expect(res.json().data).toEqual({ reason: 'paymentsOff' });
      const mine = await req({ method: 'GET', url: '/api/payment/paymentUser/payments', headers: who.auth });
      expect(mine.json()).toEqual({ items: [], page: 1, total: 0 });
      expectError(await req({ method: 'GET', url: '/api/payments/sandbox/checkout/sbx_x' }), 'NotFoundError');
    } finally {
      await prod.close();
    }
  });
});
