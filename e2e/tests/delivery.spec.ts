import { expect, test } from '@playwright/test';

// Static assets are sent compressed at build time (docs/decisions/0029-precompressed-assets.md):
// brotli when the browser takes it, else gzip, else as they are; always cached for a year.
test('the runtime script comes as brotli, gzip or plain, as the browser accepts, cached immutably', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  // React, React DOM and React Router's client: the largest script, in every page (vite.config.ts).
  const url = html.match(/"(\/assets\/runtime-[^"]+\.js)"/)?.[1];
  expect(url).toBeTruthy();
  const sizes: Record<string, number> = {};
  for (const [accept, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const res = await request.get(url!, { headers: { 'accept-encoding': accept } });
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['content-encoding'], accept).toBe(encoding);
    expect(headers['content-type']).toMatch(/javascript/);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    if (encoding) expect(headers['vary']?.toLowerCase()).toContain('accept-encoding');
    sizes[accept] = Number(headers['content-length']);
    // The body is the same script whichever way it came.
    expect((await res.body()).toString()).toContain('import');
  }
  expect(sizes['gzip, deflate, br']).toBeLessThan(sizes['gzip']!);
  expect(sizes['gzip']).toBeLessThan(sizes['identity']!);
});

test('canonical, hreflang and OpenGraph addresses are absolute, as Lighthouse and crawlers need', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/en/help')).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/en/help"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="ar" href="${baseURL}/help"/>`);
  expect(html).toContain(`<meta property="og:url" content="${baseURL}/en/help"/>`);
});

// docs/deploy.md#public-address: the links name the configured site, whatever Host a request
// forges, and the guest page cache (which keeps a page for everyone) never holds another host.
test('a forged Host header never reaches the links, not even through the page cache', async ({
  request,
  baseURL,
}) => {
  for (let i = 0; i < 3; i++) {
    const forged = await (
      await request.get('/en/policies/terms', { headers: { host: 'evil.example' } })
    ).text();
    expect(forged).not.toContain('evil.example');
    expect(forged).toContain(`<link rel="canonical" href="${baseURL}/en/policies/terms"/>`);
  }
  const honest = await (await request.get('/en/policies/terms')).text();
  expect(honest).not.toContain('evil.example');
});
