// A NUL character (\u0000) cannot be stored in PostgreSQL text: wherever it comes in (JSON, a form
// part, the query string or the path), the answer is 400 ValidationError naming the field, never a 500.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createComment, createPost, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, multipart, tokenFor, type TestApp } from './harness.ts';
import { categoryId, jpeg, photo } from './support/posts.ts';

const NUL = '\u0000';
let t: TestApp;
const ids = { member: '', post: '', comment: '', category: '' };
const headers = { member: {}, admin: {} } as Record<'member' | 'admin', Record<string, string>>;

beforeAll(async () => {
  t = await buildTestApp();
  const member = await createUser(t.db);
  const admin = await createAdmin(t.db);
  const post = await createPost(t.db, { userId: member.id });
  ids.member = member.id;
  ids.post = post.id;
  ids.comment = (await createComment(t.db, { postId: post.id, userId: member.id })).id;
  ids.category = await categoryId(t.db, 'mobile-phones');
  headers.member = bearer(await tokenFor(member.id));
  headers.admin = bearer(await tokenFor(admin.id));
});
afterAll(() => t?.close());

async function adForm(over: Record<string, string>) {
  return multipart(
    {
      title: 'ايفون للبيع',
      description: 'وصف الإعلان',
      price: '1200',
      currncy: 'SAR',
      categoryId: ids.category,
      country: 'Saudi Arabia',
      state: 'Riyadh',
      city: 'Riyadh',
      ...over,
    },
    [jpeg(await photo())],
  );
}

type Case = [
  label: string,
  field: string,
  as: 'guest' | 'member' | 'admin',
  request: () => Promise<InjectOptions>,
];
const json = (method: InjectOptions['method'], url: () => string, payload: () => object) => async () => ({
  method,
  url: url(),
  payload: payload(),
});
const get = (url: () => string) => async (): Promise<InjectOptions> => ({ method: 'GET', url: url() });

const CASES: Case[] = [
  [
    'comment body',
    'body',
    'member',
    json(
      'POST',
      () => '/api/comment',
      () => ({ postId: ids.post, body: `hi${NUL}` }),
    ),
  ],
  [
    'comment edit',
    'body',
    'member',
    json(
      'PATCH',
      () => `/api/comment/${ids.comment}`,
      () => ({ body: `x${NUL}y` }),
    ),
  ],
  [
    'fullname',
    'fullname',
    'member',
    json(
      'PATCH',
      () => `/api/users/${ids.member}`,
      () => ({ fullname: `Ali${NUL} Saleh` }),
    ),
  ],
  [
    'username',
    'username',
    'member',
    json(
      'PATCH',
      () => `/api/users/${ids.member}`,
      () => ({ username: `ali${NUL}x` }),
    ),
  ],
  [
    'description',
    'description',
    'member',
    json(
      'PATCH',
      () => `/api/users/${ids.member}`,
      () => ({ description: `About ${NUL}me` }),
    ),
  ],
  [
    'report note',
    'note',
    'member',
    json(
      'POST',
      () => '/api/report',
      () => ({ postId: ids.post, reason: 'spam', note: `bad${NUL}` }),
    ),
  ],
  [
    'post title (form)',
    'title',
    'member',
    async () => ({ method: 'POST', url: '/api/post', ...(await adForm({ title: `Sofa${NUL} set` })) }),
  ],
  [
    'post description (form)',
    'description',
    'member',
    async () => ({ method: 'POST', url: '/api/post', ...(await adForm({ description: `Good ${NUL}sofa` })) }),
  ],
  [
    'post title (edit)',
    'title',
    'member',
    json(
      'PUT',
      () => `/api/post/${ids.post}`,
      () => ({ title: `Sofa${NUL} set` }),
    ),
  ],
  ['admin user search', 'search', 'admin', get(() => `/api/users?search=ali%00`)],
  [
    'settings, nested',
    'terms.0.en_body',
    'admin',
    json(
      'PUT',
      () => '/api/settings',
      () => ({ terms: [{ ar_title: 'ش', en_title: 'T', ar_body: 'ن', en_body: `b${NUL}` }] }),
    ),
  ],
  ['category id in the path', 'id', 'guest', get(() => '/api/category/%00')],
  ['post id in the path', 'id', 'guest', get(() => '/api/post/%00')],
  ['user id in the path', 'id', 'guest', get(() => '/api/users/a%00b')],
  ['listing search', 'search', 'guest', get(() => '/api/post/cursor?search=sofa%00')],
  ['listing city', 'city', 'guest', get(() => '/api/post/cursor?city=%00')],
  ['suggestions', 'q', 'guest', get(() => '/api/post/suggest?q=so%00')],
  [
    'sign-in e-mail',
    'email',
    'guest',
    json(
      'POST',
      () => '/api/auth/login',
      () => ({ email: `a${NUL}@example.com`, password: 'Test-pass1' }),
    ),
  ],
  [
    'sign-up phone',
    'phoneNumber',
    'guest',
    json(
      'POST',
      () => '/api/auth/requestOTPForNewUser',
      () => ({ email: 'new@example.com', phoneNumber: `9665${NUL}` }),
    ),
  ],
];

describe('a NUL character in any text input', () => {
  it.each(CASES)('%s: 400 ValidationError naming %s', async (_label, field, as, request) => {
    const options = await request();
    const res = await client(t.app)({
      ...options,
      headers: { ...(as === 'guest' ? {} : headers[as]), ...(options.headers as Record<string, string>) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ name: 'ValidationError', data: { field } });
  });
});
