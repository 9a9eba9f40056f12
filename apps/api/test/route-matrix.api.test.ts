// Function-level access control for EVERY route of the OpenAPI document
// (docs/product/accounts-and-sign-in.md#access-control): each route must be listed below with who may call it, and a route added without
// an entry fails this test. Object-level access (which member, for whose thing) is the permissions
// table (src/policies/permissions.ts): each of its actions is called below as every party.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../db/factories/index.ts';
import { ACTIONS, can, PERMISSIONS } from '../src/policies/permissions.ts';
import { bearer, buildTestApp, client, expectError, tokenFor, type TestApp } from './harness.ts';
import { member } from './support/payments.ts';
import { PERMISSION_CASES, type Parties } from './support/permission-cases.ts';

type Access = 'public' | 'member' | 'admin' | 'dev';
const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  // Anyone may post; only the provider's signature is accepted (webhooks.api.test.ts).
  'POST /api/webhooks/sandbox': 'public',
  'GET /api/dev/outbox': 'dev',
  'GET /api/countries': 'public',
  'GET /api/settings': 'public',
  'PUT /api/settings': 'admin',
  'GET /api/category/parent': 'public',
  'GET /api/category/children': 'public',
  'GET /api/category/tree': 'public',
  'GET /api/category/cars': 'public',
  'GET /api/category/counts': 'public',
  'GET /api/category/{id}': 'public',
  'POST /api/auth/requestOTPForNewUser': 'public',
  'POST /api/auth/verifyOTPForNewUser': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/createNewOTP': 'public',
  'POST /api/auth/verifyOTP': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'member',
  'GET /api/auth/me': 'member',
  'POST /api/auth/forgotPassword': 'public',
  'POST /api/auth/verifyOTPForResetPassword': 'public',
  'POST /api/auth/resetPassword': 'public',
  'GET /api/users': 'admin',
  'POST /api/users/export/user': 'admin',
  'GET /api/users/{id}': 'public',
  'GET /api/users/{id}/profile': 'public',
  'PATCH /api/users/{id}': 'member',
  'PUT /api/users/{id}': 'member',
  'DELETE /api/users/{id}': 'admin',
  'PATCH /api/users/{id}/ban': 'admin',
  'PATCH /api/users/resetPassword/{id}': 'member',
  'POST /api/users/me/contact-change': 'member',
  'POST /api/users/me/contact-change/verify': 'member',
  'POST /api/users/me/sessions/revoke-all': 'member',
  'GET /api/users/me/export': 'member',
  'POST /api/users/me/delete': 'member',
  'POST /api/post': 'member',
  'GET /api/post/cursor': 'public',
  'GET /api/post/suggest': 'public',
  'GET /api/post/{id}': 'public',
  'GET /api/post/edit/{id}': 'member',
  'PUT /api/post/{id}': 'member',
  'DELETE /api/post/{postId}': 'member',
  // The owner only (another member and admins: UnauthorizedError, posts-sold.api.test.ts).
  'POST /api/post/{id}/sold': 'member',
  'DELETE /api/post/{id}/sold': 'member',
  // The owner only, as an edit (ad-lifecycle.api.test.ts).
  'POST /api/post/{id}/renew': 'member',
  'POST /api/post/{id}/refresh': 'member',
  // The ad page's extras (ad-page.api.test.ts): the statistics are the owner's alone.
  'POST /api/post/{id}/view': 'public',
  'GET /api/post/{id}/stats': 'member',
  'GET /api/post/{id}/similar': 'public',
  'POST /api/favorite': 'member',
  'GET /api/favorite/user/{userId}': 'public',
  'GET /api/favorite/post/{postId}': 'public',
  'POST /api/comment': 'member',
  'GET /api/comment/{id}': 'public',
  'GET /api/comment/post/{postId}': 'public',
  'PATCH /api/comment/{id}': 'member',
  'DELETE /api/comment/{id}': 'member',
  'POST /api/report': 'member',
  'GET /api/report': 'admin',
  'PATCH /api/report/{id}': 'admin',
  'PATCH /api/follwers/{userId}': 'member',
  'PATCH /api/follwers/unfollw/{userId}': 'member',
  'GET /api/follwers/{userId}': 'public',
  'PATCH /api/followers/{userId}': 'member',
  'PATCH /api/followers/unfollow/{userId}': 'member',
  'GET /api/followers/{userId}': 'public',
  'PATCH /api/follwers/unfollow/{userId}': 'member',
  'PATCH /api/followers/unfollw/{userId}': 'member',
  'POST /api/reviews': 'member',
  'POST /api/reviews/{id}/reply': 'member',
  'GET /api/reviews/eligibility/{postId}': 'member',
  'GET /api/users/{userId}/reviews': 'public',
  'GET /api/users/{userId}/rating': 'public',
  'POST /api/blocks/{userId}': 'member',
  'DELETE /api/blocks/{userId}': 'member',
  'GET /api/blocks': 'member',
  'GET /api/saved-searches': 'member',
  'POST /api/saved-searches': 'member',
  'PATCH /api/saved-searches/{id}': 'member',
  'DELETE /api/saved-searches/{id}': 'member',
  // The digest's link: the signed token is the permission (saved-searches.api.test.ts).
  'POST /api/saved-searches/unsubscribe': 'public',
  'POST /api/post/{id}/phone': 'member',
  'GET /api/notifications/user/general': 'member',
  'GET /api/notifications/user/following': 'member',
  'DELETE /api/notifications/user/general/deleteAll': 'member',
  'DELETE /api/notifications/user/following/deleteAll': 'member',
  'DELETE /api/notifications/user/deleteSingle/{id}': 'member',
  'POST /api/notifications/broadcast': 'admin',
  'GET /api/admin/audit': 'admin',
  'POST /api/rooms': 'member',
  'GET /api/rooms': 'member',
  'GET /api/rooms/{roomId}': 'member',
  'POST /api/rooms/deleteRoom/{roomId}': 'member',
  'POST /api/rooms/{roomId}/read': 'member',
  'POST /api/message': 'member',
  'GET /api/message/room/{roomId}': 'member',
  'GET /api/message/{id}': 'member',
  // Notification preferences: the member's own.
  'GET /api/notifications/preferences': 'member',
  'PUT /api/notifications/preferences': 'member',
  'GET /api/push/key': 'public',
  'PUT /api/push/subscription': 'member',
  'DELETE /api/push/subscription': 'member',
  // Support: a member writes, admins read and close (support.api.test.ts).
  'POST /api/support': 'member',
  'GET /api/support': 'admin',
  'PATCH /api/support/{id}': 'admin',
  // Payments: the payer or an admin reads one (another member gets NotFoundError, payments-access.api.test.ts).
  'POST /api/payment': 'member',
  'GET /api/payment/paymentUser/payments': 'member',
  'GET /api/payment/{id}': 'member',
  'GET /api/payment/{id}/receipt': 'member',
  'GET /api/payment/{id}/history': 'member',
  'GET /api/payment': 'admin',
  'POST /api/payment/{id}/refund': 'admin',
};

let t: TestApp;
let routes: string[];
beforeAll(async () => {
  t = await buildTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => t?.close());

const urlOf = (route: string) => route.split(' ')[1]!.replace(/\{[^}]+\}/g, randomUUID());

describe('access to every documented route', () => {
  it('lists every route of the OpenAPI document, and nothing that is gone', () => {
    expect(
      routes.filter((r) => !(r in ACCESS)),
      'routes missing from ACCESS',
    ).toEqual([]);
    expect(
      Object.keys(ACCESS).filter((r) => !routes.includes(r)),
      'stale ACCESS entries',
    ).toEqual([]);
  });

  it('refuses guests on member and admin routes with 401, and members on admin routes with 403', async () => {
    const req = client(t.app);
    const member = await createUser(t.db);
    const memberAuth = bearer(await tokenFor(member.id));
    for (const route of routes) {
      const access = ACCESS[route];
      if (access !== 'member' && access !== 'admin') continue;
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const guest = await req({ method, url: urlOf(route), payload });
      expect(guest.statusCode, `${route} as guest`).toBe(401);
      expect(guest.json().name, `${route} as guest`).toBe('UnauthenticatedError');
      if (access === 'admin') {
        const asMember = await req({ method, url: urlOf(route), payload, headers: memberAuth });
        expectError(asMember, 'UnauthorizedError', `${route} as member`);
      }
    }
  });

  it('never answers a 5xx to a guest or a member calling any route with an empty or junk body', async () => {
    const req = client(t.app);
    const member = await createUser(t.db);
    const memberAuth = bearer(await tokenFor(member.id));
    for (const route of routes) {
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      for (const headers of [{}, memberAuth]) {
        for (const payload of method === 'GET' ? [undefined] : [undefined, {}, { junk: [1, { a: null }] }]) {
          const res = await req({ method, url: urlOf(route), payload, headers });
          expect(res.statusCode, `${route} ${JSON.stringify(payload)}`).toBeLessThan(500);
        }
      }
    }
  });
});

describe('access to things: every action of the permissions table', () => {
  // The owner last: changing their password ends the sessions they had.
  const ORDER = ['other', 'adOwner', 'admin', 'owner'] as const;
  const cases = ACTIONS.flatMap((action) => PERMISSION_CASES[action].map((c) => ({ action, ...c })));

  it.each(cases)('$action through $route: allowed and refused as the table says', async (c) => {
    expect(ACCESS, 'a route of the route matrix').toHaveProperty([c.route]);
    const rule = PERMISSIONS[c.action];
    const [admin, ...members] = await Promise.all([member(t, true), member(t), member(t), member(t)]);
    const parties: Parties = { admin: admin!, owner: members[0]!, adOwner: members[1]!, other: members[2]! };
    const method = c.route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    for (const who of ORDER) {
      const thing = await c.make(t, parties);
      const viewer = parties[who];
      const allowed = can({ id: viewer.id, role: viewer.role, bannedAt: null }, c.action, thing.owned);
      const res = await client(t.app)({
        method,
        url: thing.url,
        payload: thing.payload,
        headers: viewer.auth,
      });
      const context = `${c.route} as ${who}: ${res.body.slice(0, 200)}`;
      if (c.granted) expect(c.granted(res.json()), context).toBe(allowed);
      else if (allowed) expect(res.statusCode, context).toBeLessThan(400);
      else if ('refusal' in rule) {
        expectError(res, rule.refusal.name, context);
        expect(res.json().data, context).toMatchObject('data' in rule.refusal ? rule.refusal.data : {});
      }
    }
  });
});
