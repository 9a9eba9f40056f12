// The app icons (docs/decisions/0030-installable-app.md#icons) drawn once as SVG and rendered to PNG
// at build: the "any" icons keep the favicon's rounded square; the maskable ones fill the whole
// square and keep the mark inside the central 80 % safe zone that launchers may crop to a circle.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { THEME } from './theme.ts';

/** The letter س as strokes (no font needed at build), centred on (32, 32) in a 64 grid. */
const MARK = `<path transform="translate(2.5 1)" d="M49 20v8.5a4.5 4.5 0 0 1-9 0V24m0 4.5a4.5 4.5 0 0 1-9 0V24m0 4.5c0 9-5.2 14.5-12.5 14.5S8.5 37.5 9.5 30"
  fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;

const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${THEME.primary}"/>${MARK}</svg>`;
// Scaled to 70 % about the centre: the mark's extent stays well inside the safe circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${THEME.primary}"/><g transform="translate(32 32) scale(0.7) translate(-32 -32)">${MARK}</g></svg>`;

export const ICONS = [
  { file: 'icons/icon-192.png', size: 192, svg: any, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, svg: any, purpose: 'any' },
  { file: 'icons/maskable-192.png', size: 192, svg: maskable, purpose: 'maskable' },
  { file: 'icons/maskable-512.png', size: 512, svg: maskable, purpose: 'maskable' },
  // iOS ignores the manifest's icons and rounds the corners itself: a full square.
  { file: 'apple-touch-icon.png', size: 180, svg: maskable, purpose: null },
] as const;

export async function writeIcons(root: string) {
  mkdirSync(path.join(root, 'icons'), { recursive: true });
  for (const icon of ICONS) {
    await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(root, icon.file));
  }
}
