// Filing and resolving reports through the API, for the moderation tests.
import { expect } from 'vitest';
import { createUser } from '../../db/factories/index.ts';
import { bearer, client, tokenFor, type TestApp } from '../harness.ts';

export const h = async (id: string) => bearer(await tokenFor(id));
export type Target = { postId: string } | { commentId: string } | { userId: string } | { reviewId: string };

/** A new member reports the target; the report's id and its reporter. */
export async function report(t: TestApp, target: Target, reason = 'fraud') {
  const reporter = await createUser(t.db);
  const res = await client(t.app)({
    method: 'POST',
    url: '/api/report',
    payload: { ...target, reason },
    headers: await h(reporter.id),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json()._id as string, reporter };
}

export const queue = async (t: TestApp, adminId: string, query = '') =>
  client(t.app)({ method: 'GET', url: `/api/report${query}`, headers: await h(adminId) });

export const resolve = async (t: TestApp, adminId: string, id: string, payload: object) =>
  client(t.app)({ method: 'PATCH', url: `/api/report/${id}`, payload, headers: await h(adminId) });
