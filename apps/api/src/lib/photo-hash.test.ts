import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_HASH_MAX_DISTANCE } from '@souqna/contracts';
import { bandsOf, bitCount, photoHash, telling } from './photo-hash.ts';

const noise = (seed: number, width = 800, quality = 85) => {
  let x = seed * 2654435761 + 1;
  const next = () => ((x = (x * 1103515245 + 12345) >>> 0), x >>> 24);
  const raw = Buffer.from(Array.from({ length: 16 * 12 * 3 }, next));
  return sharp(raw, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(width, (width * 3) / 4, { kernel: 'nearest' })
    .jpeg({ quality })
    .toBuffer();
};
const distance = (a: bigint, b: bigint) => bitCount(a ^ b);

describe('photoHash (docs/decisions/0058-duplicate-guard.md)', () => {
  it('keeps a photo re-encoded smaller within the distance, and tells two photos apart', async () => {
    const [a, copy, other] = await Promise.all([
      photoHash(await noise(1)),
      photoHash(await noise(1, 480, 40)),
      photoHash(await noise(2)),
    ]);
    expect(distance(a, copy)).toBeLessThanOrEqual(PHOTO_HASH_MAX_DISTANCE);
    expect(distance(a, other)).toBeGreaterThan(12);
    expect(telling(a)).toBe(true);
  });

  it('a flat picture is too plain to compare', async () => {
    const flat = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#16a085' } })
      .jpeg()
      .toBuffer();
    expect(telling(await photoHash(flat))).toBe(false);
  });

  it('splits the hash into four 16-bit bands, high bits first, as the SQL does', () => {
    expect(bandsOf(-1n)).toEqual([65535, 65535, 65535, 65535]);
    expect(bandsOf(0x0001000200030004n)).toEqual([1, 2, 3, 4]);
    expect(bandsOf(BigInt.asIntN(64, 0x8000000000000001n))).toEqual([32768, 0, 0, 1]);
  });
});
