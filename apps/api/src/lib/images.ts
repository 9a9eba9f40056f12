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
