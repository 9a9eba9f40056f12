// The S3 storage against a real S3-compatible server (s3rver, in-process), configured as an
// operator would: through the S3_* variables.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../../test/support/s3-server.ts';
import { loadConfig, type S3Config } from '../../config.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

let s3: S3TestServer;
let settings: S3Config;
let storage: Storage;
beforeAll(async () => {
  s3 = await startS3Server();
  const config = loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/souqna-s3-test', ...s3.env });
  settings = config.s3!;
  storage = s3Storage(settings);
});
afterAll(async () => {
  storage?.close?.();
  await s3?.close();
});

const newKey = () => `posts/${crypto.randomUUID()}-640.webp`;
const bytes = (text: string) => Buffer.from(text);

describe('s3Storage', () => {
  it('puts a WebP object with a long immutable cache lifetime, readable at its public URL', async () => {
    const key = newKey();
    await storage.put(key, bytes('webp bytes'));
    const stored = await s3.object(key);
    expect(stored).toEqual({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
      body: bytes('webp bytes'),
    });
    const url = storage.url(key);
    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/${key}`);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes('webp bytes'));
  });

  it('keyOf inverts url and refuses anything that is not one of our keys in this bucket', () => {
    const key = newKey();
    expect(storage.keyOf(storage.url(key))).toBe(key);
    const base = settings.publicUrl;
    for (const url of [
      `/uploads/${key}`, // a local-disk URL from before S3 was turned on
      `https://elsewhere.example/${key}`,
      `${base}-other/${key}`, // a sibling bucket sharing the prefix
      `${base}/../${key}`,
      `${base}/posts/evil.webp`,
      `${base}/${key}?x=1`,
      base,
    ]) {
      expect(storage.keyOf(url), url).toBeNull();
    }
  });

  it('refuses unsafe keys before anything reaches the bucket', async () => {
    for (const key of ['../escape.webp', 'posts/not-a-uuid.webp', `posts/${crypto.randomUUID()}.png`, '']) {
      await expect(storage.put(key, bytes('x')), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/unsafe storage key/);
    }
  });

  it('removes an object; removing a missing one is fine', async () => {
    const key = newKey();
    await storage.put(key, bytes('gone soon'));
    expect(await s3.exists(key)).toBe(true);
    await storage.remove(key);
    expect(await s3.exists(key)).toBe(false);
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('reports a refused write (unknown key id, missing bucket) instead of pretending it stored', async () => {
    for (const wrong of [{ accessKeyId: 'someone-else' }, { bucket: 'no-such-bucket' }]) {
      const other = s3Storage({ ...settings, ...wrong });
      const key = newKey();
      try {
        await expect(other.put(key, bytes('x')), JSON.stringify(wrong)).rejects.toThrow();
      } finally {
        other.close?.();
      }
      expect(await s3.exists(key)).toBe(false);
    }
  });
});
