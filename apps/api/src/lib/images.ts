// Images are checked by content and re-encoded to WebP: the original bytes (and their EXIF/GPS) are never kept.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MESSAGES } from '@souqna/contracts';
import { AppError } from './app-error.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);
// A few-KB PNG can declare 20k×20k pixels: refuse before decoding (pixel-flood guard).
const MAX_INPUT_PIXELS = 40_000_000;

const notAnImage = (field: string) =>
  new AppError('ValidationError', { field, issues: [{ path: field, message: MESSAGES.fileType }] });

/** Square WebP renditions (cover crop), one per size, metadata stripped (sharp keeps none unless asked). */
export async function toSquareWebp(buffer: Buffer, field: string, sizes: number[]): Promise<Buffer[]> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !ACCEPTED.has(type.mime)) throw notAnImage(field);
  try {
    const base = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate(); // apply EXIF orientation before dropping it
    return await Promise.all(
      sizes.map((size) => base.clone().resize(size, size, { fit: 'cover' }).webp({ quality: 80 }).toBuffer()),
    );
  } catch {
    throw notAnImage(field); // undecodable, truncated, HEVC without a decoder, or over the pixel limit
  }
}

export type PostRenditions = { thumbnail: Buffer; card: Buffer; full: Buffer; width: number; height: number };

/**
 * An ad photo as three WebP files: a square thumbnail (lists), a 4:3 card, and the full view
 * (aspect kept, never enlarged). Checked by content; metadata dropped as for avatars.
 */
export async function toPostRenditions(buffer: Buffer, field: string): Promise<PostRenditions> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !ACCEPTED.has(type.mime)) throw notAnImage(field);
  try {
    const base = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const [thumbnail, card, full] = await Promise.all([
      base.clone().resize(320, 320, { fit: 'cover' }).webp({ quality: 75 }).toBuffer(),
      base.clone().resize(640, 480, { fit: 'cover' }).webp({ quality: 78 }).toBuffer(),
      base
        .clone()
        .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return { thumbnail, card, full: full.data, width: full.info.width, height: full.info.height };
  } catch {
    throw notAnImage(field);
  }
}
