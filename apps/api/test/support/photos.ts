// Photos that tell one another apart: the duplicate guard never compares flat pictures (a plain
// colour, like support/posts.ts's photo()), so its tests use noise drawn from a seed.
import sharp from 'sharp';

/** A 800×600 JPEG of coarse noise from `seed`; the same seed draws the same picture. */
export async function noisePhoto(
  seed: number,
  o: { width?: number; quality?: number } = {},
): Promise<Buffer> {
  let x = seed * 2654435761 + 1;
  const next = () => ((x = (x * 1103515245 + 12345) >>> 0), x >>> 24);
  const raw = Buffer.from(Array.from({ length: 16 * 12 * 3 }, next));
  const width = o.width ?? 800;
  return sharp(raw, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(width, Math.round((width * 3) / 4), { kernel: 'nearest' })
    .jpeg({ quality: o.quality ?? 85 })
    .toBuffer();
}
