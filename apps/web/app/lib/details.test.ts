import { describe, expect, it } from 'vitest';
import { detailKeysOf, detailText } from './details.ts';

import type { TFunction } from 'i18next';

const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction;

describe('details on the page', () => {
  it('a child category has its own details; a parent has every detail of its children', () => {
    expect(detailKeysOf({ slug: 'cars-for-sale', parent: { slug: 'vehicles' } })).toEqual([
      'year',
      'mileage',
      'transmission',
      'fuel',
      'bodyType',
      'condition',
    ]);
    expect(detailKeysOf({ slug: 'furniture', parent: { slug: 'home-furniture' } })).toEqual(['condition']);
    expect(detailKeysOf({ slug: 'camels', parent: { slug: 'animals-livestock' } })).toEqual([]);
    const realEstate = detailKeysOf({
      slug: 'real-estate',
      children: [{ slug: 'land-for-sale' }, { slug: 'apartments-for-rent' }],
    });
    expect(realEstate).toEqual(['area', 'rooms', 'bathrooms', 'furnished', 'rentPeriod']);
  });

  it('reads values with their unit, en-US grouping, terabytes and a studio', () => {
    expect(detailText('mileage', 85000, 'ar', t)).toBe('details.km{"value":"85,000"}');
    expect(detailText('storage', 2048, 'en', t)).toBe('details.tb{"value":2}');
    expect(detailText('storage', 256, 'en', t)).toBe('details.gb{"value":"256"}');
    expect(detailText('year', 2019, 'en', t)).toBe('2019');
    expect(detailText('rooms', 0, 'en', t)).toBe('details.studio');
    expect(detailText('transmission', 'automatic', 'ar', t)).toBe('أوتوماتيك');
    expect(detailText('brand', 'apple', 'en', t)).toBe('Apple');
  });
});
