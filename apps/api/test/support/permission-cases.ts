// Each action of the permissions table (src/policies/permissions.ts) as a route to call: a fresh
// thing for every caller (a delete takes it away), its URL and body, and whose it is. Typed by the
// table's actions, so a permission added there does not compile until it has a case here.
import { createComment, createPost, createReview, DEFAULT_TEST_PASSWORD } from '../../db/factories/index.ts';
import type { Action } from '../../src/policies/permissions.ts';
import type { Owned } from '../../src/policies/ownership.ts';
import type { TestApp } from '../harness.ts';
import { pendingPayment, type Member } from './payments.ts';

/** The owner of the thing, the owner of the ad it is on (a comment's), an admin, another member. */
export type Parties = { owner: Member; adOwner: Member; admin: Member; other: Member };
type Thing = { url: string; payload?: Record<string, unknown>; owned: Owned };
export type PermissionCase = {
  /** As in the route matrix: 'METHOD /path'. */
  route: string;
  make(t: TestApp, p: Parties): Promise<Thing>;
  /** For an action without a refusal: whether the answer is the allowed one (else: status < 400). */
  granted?: (body: Record<string, unknown>) => boolean;
};

type At = (id: string) => { url: string; payload?: Record<string, unknown> };
const ad = async (t: TestApp, p: Parties, at: At) => {
  const post = await createPost(t.db, { userId: p.owner.id, currncy: 'SAR' });
  return { ...at(post.id), owned: { ownerId: p.owner.id } };
};
const comment = async (t: TestApp, p: Parties, payload?: Record<string, unknown>) => {
  const post = await createPost(t.db, { userId: p.adOwner.id });
  const c = await createComment(t.db, { postId: post.id, userId: p.owner.id });
  return { url: `/api/comment/${c.id}`, payload, owned: { ownerId: p.owner.id, adOwnerId: p.adOwner.id } };
};
const payment = async (t: TestApp, p: Parties, path: (id: string) => string) => {
  const paid = await pendingPayment(t, p.owner);
  return { url: path(paid._id), owned: { ownerId: p.owner.id } };
};
const profile = (p: Parties, path: (id: string) => string, payload?: Record<string, unknown>) =>
  Promise.resolve({ url: path(p.owner.id), payload, owned: { ownerId: p.owner.id } });

export const PERMISSION_CASES: Record<Action, PermissionCase[]> = {
  'ad.edit': [
    { route: 'GET /api/post/edit/{id}', make: (t, p) => ad(t, p, (id) => ({ url: `/api/post/edit/${id}` })) },
    {
      route: 'PUT /api/post/{id}',
      make: (t, p) => ad(t, p, (id) => ({ url: `/api/post/${id}`, payload: { title: 'Edited' } })),
    },
  ],
  'ad.markSold': [
    {
      route: 'POST /api/post/{id}/sold',
      make: (t, p) => ad(t, p, (id) => ({ url: `/api/post/${id}/sold`, payload: {} })),
    },
    {
      route: 'DELETE /api/post/{id}/sold',
      make: (t, p) => ad(t, p, (id) => ({ url: `/api/post/${id}/sold` })),
    },
  ],
  'ad.seeStats': [
    {
      route: 'GET /api/post/{id}/stats',
      make: (t, p) => ad(t, p, (id) => ({ url: `/api/post/${id}/stats` })),
    },
  ],
  'ad.delete': [
    { route: 'DELETE /api/post/{postId}', make: (t, p) => ad(t, p, (id) => ({ url: `/api/post/${id}` })) },
  ],
  'ad.payCommission': [
    {
      route: 'POST /api/payment',
      make: (t, p) =>
        ad(t, p, (postId) => ({
          url: '/api/payment',
          payload: { type: 'commission', postId, salePrice: '50000', currncy: 'SAR' },
        })),
    },
  ],
  'comment.edit': [{ route: 'PATCH /api/comment/{id}', make: (t, p) => comment(t, p, { body: 'Edited' }) }],
  'comment.delete': [{ route: 'DELETE /api/comment/{id}', make: (t, p) => comment(t, p) }],
  'payment.see': [
    { route: 'GET /api/payment/{id}', make: (t, p) => payment(t, p, (id) => `/api/payment/${id}`) },
    {
      route: 'GET /api/payment/{id}/history',
      make: (t, p) => payment(t, p, (id) => `/api/payment/${id}/history`),
    },
  ],
  'profile.manage': [
    {
      route: 'PATCH /api/users/{id}',
      make: (_t, p) => profile(p, (id) => `/api/users/${id}`, { fullname: 'Renamed' }),
    },
    {
      route: 'PATCH /api/users/resetPassword/{id}',
      make: (_t, p) =>
        profile(p, (id) => `/api/users/resetPassword/${id}`, {
          oldPassword: DEFAULT_TEST_PASSWORD,
          password: 'Next-pass1',
          passwordConfirmation: 'Next-pass1',
        }),
    },
  ],
  'review.reply': [
    {
      route: 'POST /api/reviews/{id}/reply',
      make: async (t, p) => {
        const post = await createPost(t.db, { userId: p.owner.id });
        const r = await createReview(t.db, { sellerId: p.owner.id, authorId: p.adOwner.id, postId: post.id });
        return {
          url: `/api/reviews/${r.id}/reply`,
          payload: { body: 'Thank you' },
          owned: { ownerId: p.owner.id },
        };
      },
    },
  ],
  'profile.seePrivate': [
    {
      route: 'GET /api/users/{id}',
      make: (_t, p) => profile(p, (id) => `/api/users/${id}`),
      granted: (body) => 'email' in body,
    },
  ],
};
