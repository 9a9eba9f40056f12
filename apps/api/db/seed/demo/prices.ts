// Plausible asking prices for demo ads: what the item is (family and kind, see items.ts), its
// model year, rooms or area, and where it is listed (SAR in Saudi Arabia, AED in the UAE).
// Pure: the same input and random source give the same price (docs/decisions/0036-demo-pictures.md).
import type { Rand } from './ad-texts.ts';
import type { Family } from './items.ts';
import {
  CAR_NEW,
  FAMILY_RANGE,
  FLAT_RENT,
  GOODS,
  HOLDS_VALUE,
  MAKE_NEW,
  PLACE_FACTOR,
  SAR_PER_AED,
  VILLA_PRICE,
} from './price-tables.ts';

/** The year the demo's ads are written in: car ages count from it. */
export const DEMO_YEAR = 2026;
const CAR_FLOOR_SAR = 8_000;

export type PriceInput = {
  family: Family;
  /** Finer than the family: a car model slug, 'iphone-15-pro', 'fridge'… (itemOf in items.ts). */
  kind?: string;
  year?: number;
  mileageKm?: number;
  rooms?: number;
  areaM2?: number;
  /** Rent per year (as Gulf landlords quote it) or per month. */
  period?: 'year' | 'month';
  country: 'SA' | 'AE';
  /** ISO 3166-2 state code (SA-01, AE-DU…) and English city name, for property. */
  state?: string;
  city?: string;
  rng: Rand;
};

const spread = (r: Rand, lo: number, hi: number) => lo + ((hi - lo) * r.int(0, 1000)) / 1000;

/** Rounded as sellers round: to 10 under 1,000, 50 under 5,000, 500 under 100,000, then 5,000 and 50,000. */
export function roundPrice(n: number): number {
  const step = n < 1_000 ? 10 : n < 5_000 ? 50 : n < 100_000 ? 500 : n < 2_000_000 ? 5_000 : 50_000;
  return Math.max(step, Math.round(n / step) * step);
}

function carNew(model: string): number {
  if (CAR_NEW[model]) return CAR_NEW[model];
  const make = Object.keys(MAKE_NEW).find((m) => model.startsWith(`${m}-`));
  return MAKE_NEW[make ?? 'default']!;
}

/** A used car's value: a fifth off in the first year, then 11 % a year (7 % for the Gulf favourites), never under 12 %. */
function carSar(input: PriceInput): number {
  const model = input.kind ?? '';
  const age = Math.max(0, DEMO_YEAR - (input.year ?? DEMO_YEAR - 5));
  const yearly = HOLDS_VALUE.includes(model) ? 0.93 : 0.89;
  let value = carNew(model) * (age === 0 ? 0.95 : 0.8 * yearly ** (age - 1));
  if (input.mileageKm !== undefined)
    value *= Math.min(1.1, Math.max(0.8, 1 - (input.mileageKm - age * 20_000) / 1_000_000));
  const floor = Math.max(CAR_FLOOR_SAR, carNew(model) * 0.12);
  return Math.max(floor, value * spread(input.rng, 0.9, 1.1));
}

function placeFactor(input: PriceInput): number {
  return PLACE_FACTOR[input.city ?? ''] ?? PLACE_FACTOR[input.state ?? ''] ?? PLACE_FACTOR[input.country]!;
}

/** Property is priced in the country's own currency (the UAE tables are in AED). */
function propertyLocal(input: PriceInput): number {
  const f = placeFactor(input);
  if (input.family === 'flat-rent') {
    const rooms = Math.min(5, Math.max(1, input.rooms ?? 2));
    const year = FLAT_RENT[input.country][rooms - 1]! * f * spread(input.rng, 0.85, 1.2);
    return input.period === 'month' ? year / 12 : year;
  }
  const [lo, hi] = VILLA_PRICE[input.country];
  const size = ((input.areaM2 ?? 450) / 450) ** 0.8;
  return spread(input.rng, lo, hi) * size * f;
}

/** An asking price in the currency of `country`: SAR in Saudi Arabia, AED in the UAE, rounded. */
export function plausiblePrice(input: PriceInput): number {
  if (input.family === 'flat-rent' || input.family === 'villa-sale') return roundPrice(propertyLocal(input));
  let sar: number;
  if (input.family === 'car') sar = carSar(input);
  else {
    const [lo, hi] = GOODS[input.kind ?? ''] ?? FAMILY_RANGE[input.family]!;
    sar = spread(input.rng, lo, hi);
  }
  return roundPrice(input.country === 'AE' ? sar / SAR_PER_AED : sar);
}
