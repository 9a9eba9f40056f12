// Planned pictures drawn, encoded by the upload pipeline and stored, as many at once as the
// machine has cores. A drawing already in the local uploads folder is not drawn again, and the
// renditions of every drawing are kept in a cache outside the data folder (node_modules/.cache),
// so a fresh DATA_DIR (browser tests, db:reset) copies them instead of encoding thousands again.
// docs/decisions/0036-demo-pictures.md
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Storage } from '../../../../src/adapters/storage/index.ts';
import { REPO_ROOT } from '../../../../src/config.ts';
import {
  imageKeysFor,
  storeRenditionsAs,
  type StoredImage,
} from '../../../../src/features/posts/posts.public.ts';
import { type PostRenditions, toPostRenditions } from '../../../../src/lib/images.ts';
import { type PictureSize, pictureSvg } from './picture.ts';
import type { PlannedPicture } from './plan.ts';

export const CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'souqna-demo-pictures');
// Part of every cache key: bump it when the renditions change without the drawings changing.
const RENDITIONS = 'webp-q75-78-82-effort2';
const PARTS = ['thumbnail', 'card', 'full'] as const;

async function fromCache(key: string, size: PictureSize): Promise<PostRenditions | null> {
  const files = PARTS.map((part) => path.join(CACHE_DIR, `${key}.${part}.webp`));
  try {
    const [thumbnail, card, full] = await Promise.all(files.map((f) => fs.promises.readFile(f)));
    return { thumbnail: thumbnail!, card: card!, full: full!, ...size };
  } catch {
    return null;
  }
}

async function toCache(key: string, r: PostRenditions): Promise<void> {
  await fs.promises.mkdir(CACHE_DIR, { recursive: true });
  // Written under a temporary name and renamed: a reader never sees half a file.
  for (const part of PARTS) {
    const file = path.join(CACHE_DIR, `${key}.${part}.webp`);
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(tmp, r[part]);
    await fs.promises.rename(tmp, file);
  }
}

/** The three renditions of one picture, from the cache or drawn and encoded now. */
export async function renditionsOf(picture: PlannedPicture, cache = true): Promise<PostRenditions> {
  const svg = pictureSvg(picture.item, picture.seed, picture.view, picture.size);
  const key = crypto.createHash('sha256').update(`${RENDITIONS}\n${svg}`).digest('hex').slice(0, 32);
  const cached = cache ? await fromCache(key, picture.size) : null;
  if (cached) return cached;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
  const r = await toPostRenditions(jpeg, 'images', { effort: 2 });
  if (cache) await toCache(key, r).catch(() => {}); // a read-only checkout only loses the speed-up
  return r;
}

/** How far the pictures are: `done` of `total` (npm start says it: lib/start-progress.ts). */
export type PictureProgress = (done: number, total: number) => void;

/** Every distinct planned picture stored once; the stored image per picture id. */
export async function storePictures(
  storage: Storage,
  uploadsDir: string,
  pictures: PlannedPicture[],
  progress: PictureProgress = () => {},
): Promise<Map<string, StoredImage>> {
  const unique = [...new Map(pictures.map((p) => [p.id, p])).values()];
  const out = new Map<string, StoredImage>();
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const picture = unique[next++]!;
      const keys = imageKeysFor(picture.id);
      out.set(
        picture.id,
        fs.existsSync(path.join(uploadsDir, keys.fullKey))
          ? { ...keys, ...picture.size }
          : await storeRenditionsAs(storage, await renditionsOf(picture), picture.id),
      );
      progress(out.size, unique.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
  return out;
}
