// A photo's 64-bit difference hash (dHash; docs/decisions/0058-duplicate-guard.md): the picture
// shrunk to 9×8 greys, one bit per neighbouring pair in a row (left brighter than right). The same
// photo re-encoded, resized or lightly retouched keeps (nearly) the same bits.
import sharp from 'sharp';
import { PHOTO_HASH_MIN_BITS } from '@souqna/contracts';

/** The hash as PostgreSQL's signed bigint holds it. */
export async function photoHash(image: Buffer): Promise<bigint> {
  const px = await sharp(image).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let h = 0n;
  for (let row = 0; row < 8; row++)
    for (let col = 0; col < 8; col++) h = (h << 1n) | (px[row * 9 + col]! > px[row * 9 + col + 1]! ? 1n : 0n);
  return BigInt.asIntN(64, h);
}

export function bitCount(h: bigint): number {
  let n = 0;
  for (let v = BigInt.asUintN(64, h); v; v >>= 1n) n += Number(v & 1n);
  return n;
}

/** Too flat to tell one photo from another (a plain colour, an even gradient): never compared. */
export const telling = (h: bigint) => {
  const bits = bitCount(h);
  return bits >= PHOTO_HASH_MIN_BITS && bits <= 64 - PHOTO_HASH_MIN_BITS;
};

/** The four 16-bit bands the index looks up, as PostgreSQL computes them from the stored bigint. */
export const bandsOf = (h: bigint) =>
  [48n, 32n, 16n, 0n].map((shift) => Number((BigInt.asUintN(64, h) >> shift) & 0xffffn));
