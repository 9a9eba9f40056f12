import { describe, expect, it } from 'vitest';
import { seededRandom } from './ad-texts.ts';
import { itemOf } from './items.ts';
import { plausiblePrice, roundPrice, type PriceInput } from './prices.ts';

/** The price of the same item under 200 random sources: its lowest and highest. */
function range(input: Omit<PriceInput, 'rng'>): [number, number] {
  const all = Array.from({ length: 200 }, (_, i) => plausiblePrice({ ...input, rng: seededRandom(i) }));
  return [Math.min(...all), Math.max(...all)];
}

describe('plausiblePrice', () => {
  it('prices a 2024 Land Cruiser in Riyadh in the hundreds of thousands of riyals', () => {
    const [lo, hi] = range({
      family: 'car',
      kind: 'toyota-land-cruiser',
      year: 2024,
      country: 'SA',
      city: 'Riyadh',
    });
    expect(lo).toBeGreaterThan(200_000);
    expect(hi).toBeLessThan(400_000);
  });

  it('never asks less than thousands for a car, however old or cheap', () => {
    const [lo] = range({ family: 'car', kind: 'kia-picanto', year: 1995, country: 'SA' });
    expect(lo).toBeGreaterThanOrEqual(8_000);
    const [oldSunny] = range({ family: 'car', kind: 'nissan-sunny', year: 2008, country: 'AE' });
    expect(oldSunny).toBeGreaterThanOrEqual(7_000);
  });

  it('makes newer cars and dearer models cost more', () => {
    const camry = (year: number) => range({ family: 'car', kind: 'toyota-camry', year, country: 'SA' });
    expect(camry(2024)[0]).toBeGreaterThan(camry(2015)[1]);
    const patrol = range({ family: 'car', kind: 'nissan-patrol', year: 2020, country: 'SA' });
    const sunny = range({ family: 'car', kind: 'nissan-sunny', year: 2020, country: 'SA' });
    expect(patrol[0]).toBeGreaterThan(sunny[1] * 2);
    // An unknown model is priced by its make.
    const [lux] = range({ family: 'car', kind: 'porsche-cayenne', year: 2023, country: 'SA' });
    expect(lux).toBeGreaterThan(250_000);
  });

  it('prices a used iPhone in the low thousands and a Rolex in the tens of thousands', () => {
    const [lo, hi] = range({ family: 'phone', kind: 'iphone-15-pro', country: 'SA' });
    expect(lo).toBeGreaterThanOrEqual(2_000);
    expect(hi).toBeLessThanOrEqual(5_000);
    expect(range({ family: 'watch', kind: 'rolex', country: 'AE' })[0]).toBeGreaterThan(30_000);
    expect(range({ family: 'watch', kind: 'g-shock', country: 'AE' })[1]).toBeLessThan(1_000);
  });

  it('prices a villa for sale in the millions, more in Dubai than in Ajman', () => {
    const [lo] = range({ family: 'villa-sale', country: 'SA', city: 'Jeddah', areaM2: 500 });
    expect(lo).toBeGreaterThanOrEqual(1_000_000);
    const dubai = range({ family: 'villa-sale', country: 'AE', state: 'AE-DU' });
    const ajman = range({ family: 'villa-sale', country: 'AE', state: 'AE-AJ' });
    expect(dubai[0]).toBeGreaterThan(3_000_000);
    expect(dubai[0]).toBeGreaterThan(ajman[0]);
  });

  it('prices a flat to rent by the year, or by the month in the thousands', () => {
    const [lo, hi] = range({ family: 'flat-rent', rooms: 2, country: 'SA', city: 'Riyadh', period: 'month' });
    expect(lo).toBeGreaterThanOrEqual(1_500);
    expect(hi).toBeLessThan(5_000);
    const yearly = range({ family: 'flat-rent', rooms: 2, country: 'AE', state: 'AE-DU' });
    expect(yearly[0]).toBeGreaterThan(80_000);
    expect(range({ family: 'flat-rent', rooms: 4, country: 'SA' })[0]).toBeGreaterThan(
      range({ family: 'flat-rent', rooms: 1, country: 'SA' })[1],
    );
  });

  it('prices goods in dirhams a little below riyals, and is the same for the same source', () => {
    const input = { family: 'appliance', kind: 'fridge' } as const;
    const sar = plausiblePrice({ ...input, country: 'SA', rng: seededRandom(7) });
    const aed = plausiblePrice({ ...input, country: 'AE', rng: seededRandom(7) });
    expect(aed).toBeLessThan(sar);
    expect(aed).toBeGreaterThan(sar * 0.9);
    expect(plausiblePrice({ ...input, country: 'SA', rng: seededRandom(7) })).toBe(sar);
  });

  it('rounds as sellers do', () => {
    expect([
      roundPrice(1234),
      roundPrice(87_260),
      roundPrice(267_400),
      roundPrice(3_120_000),
      roundPrice(3),
    ]).toEqual([1_250, 87_500, 265_000, 3_100_000, 10]);
  });
});

describe('itemOf', () => {
  it('reads the kind, model year, rooms and area from the seed’s titles', () => {
    expect(
      itemOf(
        'cars-for-sale',
        { title: 'تويوتا لاند كروزر 2024 فل كامل', description: '' },
        'toyota-land-cruiser',
      ),
    ).toEqual({
      family: 'car',
      kind: 'toyota-land-cruiser',
      year: 2024,
    });
    expect(itemOf('mobile-phones', { title: 'ايفون 15 برو ماكس 256 جيجا', description: '' })?.kind).toBe(
      'iphone-15-pro',
    );
    expect(itemOf('home-appliances', { title: 'غسالة صحون بوش', description: '' })?.kind).toBe('dishwasher');
    expect(itemOf('apartments-for-rent', { title: '3 BR apartment for rent', description: '' })).toEqual({
      family: 'flat-rent',
      kind: 'flat',
      rooms: 3,
    });
    expect(
      itemOf('villas-for-sale', { title: 'فيلا للبيع دوبلكس مساحة 600 م', description: '5 غرف نوم' }),
    ).toMatchObject({
      areaM2: 600,
      rooms: 5,
    });
    expect(itemOf('land-for-sale', { title: 'أرض', description: '' })).toBeNull();
  });
});
