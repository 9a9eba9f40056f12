// Saved searches (docs/product/saved-searches.md): a member saves a listing's query once however it
// is spelled, renames it, sets its frequency and deletes it; at most SAVED_SEARCHES_MAX; owner only;
// the digest's signed link turns one off signed out; exact error names throughout.
import { SAVED_SEARCHES_MAX } from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member as newMember } from './support/payments.ts';
import { unsubscribeToken } from '../src/features/posts/saved-searches/unsubscribe-token.ts';
import { buildTestApp, client, expectError, TEST_JWT_SECRET, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const S = '/api/saved-searches';
type Headers = Record<string, string>;
const save = (auth: Headers | undefined, payload: object) =>
  client(t.app)({ method: 'POST', url: S, headers: auth, payload });
const list = async (auth: Headers) => (await client(t.app)({ method: 'GET', url: S, headers: auth })).json();

describe('saving a search', () => {
  it('keeps the listing’s filters in one spelling, named as sent, alerting instantly', async () => {
    const me = await newMember(t);
    const res = await save(me.auth, {
      query: {
        search: '  تُويوتا  كامري ',
        categoryId: 'cars-for-sale',
        priceRange: '١٠٠٠-٥٠٠٠',
        sort: 'newest',
        limit: '21',
      },
      name: 'تويوتا كامري · 1000–5000',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      name: 'تويوتا كامري · 1000–5000',
      // Paging and order are not part of a search; the words are folded as search folds them.
      query: { search: 'تويوتا كامري', categoryId: 'cars-for-sale', priceRange: '1000-5000' },
      frequency: 'instant',
      createdAt: expect.any(String),
      lastAlertAt: null,
      existed: false,
    });
    const again = await save(me.auth, {
      query: { priceRange: '1000-5000', search: 'تويوتا كامري', categoryId: 'cars-for-sale' },
    });
    expect(again.json()).toMatchObject({
      _id: res.json()._id,
      existed: true,
      name: 'تويوتا كامري · 1000–5000',
    });
    expect((await list(me.auth)).items).toHaveLength(1);
  });

  it('two ways of naming one place or category are one search; the name defaults to the words', async () => {
    const me = await newMember(t);
    const a = (await save(me.auth, { query: { search: 'iphone', country: 'Saudi Arabia' } })).json();
    const b = (await save(me.auth, { query: { search: 'IPHONE', country: 'SA' } })).json();
    expect(b).toMatchObject({ _id: a._id, existed: true, name: 'iphone' });
  });

  it('refuses a search that asks nothing or names what does not exist, and guests', async () => {
    const me = await newMember(t);
    expectError(await save(me.auth, { query: {} }), 'ValidationError');
    expectError(await save(me.auth, { query: { search: '  !!! ' } }), 'ValidationError');
    expectError(await save(me.auth, { query: { categoryId: 'no-such-category' } }), 'ValidationError');
    expectError(await save(me.auth, { query: { priceRange: 'cheap' } }), 'ValidationError');
    expectError(await save(me.auth, { query: { search: 'x' }, frequency: 'hourly' }), 'ValidationError');
    expectError(await save(undefined, { query: { search: 'iphone' } }), 'UnauthenticatedError');
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX}: the next is SavedSearchLimitError, one already saved is still found`, async () => {
    const me = await newMember(t);
    await t.db.query(
      `insert into saved_searches (user_id, name, query, query_key)
       select $1, 'n' || i, '{}', 'k' || i from generate_series(1, ${SAVED_SEARCHES_MAX - 1}) i`,
      [me.id],
    );
    expect((await save(me.auth, { query: { search: 'last one' } })).statusCode).toBe(201);
    const over = await save(me.auth, { query: { search: 'one too many' } });
    expectError(over, 'SavedSearchLimitError');
    expect(over.json().data.max).toBe(SAVED_SEARCHES_MAX);
    expect((await save(me.auth, { query: { search: 'last one' } })).json().existed).toBe(true);
    expect((await list(me.auth)).max).toBe(SAVED_SEARCHES_MAX);
  });
});

describe('managing saved searches', () => {
  it('renames, changes frequency and deletes only the member’s own', async () => {
    const [me, other] = [await newMember(t), await newMember(t)];
    const { _id } = (await save(me.auth, { query: { search: 'sofa' } })).json();
    const patch = (auth: Headers, payload: object, id = _id) =>
      client(t.app)({ method: 'PATCH', url: `${S}/${id}`, headers: auth, payload });
    expect((await patch(me.auth, { name: 'Sofas', frequency: 'daily' })).json()).toMatchObject({
      name: 'Sofas',
      frequency: 'daily',
    });
    expectError(await patch(other.auth, { name: 'mine now' }), 'NotFoundError');
    expectError(await patch(me.auth, {}), 'ValidationError');
    expectError(await patch(me.auth, { name: '' }), 'ValidationError');
    expectError(await patch(me.auth, { name: 'x' }, 'not-an-id'), 'NotFoundError');
    const del = (auth: Headers) => client(t.app)({ method: 'DELETE', url: `${S}/${_id}`, headers: auth });
    expectError(await del(other.auth), 'NotFoundError');
    expect((await del(me.auth)).json()).toEqual({ ok: true });
    expectError(await del(me.auth), 'NotFoundError');
    expect((await list(me.auth)).items).toEqual([]);
  });
});

describe('the digest’s unsubscribe link', () => {
  const off = (token: string) =>
    client(t.app)({ method: 'POST', url: `${S}/unsubscribe`, payload: { token } });

  it('turns the search off signed out; a forged, foreign or session token is InvalidTokenError', async () => {
    const me = await newMember(t);
    const { _id } = (await save(me.auth, { query: { search: 'camera' }, name: 'Cameras' })).json();
    const token = await unsubscribeToken(TEST_JWT_SECRET, _id);
    expect((await off(token)).json()).toEqual({ name: 'Cameras', frequency: 'off' });
    expect((await list(me.auth)).items[0].frequency).toBe('off');
    expect((await off(token)).statusCode).toBe(200);
    expectError(
      await off(await unsubscribeToken('another-secret-another-secret-0123', _id)),
      'InvalidTokenError',
    );
    expectError(await off(`${token.slice(0, -4)}AAAA`), 'InvalidTokenError');
    expectError(await off(await tokenFor(me.id)), 'InvalidTokenError');
    await client(t.app)({ method: 'DELETE', url: `${S}/${_id}`, headers: me.auth });
    expectError(await off(token), 'NotFoundError');
  });
});
