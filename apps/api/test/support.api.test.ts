// Messages to support (docs/product/admin.md#support): a member writes from /setting/support, admins
// read and close them; guests cannot write, members cannot read others' messages.
import { SUPPORT_MESSAGES_PER_HOUR } from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, expectError, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const letter = {
  subject: 'My ad disappeared',
  message: 'My car ad is not listed any more since this morning.',
};

describe('support messages', () => {
  it('a member writes; an admin reads it with who wrote and closes it; others cannot', async () => {
    const req = client(t.app);
    const member = await createUser(t.db);
    const other = bearer(await tokenFor((await createUser(t.db)).id));
    const admin = bearer(await tokenFor((await createAdmin(t.db)).id));
    const sent = await req({
      method: 'POST',
      url: '/api/support',
      payload: letter,
      headers: bearer(await tokenFor(member.id)),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { _id: id } = sent.json() as { _id: string };
    expect(sent.json()).toEqual({ _id: id, status: 'open' });

    expectError(await req({ method: 'POST', url: '/api/support', payload: letter }), 'UnauthenticatedError');
    expectError(await req({ method: 'GET', url: '/api/support' }), 'UnauthenticatedError');
    expectError(await req({ method: 'GET', url: '/api/support', headers: other }), 'UnauthorizedError');
    const close = { method: 'PATCH' as const, url: `/api/support/${id}`, payload: { status: 'closed' } };
    expectError(await req({ ...close, headers: other }), 'UnauthorizedError');

    const open = (
      await req({ method: 'GET', url: '/api/support?status=open&limit=100', headers: admin })
    ).json();
    const mine = open.items.find((m: { _id: string }) => m._id === id);
    expect(mine).toMatchObject({
      ...letter,
      status: 'open',
      closedAt: null,
      member: { _id: member.id, fullname: member.fullname, email: member.email },
    });
    const closed = await req({ ...close, headers: admin });
    expect(closed.json()).toMatchObject({ _id: id, status: 'closed' });
    expect(closed.json().closedAt).not.toBeNull();
    // Closing is an admin action: it is in the audit log, with the message's subject.
    const audit = (
      await req({ method: 'GET', url: `/api/admin/audit?targetId=${id}`, headers: admin })
    ).json();
    expect(audit.items).toMatchObject([
      { action: 'support.close', targetType: 'support', targetId: id, details: { subject: letter.subject } },
    ]);
    const stillOpen = (
      await req({ method: 'GET', url: '/api/support?status=open&limit=100', headers: admin })
    ).json();
    expect(stillOpen.items.map((m: { _id: string }) => m._id)).not.toContain(id);
    expectError(
      await req({
        method: 'PATCH',
        url: '/api/support/not-an-id',
        payload: { status: 'closed' },
        headers: admin,
      }),
      'NotFoundError',
    );
  });

  it('refuses a too short subject or message, a missing body and a flood', async () => {
    const req = client(t.app);
    const auth = bearer(await tokenFor((await createUser(t.db)).id));
    const bad = await req({
      method: 'POST',
      url: '/api/support',
      payload: { ...letter, subject: 'x' },
      headers: auth,
    });
    expectError(bad, 'ValidationError');
    expect(JSON.stringify(bad.json().data)).toContain('subject');
    expectError(
      await req({
        method: 'POST',
        url: '/api/support',
        payload: { ...letter, message: 'short' },
        headers: auth,
      }),
      'ValidationError',
    );
    expectError(
      await req({ method: 'POST', url: '/api/support', payload: {}, headers: auth }),
      'ValidationError',
    );
    for (let i = 0; i < SUPPORT_MESSAGES_PER_HOUR; i++)
      expect(
        (await req({ method: 'POST', url: '/api/support', payload: letter, headers: auth })).statusCode,
      ).toBe(201);
    expectError(
      await req({ method: 'POST', url: '/api/support', payload: letter, headers: auth }),
      'TooManyRequestsError',
    );
  });
});
