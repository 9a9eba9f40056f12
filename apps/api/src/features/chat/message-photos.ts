// A message's photo (docs/decisions/0022-photo-messages.md): decoded, checked and re-encoded like an
// ad photo (lib/images.ts), then written under fresh keys; the caller removes them if no message
// ends up holding them, so a refused or replayed send leaves no file behind.
import crypto from 'node:crypto';
import { MESSAGE_IMAGE_FIELD, MESSAGES } from '@souqna/contracts';
import type { Storage } from '../../adapters/storage/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { toMessageRenditions } from '../../lib/images.ts';
import type { IncomingFile } from '../../plugins/uploads.ts';

export type StoredPhoto = { thumbnailKey: string; fullKey: string; width: number; height: number };

/** The one photo of a send, or null; files under other field names are ignored, as for ads. */
export function photoFile(files: IncomingFile[]): IncomingFile | null {
  const photos = files.filter((f) => f.field === MESSAGE_IMAGE_FIELD);
  if (photos.length > 1)
    throw new AppError('ValidationError', {
      field: MESSAGE_IMAGE_FIELD,
      issues: [{ path: MESSAGE_IMAGE_FIELD, message: MESSAGES.maxLimit }],
    });
  return photos[0] ?? null;
}

export async function storePhoto(storage: Storage, file: IncomingFile): Promise<StoredPhoto> {
  const r = await toMessageRenditions(file.buffer, MESSAGE_IMAGE_FIELD);
  const id = crypto.randomUUID();
  const photo = {
    thumbnailKey: `chat/${id}-480.webp`,
    fullKey: `chat/${id}-1600.webp`,
    width: r.width,
    height: r.height,
  };
  try {
    await storage.put(photo.thumbnailKey, r.thumbnail);
    await storage.put(photo.fullKey, r.full);
  } catch (err) {
    await removePhoto(storage, photo);
    throw err;
  }
  return photo;
}

export async function removePhoto(storage: Storage, photo: StoredPhoto): Promise<void> {
  await Promise.all([photo.thumbnailKey, photo.fullKey].map((k) => storage.remove(k).catch(() => {})));
}
