import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scriptHash } from './csp.ts';
import { createPageCache, encodedBody, pickEncoding } from './page-cache.ts';

const guest = (url: string, cookie?: string) => ({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const html = (text: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(text, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });

describe('page cache keys', () => {
  const cache = createPageCache(5);

  it('shares a page among guests by address, saved language, theme, listing layout, UTC offset and country', () => {
    expect(cache.keyOf(guest('/?q=x'))).toBe('light|grid|180||-:all|/?q=x');
    expect(cache.keyOf(guest('/', 'locale=en; theme=dark'))).toBe('dark|grid|180|en|-:all|/');
    expect(cache.keyOf(guest('/', 'listing_view=agenda'))).toBe('light|agenda|180||-:all|/');
    // The reader's offset (decision 0042) and the country it says (0048): Dubai's has pages of its own.
    expect(cache.keyOf(guest('/', 'utc_offset=240'))).toBe('light|grid|240||AE:all|/');
    // Riyadh's dates are the default's, but UTC+3 is Saudi Arabia and no cookie is no country.
    expect(cache.keyOf(guest('/', 'utc_offset=180'))).toBe('light|grid|180||SA:all|/');
    expect(cache.keyOf(guest('/', 'utc_offset=180'))).not.toBe(cache.keyOf(guest('/')));
    // Unknown values fall back to what the page would render with.
    expect(
      cache.keyOf(guest('/', 'locale=fr; theme=neon; listing_view=tiles; utc_offset=9999; country=QA')),
    ).toBe('light|grid|180||-:all|/');
  });

  it('keys on the visitor’s country: the saved choice, the offset, the language region (0048)', () => {
    expect(cache.keyOf(guest('/', 'country=SA'))).toBe('light|grid|180||SA:SA|/');
    expect(cache.keyOf(guest('/', 'country=all; utc_offset=240'))).toBe('light|grid|240||AE:all|/');
    expect(cache.keyOf(guest('/', 'country=SA; utc_offset=240'))).toBe('light|grid|240||SA:SA|/');
    const speaking = (language: string) => ({
      ...guest('/register'),
      headers: { 'accept-language': language },
    });
    expect(cache.keyOf(speaking('ar-SA,ar;q=0.9'))).toBe('light|grid|180||SA:all|/register');
    expect(cache.keyOf(speaking('en-AE'))).toBe('light|grid|180||AE:all|/register');
    expect(cache.keyOf(speaking('en-US'))).toBe(cache.keyOf(guest('/register')));
  });

  it('never shares a page with a signed-in visitor, another cookie, or a form post', () => {
    expect(cache.keyOf(guest('/', 'auth.token=abc'))).toBeNull();
    expect(cache.keyOf(guest('/', 'locale=ar; note=signed-out'))).toBeNull();
    expect(cache.keyOf(guest('/', 'garbage'))).toBeNull();
    expect(cache.keyOf({ method: 'POST', url: '/', headers: {} })).toBeNull();
    expect(cache.keyOf({ method: 'HEAD', url: '/', headers: {} })).toBeNull();
  });

  it('is off at 0 seconds', () => {
    expect(createPageCache(0).keyOf(guest('/'))).toBeNull();
  });
});

describe('page cache', () => {
  it('renders once for concurrent guests and serves the kept page after', async () => {
    const cache = createPageCache(5);
    let renders = 0;
    const render = async () => html(`page ${++renders}`);
    const [a, b] = await Promise.all([cache.get('k', render), cache.get('k', render)]);
    const c = await cache.get('k', render);
    expect(renders).toBe(1);
    expect([a?.hit, b?.hit, c?.hit]).toEqual([false, true, true]);
    expect(c?.page.body.toString()).toBe('page 1');
    cache.clear();
    expect((await cache.get('k', render))?.page.body.toString()).toBe('page 2');
  });

  it('keeps nothing personal, failed or uncacheable', async () => {
    const cache = createPageCache(5);
    const cases = [
      html('x', { 'set-cookie': 'a=b' }),
      html('x', { 'cache-control': 'private' }),
      html('x', { 'cache-control': 'no-store' }),
      html('x', {}, 404),
      new Response('{}', { headers: { 'content-type': 'application/json' } }),
    ];
    for (const response of cases) expect(await cache.get('k', async () => response)).toBeNull();
    let renders = 0;
    await expect(
      cache.get('k', async () => Promise.reject(new Error(`boom ${++renders}`))),
    ).rejects.toThrow();
    expect((await cache.get('k', async () => html('fresh')))?.hit).toBe(false);
  });

  it("names the hashes of a kept page's scripts, not its first answer's nonce (decision 0050)", async () => {
    const cache = createPageCache(5);
    const policy = "default-src 'self';script-src 'self' 'nonce-first+answer';object-src 'none'";
    const page = '<script nonce="first+answer">boot()</script><p>سوقنا</p>';
    const kept = (await cache.get('k', async () => html(page, { 'content-security-policy': policy })))!.page;
    const sent = new Map(kept.headers);
    expect(sent.get('content-security-policy')).toBe(
      `default-src 'self';script-src 'self' '${scriptHash('boot()')}';object-src 'none'`,
    );
    expect(kept.body.toString()).toBe(page);
  });

  it('compresses a kept page once per encoding the browser accepts', async () => {
    const cache = createPageCache(5);
    const text = '<p>سوقنا</p>'.repeat(500);
    const kept = (await cache.get('k', async () => html(text)))!.page;
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
    const br = encodedBody(kept, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(encodedBody(kept, 'gzip')).toString()).toBe(text);
    expect(encodedBody(kept, 'br')).toBe(br);
    expect(br.length).toBeLessThan(kept.body.length / 10);
  });
});
