// Which pictures the demo ads get: every ad its own (ids no other ad has, drawn from a seed of
// its own), a gallery of 2–4 views for the newest ads that visitors open first, one for the
// rest; or, for the tests and the benchmark, a few pictures shared by family.
// docs/decisions/0036-demo-pictures.md
import crypto from 'node:crypto';
import type { Item } from '../items.ts';
import { CARD_SIZE, GALLERY_SIZE, type PictureSize, VIEWS } from './picture.ts';

export type PlannedPicture = { id: string; item: Item; seed: number; view: number; size: PictureSize };
export type PlannedAd = {
  item: Item;
  createdAt: Date;
  /** How many photos the seller took (1–4). */ taken: number;
};

/** The newest ads with galleries: the first five pages of the listing. */
export const GALLERIES = 105;

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/** A stable uuid-shaped id per picture, so re-seeding finds the files it wrote before. */
export function pictureId(seed: number, ad: number, view: number): string {
  const h = digest(`souqna-demo-picture:${seed}:${ad}:${view}`).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const adSeed = (seed: number, ad: number) => digest(`souqna-demo-ad:${seed}:${ad}`).readUInt32BE(0);

/** Each ad's own pictures, in gallery order. */
export function planPictures(ads: PlannedAd[], seed: number, galleries = GALLERIES): PlannedPicture[][] {
  const byAge = ads.map((a, i) => [a.createdAt.getTime(), i] as const).sort((a, b) => b[0] - a[0]);
  const newest = new Set(byAge.slice(0, galleries).map(([, i]) => i));
  return ads.map((ad, i) => {
    const most = VIEWS[ad.item.family] ?? 3;
    const gallery = newest.has(i);
    return Array.from({ length: gallery ? Math.min(most, Math.max(2, ad.taken)) : 1 }, (_, view) => ({
      id: pictureId(seed, i, view),
      item: ad.item,
      seed: adSeed(seed, i),
      view,
      size: gallery ? GALLERY_SIZE : CARD_SIZE,
    }));
  });
}

/**
 * `count` pictures for many ads: the first `count` ads' own, then each later ad shares one of an
 * earlier ad of its family (of any family when none was drawn).
 */
export function planShared(items: Item[], seed: number, count: number): PlannedPicture[][] {
  const drawn = items.slice(0, count).map((item, i) => ({
    id: pictureId(seed, i, 0),
    item,
    seed: adSeed(seed, i),
    view: 0,
    size: GALLERY_SIZE,
  }));
  return items.map((item, i) => {
    if (i < drawn.length) return [drawn[i]!];
    const same = drawn.filter((d) => d.item.family === item.family);
    const pool = same.length ? same : drawn;
    return pool.length ? [pool[i % pool.length]!] : [];
  });
}
