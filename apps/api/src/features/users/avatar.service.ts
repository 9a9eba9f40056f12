// Avatars: re-encoded WebP in two sizes under generated names; the previous files are removed.
import crypto from 'node:crypto';
import type { Storage } from '../../adapters/storage/index.ts';
import { toSquareWebp } from '../../lib/images.ts';

const SIZES = [512, 128] as const; // profile page, and the small one for cards and comments

export async function saveAvatar(storage: Storage, buffer: Buffer): Promise<string> {
  const [large, small] = await toSquareWebp(buffer, 'avatar', [...SIZES]);
  const id = crypto.randomUUID();
  await storage.put(`avatars/${id}-${SIZES[0]}.webp`, large!);
  await storage.put(`avatars/${id}-${SIZES[1]}.webp`, small!);
  return storage.url(`avatars/${id}-${SIZES[0]}.webp`);
}

export async function removeAvatar(storage: Storage, url: string | null): Promise<void> {
  const key = url ? storage.keyOf(url) : null;
  if (!key) return;
  await storage.remove(key);
  await storage.remove(key.replace(`-${SIZES[0]}.webp`, `-${SIZES[1]}.webp`));
}
