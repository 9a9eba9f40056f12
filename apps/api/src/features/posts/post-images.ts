// Ad photos: every file is decoded and re-encoded before anything is written, then written
// under generated keys; a failure part-way removes what was written (no orphan files).
import crypto from 'node:crypto';
import { MESSAGES, POST_IMAGES_MAX, POST_IMAGES_MIN } from '@souqna/contracts';
import { AppError } from '../../lib/app-error.ts';
import { type PostRenditions, toPostRenditions } from '../../lib/images.ts';
import { photoHash, telling } from '../../lib/photo-hash.ts';
import type { Storage } from '../../adapters/storage/index.ts';
import type { IncomingFile } from '../../plugins/uploads.ts';

export type StoredImage = {
  thumbnailKey: string;
  cardKey: string;
  fullKey: string;
  width: number;
  height: number;
  /** The thumbnail's difference hash (lib/photo-hash.ts); null when too flat to compare. */
  phash?: bigint | null;
};
const FIELD = 'images';

export function imageFiles(files: IncomingFile[]): IncomingFile[] {
  return files.filter((f) => f.field === FIELD);
}

export function checkImageCount(total: number): void {
  if (total < POST_IMAGES_MIN || total > POST_IMAGES_MAX) {
    const message = total < POST_IMAGES_MIN ? MESSAGES.minImageCount : MESSAGES.maxLimit;
    throw new AppError('ValidationError', { field: FIELD, issues: [{ path: FIELD, message }] });
  }
}

export const imageKeys = (i: StoredImage) => [i.thumbnailKey, i.cardKey, i.fullKey];

export async function removeImageFiles(storage: Storage, images: StoredImage[]): Promise<void> {
  await Promise.all(images.flatMap(imageKeys).map((k) => storage.remove(k).catch(() => {})));
}

/** Where image `id`'s renditions live: one naming rule for uploads, the demo seed and the factories. */
export const imageKeysFor = (id: string) => ({
  thumbnailKey: `posts/${id}-320.webp`,
  cardKey: `posts/${id}-640.webp`,
  fullKey: `posts/${id}-1600.webp`,
});

async function putRenditions(storage: Storage, image: StoredImage, r: PostRenditions): Promise<void> {
  await storage.put(image.thumbnailKey, r.thumbnail);
  await storage.put(image.cardKey, r.card);
  await storage.put(image.fullKey, r.full);
}

export async function storeImages(storage: Storage, files: IncomingFile[]): Promise<StoredImage[]> {
  // One at a time: sharp already uses both cores, and ten 6 MB decodes at once would spike memory.
  const encoded = [];
  for (const f of files) encoded.push(await toPostRenditions(f.buffer, FIELD));
  // The duplicate guard's hashes (docs/decisions/0058), from the small square thumbnail, made while
  // the files are written.
  const hashing = Promise.all(encoded.map((r) => photoHash(r.thumbnail)));
  const stored: StoredImage[] = [];
  try {
    for (const r of encoded) {
      const image = { ...imageKeysFor(crypto.randomUUID()), width: r.width, height: r.height };
      stored.push(image);
      await putRenditions(storage, image, r);
    }
    const hashes = await hashing;
    return stored.map((image, i) => ({ ...image, phash: telling(hashes[i]!) ? hashes[i]! : null }));
  } catch (err) {
    await hashing.catch(() => {});
    await removeImageFiles(storage, stored);
    throw err;
  }
}

/**
 * Renditions made by toPostRenditions stored under `id`: the demo seed names its own ids and keeps
 * its drawings' renditions in a cache (docs/decisions/0036-demo-pictures.md).
 */
export async function storeRenditionsAs(
  storage: Storage,
  r: PostRenditions,
  id: string,
): Promise<StoredImage> {
  const image = { ...imageKeysFor(id), width: r.width, height: r.height };
  await putRenditions(storage, image, r);
  return image;
}
