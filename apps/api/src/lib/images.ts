// Images are checked by content and re-encoded to WebP: the original bytes (and their EXIF/GPS) are never kept.
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { MESSAGES } from '@souqna/contracts';
import { AppError } from './app-error.ts';
import { decodeHeic } from './heic.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);
// A few-KB PNG can declare 20k×20k pixels: refuse before decoding (pixel-flood guard).
const MAX_INPUT_PIXELS = 40_000_000;

const notAnImage = (field: string) =>
  new AppError('ValidationError', { field, issues: [{ path: field, message: MESSAGES.fileType }] });

const HEIF = new Set(['image/heic', 'image/heif']);

/** A decoder for an accepted image (checked by content), or a ValidationError for the field. */
async function open(buffer: Buffer, field: string): Promise<Sharp> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !ACCEPTED.has(type.mime)) throw notAnImage(field);
  if (HEIF.has(type.mime)) {
    // AVIF-coded HEIF decodes in libvips; HEVC-coded (the iPhone's) needs libheif (heic.ts).
    const meta = await sharp(buffer)
      .metadata()
      .catch(() => null);
    if (meta?.compression !== 'av1') {
      const pixels = await decodeHeic(buffer, MAX_INPUT_PIXELS);
      if (!pixels) throw notAnImage(field);
      return pixels;
    }
  }
  return sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate(); // apply EXIF orientation before dropping it
}

/** Square WebP renditions (cover crop), one per size, metadata stripped (sharp keeps none unless asked). */
export async function toSquareWebp(buffer: Buffer, field: string, sizes: number[]): Promise<Buffer[]> {
  const base = await open(buffer, field);
  try {
    return await Promise.all(
      sizes.map((size) => base.clone().resize(size, size, { fit: 'cover' }).webp({ quality: 80 }).toBuffer()),
    );
  } catch {
    throw notAnImage(field); // undecodable, truncated, HEVC without a decoder, or over the pixel limit
  }
}

export type PostRenditions = { thumbnail: Buffer; card: Buffer; full: Buffer; width: number; height: number };
/**
 * libwebp's effort (0–6): uploads keep sharp's default 4; the demo seed encodes its thousands of
 * flat drawings at 2, half the CPU for ~5 % more bytes (docs/decisions/0036-demo-pictures.md).
 */
export type RenditionOptions = { effort?: number };

/**
 * An ad photo as three WebP files: a square thumbnail (lists), a 4:3 card, and the full view
 * (aspect kept, never enlarged). Checked by content; metadata dropped as for avatars.
 */
export async function toPostRenditions(
  buffer: Buffer,
  field: string,
  { effort = 4 }: RenditionOptions = {},
): Promise<PostRenditions> {
  const base = await open(buffer, field);
  try {
    const [thumbnail, card, full] = await Promise.all([
      base.clone().resize(320, 320, { fit: 'cover' }).webp({ quality: 75, effort }).toBuffer(),
      base.clone().resize(640, 480, { fit: 'cover' }).webp({ quality: 78, effort }).toBuffer(),
      base
        .clone()
        .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82, effort })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return { thumbnail, card, full: full.data, width: full.info.width, height: full.info.height };
  } catch {
    throw notAnImage(field);
  }
}

export type MessageRenditions = { thumbnail: Buffer; full: Buffer; width: number; height: number };

/**
 * A chat photo as two WebP files, proportions kept (a bubble shows the whole photo, not a crop):
 * a thumbnail at most 480 px on its long side and the full view at most 1600, never enlarged.
 */
export async function toMessageRenditions(buffer: Buffer, field: string): Promise<MessageRenditions> {
  const base = await open(buffer, field);
  const inside = (size: number) =>
    base.clone().resize(size, size, { fit: 'inside', withoutEnlargement: true });
  try {
    const [thumbnail, full] = await Promise.all([
      inside(480).webp({ quality: 75 }).toBuffer(),
      inside(1600).webp({ quality: 82 }).toBuffer({ resolveWithObject: true }),
    ]);
    return { thumbnail, full: full.data, width: full.info.width, height: full.info.height };
  } catch {
    throw notAnImage(field);
  }
}
