// Details by category (docs/decisions/0039-details-by-category.md): what a form may send, what an
// ad keeps, how an edit changes it, and the listing's range and choice filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, expectError, multipart, tokenFor, type TestApp } from './harness.ts';
import { categoryId, jpeg, photo } from './support/posts.ts';

let t: TestApp;
let cars: string;
let phones: string;
beforeAll(async () => {
  t = await buildTestApp();
  [cars, phones] = (await Promise.all(
    ['cars-for-sale', 'mobile-phones'].map((s) => categoryId(t.db, s)),
  )) as [string, string];
});
afterAll(() => t?.close());

const carFields = (over: Record<string, string> = {}) => ({
  title: 'تويوتا لاندكروزر 2019 فل كامل',
  price: '185000',
  currncy: 'SAR',
  categoryId: cars,
  country: 'Saudi Arabia',
  state: 'Riyadh',
  city: 'Riyadh',
  year: '٢٠١٩',
  mileage: '85,000',
  transmission: 'automatic',
  fuel: 'petrol',
  bodyType: 'suv',
  condition: 'used',
  ...over,
});
async function post(userId: string, fields: Record<string, string>) {
  const form = multipart(fields, [jpeg(await photo())]);
  return client(t.app)({
    method: 'POST',
    url: '/api/post',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(await tokenFor(userId)) },
  });
}
async function list(query: Record<string, string>) {
  const res = await client(t.app)({ method: 'GET', url: `/api/post/cursor?${new URLSearchParams(query)}` });
  return res;
}
const ids = async (query: Record<string, string>) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { _id: string }[] }).items.map((i) => i._id).sort();
};

describe('posting details', () => {
  it('keeps the details the category has (Arabic-Indic digits, separators) and drops the others', async () => {
    const user = await createUser(t.db);
    const res = await post(user.id, carFields({ rooms: '3', storage: '256' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().attributes).toEqual({
      year: 2019,
      mileage: 85000,
      transmission: 'automatic',
      fuel: 'petrol',
      bodyType: 'suv',
      condition: 'used',
    });
    const [card] = (await list({ userId: user.id })).json().items;
    expect(card.attributes).toMatchObject({ year: 2019, mileage: 85000 });
  });

  it.each([
    ['year', '1900'],
    ['year', String(new Date().getUTCFullYear() + 2)],
    ['mileage', '-5'],
    ['mileage', 'كثير'],
    ['transmission', 'rocket'],
  ])('refuses %s = %s with a ValidationError on that field', async (field, value) => {
    const user = await createUser(t.db);
    const res = await post(user.id, carFields({ [field]: value }));
    expectError(res, 'ValidationError');
    expect(res.json().data.field).toBe(field);
  });

  it('offers brands and storage sizes per category: a Nintendo phone or 100 GB is refused', async () => {
    const user = await createUser(t.db);
    const phone = { ...carFields(), categoryId: phones, title: 'ايفون 15 برو 256 جيجا', price: '3500' };
    const nintendo = await post(user.id, { ...phone, brand: 'nintendo' });
    expectError(nintendo, 'ValidationError');
    expect(nintendo.json().data.field).toBe('brand');
    expect((await post(user.id, { ...phone, storage: '100' })).json().data.field).toBe('storage');
    const ok = await post(user.id, { ...phone, brand: 'apple', storage: '256', condition: 'like_new' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().attributes).toEqual({ brand: 'apple', storage: 256, condition: 'like_new' });
  });

  it('an edit changes one detail, a blank clears it, and a new category drops what it lacks', async () => {
    const user = await createUser(t.db);
    const made = (await post(user.id, carFields())).json();
    const put = async (payload: object) => {
      const res = await client(t.app)({
        method: 'PUT',
        url: `/api/post/${made._id}`,
        headers: bearer(await tokenFor(user.id)),
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().attributes;
    };
    expect(await put({ mileage: '90000', fuel: '' })).toEqual({
      year: 2019,
      mileage: 90000,
      transmission: 'automatic',
      bodyType: 'suv',
      condition: 'used',
    });
    expect(await put({ categoryId: phones })).toEqual({ condition: 'used' });
    const edit = await client(t.app)({
      method: 'GET',
      url: `/api/post/edit/${made._id}`,
      headers: bearer(await tokenFor(user.id)),
    });
    expect(edit.json().attributes).toEqual({ condition: 'used' });
  });
});

describe('filtering by details', () => {
  it('ranges take either end, choices take several values; ads without the detail are left out', async () => {
    const user = await createUser(t.db);
    const car = (year: number, mileage: number, transmission: 'automatic' | 'manual') =>
      createPost(t.db, {
        userId: user.id,
        category: 'cars-for-sale',
        attributes: { year, mileage, transmission },
      });
    const [old, mid, recent] = [
      await car(2012, 240000, 'manual'),
      await car(2018, 95000, 'automatic'),
      await car(2023, 12000, 'automatic'),
    ];
    const phone = await createPost(t.db, { userId: user.id, attributes: { condition: 'new' } });
    const u = { userId: user.id };
    expect(await ids({ ...u, year: '2015-' })).toEqual([mid.id, recent.id].sort());
    expect(await ids({ ...u, year: '٢٠١٥-٢٠٢٠', mileage: '-100,000' })).toEqual([mid.id]);
    expect(await ids({ ...u, transmission: 'manual' })).toEqual([old.id]);
    expect(await ids({ ...u, condition: 'new,like_new' })).toEqual([phone.id]);
    // The key repeated, as OpenAPI's form style writes an array.
    const repeated = await list({ userId: user.id, transmission: 'manual' });
    const both = await client(t.app)({
      method: 'GET',
      url: `/api/post/cursor?userId=${user.id}&transmission=manual&transmission=automatic`,
    });
    expect(both.json().items).toHaveLength(3);
    expect(repeated.json().items).toHaveLength(1);
    expect(await ids({ ...u, transmission: 'manual,automatic', mileage: '100000-' })).toEqual([old.id]);
  });

  it('across every seller, details are found by the category walk and, short of a page, among all matches', async () => {
    const user = await createUser(t.db);
    const car = (year: number, mileage: number) =>
      createPost(t.db, { userId: user.id, category: 'cars-for-sale', attributes: { year, mileage } });
    // Model years no other test uses, so the shared database's other cars stay out.
    const [a, b] = [await car(1951, 300), await car(1952, 90000)];
    expect(await ids({ categoryId: 'cars-for-sale', year: '1951-1952' })).toEqual([a.id, b.id].sort());
    expect(await ids({ categoryId: 'vehicles', year: '1951-1952', mileage: '-500' })).toEqual([a.id]);
    expect(await ids({ year: '1952-1952', sort: 'price_asc' })).toEqual([b.id]);
  });

  it('homes by area and rooms, rentals by period', async () => {
    const user = await createUser(t.db);
    const flat = (area: number, rooms: number, rentPeriod: 'monthly' | 'yearly') =>
      createPost(t.db, {
        userId: user.id,
        category: 'apartments-for-rent',
        attributes: { area, rooms, rentPeriod },
      });
    const [small, big] = [await flat(80, 1, 'monthly'), await flat(220, 4, 'yearly')];
    expect(await ids({ userId: user.id, area: '150-', rooms: '3-' })).toEqual([big.id]);
    expect(await ids({ userId: user.id, rentPeriod: 'monthly' })).toEqual([small.id]);
  });

  it('refuses a malformed range or an unknown choice with a ValidationError', async () => {
    expectError(await list({ year: 'new' }), 'ValidationError');
    expectError(await list({ fuel: 'rocket' }), 'ValidationError');
  });

  it('a choice is found by search in both languages', async () => {
    const user = await createUser(t.db);
    const auto = await createPost(t.db, {
      userId: user.id,
      category: 'cars-for-sale',
      title: 'Family car',
      attributes: { transmission: 'automatic', fuel: 'hybrid' },
    });
    await createPost(t.db, {
      userId: user.id,
      category: 'cars-for-sale',
      title: 'Family car',
      attributes: { transmission: 'manual' },
    });
    expect(await ids({ userId: user.id, search: 'اوتوماتيك' })).toEqual([auto.id]);
    expect(await ids({ userId: user.id, search: 'hybrid' })).toEqual([auto.id]);
  });
});
