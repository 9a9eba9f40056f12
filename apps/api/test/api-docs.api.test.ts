// The API's own documentation is a map of every route: served outside production, and in
// production only when API_DOCS=true (docs/decisions/0050-csp-nonce-and-retried-sends.md).
import { describe, expect, it } from 'vitest';
import { buildTestApp, client, expectError } from './harness.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';

describe('the docs in production (docs/decisions/0050)', () => {
  const statuses = async (env: Record<string, string>) => {
    const prod = await buildTestApp({ env: { ...PRODUCTION_ENV, ...env } });
    try {
      const req = client(prod.app);
      const docs = await req({ method: 'GET', url: '/api/docs' });
      const doc = await req({ method: 'GET', url: '/api/openapi.json' });
      if (docs.statusCode === 404) expectError(docs, 'NotFoundError');
      return [docs.statusCode, doc.statusCode];
    } finally {
      await prod.close();
    }
  };

  it('are off unless API_DOCS=true: /api/docs and /api/openapi.json answer 404 NotFoundError', async () => {
    expect(await statuses({})).toEqual([404, 404]);
    expect(await statuses({ API_DOCS: 'false' })).toEqual([404, 404]);
  });

  it('are served with API_DOCS=true', async () => {
    expect(await statuses({ API_DOCS: 'true' })).toEqual([200, 200]);
  });
});
