// Shared bits of the posts/social API tests: ids from the seeded reference data, a real photo, a form.
import sharp from 'sharp';
import type { App } from '../../src/context.ts';
import type { Database } from '../../src/db/client.ts';
import { bearer, client, multipart, tokenFor } from '../harness.ts';

export async function categoryId(db: Database, slug: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('select id from categories where slug = $1', [slug]);
  return row!.id;
}

let photoCache: Promise<Buffer> | undefined;
/** A small real JPEG with EXIF (must never be served back). */
export function photo(): Promise<Buffer> {
  photoCache ??= sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'SouqnaGpsMarker', ImageDescription: '24.7136N 46.6753E' } })
    .toBuffer();
  return photoCache;
}

export type FormFile = { field: string; filename: string; type: string; data: Buffer };
export const jpeg = (data: Buffer, field = 'images'): FormFile => ({
  field,
  filename: 'photo.jpg',
  type: 'image/jpeg',
  data,
});

/** POST /api/post as `userId`: a phone ad in Riyadh with `photos` JPEGs, fields overridable. */
export async function publishPost(
  t: { app: App; db: Database },
  userId: string,
  over: Record<string, string> = {},
  photos = 1,
) {
  const img = await photo();
  const form = multipart(
    {
      title: 'ايفون للبيع',
      description: 'وصف الإعلان',
      price: '1200',
      currncy: 'SAR',
      categoryId: await categoryId(t.db, 'mobile-phones'),
      country: 'Saudi Arabia',
      state: 'Riyadh',
      city: 'Riyadh',
      ...over,
    },
    Array.from({ length: photos }, () => jpeg(img)),
  );
  return client(t.app)({
    method: 'POST',
    url: '/api/post',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(await tokenFor(userId)) },
  });
}
