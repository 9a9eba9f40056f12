// A few dozen distinct demo photos drawn locally (gradients and shapes, no text), encoded once
// through the same pipeline as uploads and shared by all demo ads; existing files on local disk are
// reused (a bucket is simply written again: seeding runs once per empty database).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Config } from '../../../src/config.ts';
import { imageKeysFor, storeImageAs, type StoredImage } from '../../../src/features/posts/posts.public.ts';
import { openStorage, type Storage } from '../../../src/adapters/storage/index.ts';

const COUNT = 36;
const W = 1200;
const H = 900;

/** A stable uuid-shaped name per image, so re-seeding finds the files it wrote before. */
function stableId(i: number): string {
  const h = crypto.createHash('sha256').update(`souqna-demo-image-${i}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function svg(i: number): string {
  const hue = (i * 47) % 360;
  const c1 = `hsl(${hue},65%,55%)`;
  const c2 = `hsl(${(hue + 60) % 360},70%,35%)`;
  const shapes = Array.from({ length: 4 + (i % 5) }, (_, k) => {
    const x = (i * 131 + k * 211) % W;
    const y = (i * 71 + k * 157) % H;
    const r = 60 + (((i + k) * 37) % 180);
    return k % 2
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="hsla(${(hue + k * 40) % 360},80%,85%,0.45)"/>`
      : `<rect x="${x - r}" y="${y - r / 2}" width="${r * 2}" height="${r}" rx="24" fill="hsla(${(hue + 180) % 360},60%,20%,0.35)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
}

export async function demoImages(
  storage: Storage,
  uploadsDir: string,
  count = COUNT,
): Promise<StoredImage[]> {
  const out: StoredImage[] = [];
  for (let i = 0; i < count; i++) {
    const id = stableId(i);
    const image = { ...imageKeysFor(id), width: W, height: H };
    if (fs.existsSync(path.join(uploadsDir, image.fullKey))) {
      out.push(image);
      continue;
    }
    const jpeg = await sharp(Buffer.from(svg(i)))
      .jpeg({ quality: 85 })
      .toBuffer();
    out.push(await storeImageAs(storage, jpeg, id));
  }
  return out;
}

/** The demo photos in the configured storage: the bucket when S3 is on, else UPLOADS_DIR. */
export async function seedDemoImages(
  config: Pick<Config, 's3' | 'uploadsDir'>,
  count = COUNT,
): Promise<StoredImage[]> {
  const storage = await openStorage(config);
  try {
    return await demoImages(storage, config.uploadsDir, count);
  } finally {
    storage.close?.();
  }
}
