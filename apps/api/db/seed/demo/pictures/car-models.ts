// Which body style each car model is drawn in, by words of its slug (docs/decisions/0036-demo-pictures.md).
import type { BodyStyle } from './car-bodies.ts';

const BIG = [
  'land-cruiser',
  'patrol',
  'lx',
  'gx',
  'tahoe',
  'suburban',
  'yukon',
  'expedition',
  'g-class',
  'sequoia',
  'prado',
  'fj-cruiser',
  'fortuner',
  'escalade',
  'range-rover',
  'defender',
  'x7',
  'gls',
  'armada',
  'wrangler',
  'pajero',
];
const PICKUP = [
  'pickup',
  'hilux',
  'tundra',
  'silverado',
  'sierra',
  'canyon',
  'f-150',
  'ram',
  'navara',
  'ranger',
  'colorado',
  'titan',
  'd-max',
];
const SUV = [
  'cross',
  'tucson',
  'santa-fe',
  'rx',
  'nx',
  'acadia',
  'terrain',
  'explorer',
  'edge',
  'x1',
  'x3',
  'x5',
  'x6',
  'cr-v',
  'hr-v',
  'zr-v',
  'cx-',
  'rav4',
  'highlander',
  'sportage',
  'sorento',
  'seltos',
  'creta',
  'kona',
  'palisade',
  'x-trail',
  'kicks',
  'pathfinder',
  'traverse',
  'equinox',
  'glc',
  'gle',
  'q5',
  'q7',
  'rush',
  'raize',
];
const HATCH = [
  'yaris',
  'picanto',
  'rio',
  'mazda-2',
  'a-class',
  'i10',
  'i20',
  'micra',
  'spark',
  'jazz',
  'golf',
];
const COUPE = ['mustang', '4-series', '8-series', 'camaro', 'supra', '86', 'challenger'];
const VAN = [
  'savana',
  'hiace',
  'express',
  'granvia',
  'previa',
  'coaster',
  'carnival',
  'staria',
  'odyssey',
  'urvan',
  'transit',
];

/** The body style of a car model slug (toyota-land-cruiser → big-suv); sedan when unknown. */
export function bodyOf(modelSlug: string): BodyStyle {
  const has = (list: string[]) => list.some((w) => modelSlug.includes(w));
  if (has(PICKUP)) return 'pickup';
  if (has(BIG) || modelSlug.includes('patrol-safari')) return 'big-suv';
  if (has(VAN)) return 'van';
  if (has(SUV)) return 'suv';
  if (has(HATCH)) return 'hatch';
  if (has(COUPE)) return 'coupe';
  return 'sedan';
}
