import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, paramNames, pathOf, type Endpoint } from './endpoints.ts';

const all = Object.entries(endpoints) as [string, Endpoint][];
const pathsOf = (e: Endpoint) => [e.path, ...(e.aliases ?? [])];

describe('the endpoint table', () => {
  it.each(all)("%s: every ':name' of its paths is a key of its params schema, and nothing else", (_, e) => {
    const keys = e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : [];
    if (e.params) expect(e.params, 'params must be an object schema').toBeInstanceOf(z.ZodObject);
    for (const path of pathsOf(e)) expect(paramNames(path).sort(), path).toEqual(keys);
  });

  it('names each method and path once, all under /api', () => {
    const routes = all.flatMap(([, e]) => pathsOf(e).map((p) => `${e.method} ${p}`));
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
    expect(routes.filter((r) => !/^[A-Z]+ \/api(\/|$)/.test(r))).toEqual([]);
  });

  it('gives every JSON endpoint an answer schema, and only writes a body', () => {
    for (const [name, e] of all) {
      expect(Boolean(e.answer) || Boolean(e.produces), name).toBe(true);
      if (e.method === 'GET' || e.method === 'DELETE') expect(e.body, name).toBeUndefined();
    }
  });

  it('defaults the status to 200 and keeps 201 for creations', () => {
    expect(endpoints.getPost.status).toBe(200);
    expect(endpoints.createPost.status).toBe(201);
  });
});

describe('pathOf', () => {
  it('fills the parameters, encoded, so a value can never reach another route', () => {
    expect(pathOf(endpoints.getPost, { params: { id: 'abc' } })).toBe('/api/post/abc');
    expect(pathOf(endpoints.getPost, { params: { id: '../auth/me?x=1#y' } })).toBe(
      '/api/post/..%2Fauth%2Fme%3Fx%3D1%23y',
    );
    expect(pathOf(endpoints.getCategory, { params: { id: 'سيارات' } })).toBe(
      `/api/category/${encodeURIComponent('سيارات')}`,
    );
  });

  it('uses the first spelling of an endpoint with aliases', () => {
    expect(pathOf(endpoints.unfollow, { params: { userId: 'u1' } })).toBe('/api/follwers/unfollw/u1');
  });

  it('builds the query string, leaving out null and undefined, Dates as ISO 8601', () => {
    expect(pathOf(endpoints.suggestPosts, { query: { q: 'كامري & co' } })).toBe(
      `/api/post/suggest?q=${new URLSearchParams({ q: 'كامري & co' }).toString().slice(2)}`,
    );
    expect(
      pathOf(endpoints.userFavorites, { params: { userId: 'u 1' }, query: { cursor: undefined, limit: 5 } }),
    ).toBe('/api/favorite/user/u%201?limit=5');
    const day = new Date('2026-01-02T03:04:05.000Z');
    expect(pathOf(endpoints.listUsers, { query: { dateFrom: day } })).toBe(
      '/api/users?dateFrom=2026-01-02T03%3A04%3A05.000Z',
    );
  });

  it('takes a ready URLSearchParams as it is, and leaves out an empty query', () => {
    const query = new URLSearchParams([
      ['search', 'a b'],
      ['sort', 'newest'],
    ]);
    expect(pathOf(endpoints.listPosts, { query })).toBe('/api/post/cursor?search=a+b&sort=newest');
    expect(pathOf(endpoints.listPosts, { query: new URLSearchParams() })).toBe('/api/post/cursor');
    expect(pathOf(endpoints.me)).toBe('/api/auth/me');
  });

  it('throws on a missing parameter instead of calling the wrong route', () => {
    expect(() => pathOf(endpoints.getPost, { params: { id: '' } })).toThrow(/'id' is missing/);
    // The types refuse it first: parameters are required where the path has them, and typed.
    // @ts-expect-error no params for a path with ':id'
    expect(() => pathOf(endpoints.getPost)).toThrow();
    // @ts-expect-error 'postId' is not this endpoint's parameter
    expect(() => pathOf(endpoints.getPost, { params: { postId: 'x' } })).toThrow();
  });
});
