import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressed } from './web-compress.ts';

const page = () =>
  new Response('<html>' + 'سوقنا '.repeat(500) + '</html>', { headers: { 'content-type': 'text/html' } });

describe('page compression', () => {
  it('gzips HTML for a browser that accepts it, and the bytes round-trip', async () => {
    const res = compressed(page(), 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(gunzipSync(bytes).toString()).toBe(await page().text());
    expect(bytes.length).toBeLessThan(Buffer.byteLength(await page().text()) / 5);
  });

  it('leaves the answer alone without gzip in Accept-Encoding, or for images', async () => {
    expect(compressed(page(), undefined).headers.get('content-encoding')).toBeNull();
    expect(compressed(page(), 'identity').headers.get('content-encoding')).toBeNull();
    const png = new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/png' } });
    expect(compressed(png, 'gzip').headers.get('content-encoding')).toBeNull();
  });
});
