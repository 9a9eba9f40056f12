import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CategoryDetailSchema,
  CategoryTreeSchema,
  CountryListSchema,
  endpoints,
  SettingsAnswerSchema,
  type Endpoint,
} from '@souqna/contracts';
import { createAdmin, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, expectError, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('health and docs', () => {
  it('GET /api/health checks the database', async () => {
    const res = await client(t.app)({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', driver: t.db.driver });
  });

  it('serves an OpenAPI 3.1 document and the docs UI', async () => {
    const req = client(t.app);
    const doc = await req({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toBe('3.1.0');
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/users/{id}', '/api/countries']),
    );
    expect((await req({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
  });

  it('documents exactly the routes of the endpoint table, each with its success status', async () => {
    type Doc = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    const doc = (await client(t.app)({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
    const documented = new Map(
      Object.entries(doc.paths)
        // Third parties call webhooks in a raw-body scope of their own (plugins/webhook-scope.ts).
        .filter(([path]) => !path.startsWith('/api/webhooks/'))
        .flatMap(([path, ops]) =>
          Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op.responses]),
        ),
    );
    const table = Object.entries(endpoints as Record<string, Endpoint>).flatMap(([name, e]) =>
      [e.path, ...(e.aliases ?? [])].map((path) => ({
        name,
        status: e.answer ? String(e.status) : null,
        route: `${e.method} ${path.replace(/:(\w+)/g, '{$1}')}`,
      })),
    );
    expect([...documented.keys()].sort()).toEqual(table.map((r) => r.route).sort());
    for (const { name, status, route } of table)
      if (status) expect(Object.keys(documented.get(route) ?? {}), name).toContain(status);
  });

  it('sets security headers', async () => {
    const res = await client(t.app)({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    // No inline script anywhere but in pages that name their own (docs/decisions/0050).
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});

describe('errors', () => {
  it('unknown /api route → 404 NotFoundError in the one error shape, Arabic by default', async () => {
    const res = await client(t.app)({ method: 'GET', url: '/api/does-not-exist' });
    expectError(res, 'NotFoundError');
    const body = res.json();
    expect(body).toMatchObject({ name: 'NotFoundError', data: {} });
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers in English with x-locale or Accept-Language', async () => {
    const req = client(t.app);
    const a = await req({ method: 'GET', url: '/api/nope', headers: { 'x-locale': 'en' } });
    expect(a.json().message).toBe('Not found');
    const b = await req({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(b.json().message).toBe('Not found');
  });

  it('malformed JSON → 400 ValidationError, not 500', async () => {
    const res = await client(t.app)({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().name).toBe('ValidationError');
  });

  it('empty JSON body → MissingRequestBodyError', async () => {
    const res = await client(t.app)({
      method: 'POST',
      url: '/api/auth/login',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().name).toBe('MissingRequestBodyError');
  });

  it('wrong types → ValidationError naming the first field and the message keys', async () => {
    const res = await client(t.app)({
      method: 'POST',
      url: '/api/auth/requestOTPForNewUser',
      payload: { email: 'not-an-email', phoneNumber: 42 },
    });
    expectError(res, 'ValidationError');
    const { name, data } = res.json();
    expect(name).toBe('ValidationError');
    expect(data.field).toBe('email');
    expect(data.issues).toEqual(
      expect.arrayContaining([{ path: 'email', message: 'validations.emailConfirmation' }]),
    );
  });

  it('oversize JSON body → 413 ValidationError', async () => {
    const res = await client(t.app)({
      method: 'POST',
      url: '/api/auth/login',
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().name).toBe('ValidationError');
  });

  it('unsupported content type → 400 ValidationError', async () => {
    const res = await client(t.app)({
      method: 'POST',
      url: '/api/auth/login',
      payload: '<x/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().name).toBe('ValidationError');
  });
});

describe('categories', () => {
  it('parents, children and detail with breadcrumbs', async () => {
    const req = client(t.app);
    const parents = (await req({ method: 'GET', url: '/api/category/parent' })).json();
    expect(parents).toHaveLength(10);
    const vehicles = parents.find((p: { slug: string }) => p.slug === 'vehicles');
    expect(vehicles).toMatchObject({ en_categoryName: 'Vehicles', isVehicles: true, parentId: null });
    const children = (
      await req({ method: 'GET', url: `/api/category/children?parentId=${vehicles.id}` })
    ).json();
    const cars = children.find((c: { slug: string }) => c.slug === 'cars-for-sale');
    expect(cars).toMatchObject({ hasCarModels: true, parentId: vehicles.id });
    const detail = await req({ method: 'GET', url: `/api/category/${cars.id}` });
    const parsed = CategoryDetailSchema.parse(detail.json());
    expect(parsed.parent?.id).toBe(vehicles.id);
    expect((await req({ method: 'GET', url: '/api/category/cars-for-sale' })).json().id).toBe(cars.id);
  });

  it('the whole tree in one call: each parent as its detail answers it, in the parents order', async () => {
    const req = client(t.app);
    const res = await req({ method: 'GET', url: '/api/category/tree' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const tree = CategoryTreeSchema.parse(res.json());
    const parents = (await req({ method: 'GET', url: '/api/category/parent' })).json();
    expect(tree.map((p) => p.id)).toEqual(parents.map((p: { id: string }) => p.id));
    for (const parent of tree)
      expect(parent).toEqual((await req({ method: 'GET', url: `/api/category/${parent.id}` })).json());
    expect(tree.find((p) => p.slug === 'vehicles')?.children.map((c) => c.slug)).toContain('cars-for-sale');
  });

  it('unknown category → 404', async () => {
    const res = await client(t.app)({
      method: 'GET',
      url: '/api/category/00000000-0000-4000-8000-000000000000',
    });
    expectError(res, 'NotFoundError');
  });

  it('car makes with bilingual models', async () => {
    const makes = (await client(t.app)({ method: 'GET', url: '/api/category/cars' })).json();
    expect(makes.length).toBe(52);
    const toyota = makes.find((m: { slug: string }) => m.slug === 'toyota');
    expect(toyota.ar).toBe('تويوتا');
    expect(toyota.models).toEqual(
      expect.arrayContaining([{ slug: 'toyota-camry', en: 'Camry', ar: 'كامري' }]),
    );
  });
});

describe('countries', () => {
  it('SA then AE, regions in order, parallel city arrays', async () => {
    const res = await client(t.app)({ method: 'GET', url: '/api/countries' });
    const countries = CountryListSchema.parse(res.json());
    expect(countries.map((c) => c.code)).toEqual(['SA', 'AE']);
    expect(countries[0]!.states).toHaveLength(13);
    expect(countries[1]!.states).toHaveLength(7);
    expect(countries[0]!.states[0]).toMatchObject({ en_state: 'Riyadh', ar_state: 'الرياض' });
    for (const c of countries) for (const s of c.states) expect(s.en_cities.length).toBe(s.ar_cities.length);
    expect(countries.flatMap((c) => c.states.flatMap((s) => s.en_cities))).toHaveLength(258);
  });
});

describe('settings', () => {
  it('GET returns only the fields asked for', async () => {
    const res = await client(t.app)({
      method: 'GET',
      url: '/api/settings?fields=commissionValue,commissionQuestions',
    });
    expect(res.statusCode).toBe(200);
    const body = SettingsAnswerSchema.parse(res.json());
    expect(Object.keys(res.json()).sort()).toEqual(['commissionQuestions', 'commissionValue']);
    expect(body.commissionValue).toBe(1);
    expect(body.commissionQuestions![0]!.ar_question).toMatch(/[\u0600-\u06FF]/);
  });

  it('terms and support fields are bilingual', async () => {
    const req = client(t.app);
    const terms = (await req({ method: 'GET', url: '/api/settings?fields=terms' })).json().terms;
    expect(terms.length).toBeGreaterThan(0);
    expect(terms[0]).toHaveProperty('en_title');
    const support = (
      await req({ method: 'GET', url: '/api/settings?fields=email,phoneNumber,supportQuestions' })
    ).json();
    expect(Object.keys(support).sort()).toEqual(['email', 'phoneNumber', 'supportQuestions']);
  });

  it('unknown field → ValidationError', async () => {
    const res = await client(t.app)({ method: 'GET', url: '/api/settings?fields=email,secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json().name).toBe('ValidationError');
  });

  it('PUT is admin only: guest 401, user 403, admin 200', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const admin = await createAdmin(t.db);
    const body = { email: 'help@souqna.dev' };
    expectError(await req({ method: 'PUT', url: '/api/settings', payload: body }), 'UnauthenticatedError');
    expect(
      (
        await req({
          method: 'PUT',
          url: '/api/settings',
          payload: body,
          headers: bearer(await tokenFor(user.id)),
        })
      ).statusCode,
    ).toBe(403);
    const ok = await req({
      method: 'PUT',
      url: '/api/settings',
      payload: body,
      headers: bearer(await tokenFor(admin.id)),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe('help@souqna.dev');
    expect((await req({ method: 'GET', url: '/api/settings?fields=email' })).json()).toEqual({
      email: 'help@souqna.dev',
    });
    await req({
      method: 'PUT',
      url: '/api/settings',
      payload: { email: 'support@souqna.dev' },
      headers: bearer(await tokenFor(admin.id)),
    });
  });
});
