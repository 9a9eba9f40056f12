// iPhone photos arrive as HEIC (HEVC-coded HEIF). sharp's prebuilt libvips reads AVIF-coded HEIF
// but ships no HEVC decoder (patents), so those are decoded by libheif compiled to WebAssembly
// (heic-decode) and handed to sharp as raw pixels. libheif applies the file's rotation/mirroring.
// Named here so that programs reaching this file from elsewhere (e2e's tsconfig) see the types too;
// an ambient `declare module` file cannot be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./heic-decode.d.ts" />
import heicDecode from 'heic-decode';
import sharp, { type Sharp } from 'sharp';

/** Raw RGBA pixels of the primary image, or null when it is larger than `maxPixels` or unreadable. */
export async function decodeHeic(buffer: Buffer, maxPixels: number): Promise<Sharp | null> {
  try {
    const [primary] = await heicDecode.all({ buffer });
    if (!primary || primary.width * primary.height > maxPixels) return null;
    const { width, height, data } = await primary.decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    });
  } catch {
    return null;
  }
}
