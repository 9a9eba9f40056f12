// With S3_BUCKET set, ad photos and avatars live in the bucket (a real S3-compatible server,
// s3rver, in-process) and nowhere else; their URLs are S3_PUBLIC_URL's and the page CSP allows it.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, multipart, tokenFor, type TestApp } from './harness.ts';
import { jpeg, photo, publishPost } from './support/posts.ts';
import { startS3Server, type S3TestServer } from './support/s3-server.ts';

let s3: S3TestServer;
let t: TestApp;
let publicUrl: string;
beforeAll(async () => {
  s3 = await startS3Server();
  publicUrl = s3.env.S3_PUBLIC_URL!;
  t = await buildTestApp({ env: s3.env });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** The bucket key behind a public URL (and a check that the URL is the bucket's). */
function keyOf(url: string): string {
  expect(url.startsWith(`${publicUrl}/`), url).toBe(true);
  return url.slice(publicUrl.length + 1);
}

async function createPost(userId: string, photos: number) {
  const res = await publishPost(t, userId, { title: 'Camera with two lenses', price: '2100' }, photos);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const localFiles = (dir: string) => {
  const full = path.join(t.config.uploadsDir, dir);
  return fs.existsSync(full) ? fs.readdirSync(full) : [];
};

describe('image storage on S3', () => {
  it('a new ad: every rendition is a WebP object in the bucket at S3_PUBLIC_URL, none on disk', async () => {
    const user = await createUser(t.db);
    const post = await createPost(user.id, 2);
    expect(post.images.gallery).toHaveLength(2);
    const urls: string[] = post.images.gallery.flatMap((g: Record<string, string>) => [
      g.thumbnail,
      g.card,
      g.full,
    ]);
    expect(urls).toHaveLength(6);
    expect([post.images.thumbnail, post.images.card, post.images.full]).toEqual(urls.slice(0, 3));
    for (const url of urls) {
      const stored = await s3.object(keyOf(url));
      expect(stored, url).not.toBeNull();
      expect(stored!.contentType).toBe('image/webp');
      expect(stored!.cacheControl).toContain('immutable');
      const meta = await sharp(stored!.body).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(stored!.body.includes(Buffer.from('SouqnaGpsMarker'))).toBe(false);
    }
    expect((await sharp((await s3.object(keyOf(post.images.thumbnail)))!.body).metadata()).width).toBe(320);
    // What a browser does with the answer: fetch the URL as given.
    const served = await fetch(post.images.card);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const read = await client(t.app)({ method: 'GET', url: `/api/post/${post._id}` });
    expect(read.json().images.gallery).toEqual(post.images.gallery);
    expect(localFiles('posts')).toEqual([]);
  });

  it('deleting the ad deletes its objects from the bucket', async () => {
    const user = await createUser(t.db);
    const post = await createPost(user.id, 1);
    const keys = [post.images.thumbnail, post.images.card, post.images.full].map(keyOf);
    for (const key of keys) expect(await s3.exists(key), key).toBe(true);
    const del = await client(t.app)({
      method: 'DELETE',
      url: `/api/post/${post._id}`,
      headers: bearer(await tokenFor(user.id)),
    });
    expect(del.json()).toEqual({ ok: true });
    for (const key of keys) expect(await s3.exists(key), key).toBe(false);
  });

  it('avatars go to the bucket too, and replacing one deletes both old sizes', async () => {
    const user = await createUser(t.db);
    const headers = bearer(await tokenFor(user.id));
    const upload = async () => {
      const form = multipart({}, [jpeg(await photo(), 'avatar')]);
      const res = await client(t.app)({
        method: 'PATCH',
        url: `/api/users/${user.id}`,
        payload: form.payload,
        headers: { ...form.headers, ...headers },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().userData.avatar as string;
    };
    const first = keyOf(await upload());
    expect(first).toMatch(/^avatars\/[0-9a-f-]{36}-512\.webp$/);
    const small = first.replace('-512.webp', '-128.webp');
    expect((await s3.object(first))!.contentType).toBe('image/webp');
    expect(await s3.exists(small)).toBe(true);
    const second = keyOf(await upload());
    expect(second).not.toBe(first);
    expect(await s3.exists(first)).toBe(false);
    expect(await s3.exists(small)).toBe(false);
    expect(await s3.exists(second)).toBe(true);
    expect(localFiles('avatars')).toEqual([]);
  });

  it("the pages' Content-Security-Policy lets images load from the S3_PUBLIC_URL origin", async () => {
    const res = await client(t.app)({ method: 'GET', url: '/api/health' });
    const imgSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('img-src'));
    // The origin, not the bucket path: CSP source paths would also have to match every key.
    expect(imgSrc?.trim()).toBe(`img-src 'self' data: blob: ${new URL(publicUrl).origin}`);
  });
});
