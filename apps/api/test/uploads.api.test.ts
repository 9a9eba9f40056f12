import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, multipart, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
let photo: Buffer;
const MARKER = 'SouqnaSecretSerial12345';
beforeAll(async () => {
  t = await buildTestApp();
  // A real JPEG carrying EXIF that must never be served back.
  photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .jpeg()
    .withExif({ IFD0: { Copyright: MARKER, ImageDescription: 'home at 24.7136N 46.6753E' } })
    .toBuffer();
});
afterAll(() => t?.close());

describe('avatar upload', () => {
  it('multipart avatar → square WebP, EXIF stripped, served inert', async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const req = client(t.app);
    const user = await createUser(t.db);
    const form = multipart({ fullname: 'Photo Owner', username: '' }, [
      { field: 'avatar', filename: '../../etc/passwd.jpg', type: 'image/jpeg', data: photo },
    ]);
    const res = await req({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(await tokenFor(user.id)) },
    });
    expect(res.statusCode).toBe(200);
    const { userData } = res.json();
    expect(userData.fullname).toBe('Photo Owner');
    expect(userData.username).toBe(user.username);
    expect(userData.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}-512\.webp$/);
    const served = await req({ method: 'GET', url: userData.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from(MARKER))).toBe(false);
    const small = await req({ method: 'GET', url: userData.avatar.replace('-512.webp', '-128.webp') });
    expect(small.statusCode).toBe(200);
  });

  it('replacing and removing the avatar deletes the old files', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const headers = bearer(await tokenFor(user.id));
    const upload = () => {
      const form = multipart({}, [{ field: 'avatar', filename: 'a.jpg', type: 'image/jpeg', data: photo }]);
      return req({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        payload: form.payload,
        headers: { ...form.headers, ...headers },
      });
    };
    const first = (await upload()).json().userData.avatar;
    const second = (await upload()).json().userData.avatar;
    expect(second).not.toBe(first);
    expect((await req({ method: 'GET', url: first })).statusCode).toBe(404);
    const removed = await req({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: { removeAvatar: true },
      headers,
    });
    expect(removed.json().userData.avatar).toBeNull();
    expect((await req({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('a text file named .jpg → ValidationError on avatar with validations.fileType', async () => {
    const user = await createUser(t.db);
    const form = multipart({}, [
      {
        field: 'avatar',
        filename: 'cat.jpg',
        type: 'image/jpeg',
        data: Buffer.from('<?php echo "hi"; ?> not an image'),
      },
    ]);
    const res = await client(t.app)({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(await tokenFor(user.id)) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      name: 'ValidationError',
      data: { field: 'avatar', issues: [{ path: 'avatar', message: 'validations.fileType' }] },
    });
  });

  it('a file over 6 MB → 413 ValidationError', async () => {
    const user = await createUser(t.db);
    const big = Buffer.concat([photo, Buffer.alloc(6 * 1024 * 1024 + 10)]);
    const form = multipart({}, [{ field: 'avatar', filename: 'big.jpg', type: 'image/jpeg', data: big }]);
    const res = await client(t.app)({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(await tokenFor(user.id)) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ name: 'ValidationError', data: { field: 'avatar' } });
  });

  it('on local disk the pages load images from their own origin only (no S3 origin in the CSP)', async () => {
    const res = await client(t.app)({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toContain("img-src 'self' data: blob:;");
  });

  it('broken multipart → 400 ValidationError, never 500', async () => {
    const user = await createUser(t.db);
    const res = await client(t.app)({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: '--xyz\r\ncontent-disposition: form-data; name="a"\r\n\r\nunterminated',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', ...bearer(await tokenFor(user.id)) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ name: 'ValidationError', data: { reason: 'multipart' } });
  });
});
