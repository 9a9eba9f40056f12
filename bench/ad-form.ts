// POST /api/post as the web app's form sends it: multipart fields and one real JPEG.
import sharp from 'sharp';
import { bearer } from './members.ts';

// The API tests' and e2e's photo (800×600 JPEG): every ad re-encodes it into three renditions.
const photo = sharp({ create: { width: 800, height: 600, channels: 3, background: '#16a085' } })
  .jpeg()
  .toBuffer();

export type Published = { ms: number; postId: string; startedAt: number };

/** Publishes an ad and times the answer; throws unless 201. */
export async function publishAd(
  base: string,
  token: string,
  categoryId: string,
  title: string,
): Promise<Published> {
  const form = new FormData();
  const fields = {
    title,
    description: 'بحالة ممتازة، مع العلبة. Excellent condition, boxed.',
    price: '1200',
    currncy: 'SAR',
    showPrice: 'true',
    categoryId,
    country: 'Saudi Arabia',
    state: 'Riyadh',
    city: 'Riyadh',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('images', new Blob([new Uint8Array(await photo)], { type: 'image/jpeg' }), 'item.jpg');
  const startedAt = performance.now();
  const res = await fetch(`${base}/api/post`, { method: 'POST', headers: bearer(token), body: form });
  const body = await res.text();
  const ms = performance.now() - startedAt;
  if (res.status !== 201) throw new Error(`POST /api/post: ${res.status} ${body}`);
  return { ms, postId: (JSON.parse(body) as { _id: string })._id, startedAt };
}
