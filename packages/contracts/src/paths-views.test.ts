import { describe, expect, it } from 'vitest';
import { pathOf } from './endpoints-path.ts';
import { viewsEndpoints } from './endpoints-views.ts';
import { postViewPath } from './paths-views.ts';

describe('the view beacon address', () => {
  it("is the endpoint row's own, an id encoded alike", () => {
    for (const id of ['4b46edc5-cb8b-4241-9d9d-795ba98fac5e', 'a/b?c'])
      expect(postViewPath(id)).toBe(pathOf(viewsEndpoints.countPostView, { params: { id } }));
  });
});
