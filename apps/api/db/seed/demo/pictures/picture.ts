// One demo picture as SVG: the item's scene for a view, drawn from the ad's seed alone, so the
// same seed always gives the same picture (docs/decisions/0036-demo-pictures.md).
import { seededRandom } from '../ad-texts.ts';
import type { Family, Item } from '../items.ts';
import { Paint } from './kit.ts';
import { SCENES } from './scenes.ts';

/**
 * The sizes pictures are rendered at before the upload pipeline makes its renditions: the
 * newest ads' galleries large enough for the ad page, the rest at the listing card's own size
 * (its full view is then the card's picture: a third less to encode, decision 0036).
 */
export const GALLERY_SIZE = { width: 800, height: 600 };
export const CARD_SIZE = { width: 640, height: 480 };
export type PictureSize = typeof GALLERY_SIZE;

/** How many different views a family's gallery can show (cars: side, front, back, other side). */
export const VIEWS: Partial<Record<Family, number>> = { car: 4, phone: 3, 'flat-rent': 3, 'villa-sale': 3 };

export function pictureSvg(item: Item, seed: number, view: number, size: PictureSize = GALLERY_SIZE): string {
  const p = new Paint();
  const body = SCENES[item.family]({
    p,
    item,
    view,
    look: seededRandom(seed),
    place: seededRandom(seed ^ 0x2545f491),
    shot: seededRandom(Math.imul(seed ^ 0x9e3779b9, view + 7)),
  });
  return p.svg(body, size.width, size.height);
}
