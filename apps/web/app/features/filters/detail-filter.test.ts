import { describe, expect, it } from 'vitest';
import { detailsFromQuery, foldDetails, joinRange, rangeEnds, toggleChoice } from './detail-filter.ts';

describe('details in the address', () => {
  it('folds the no-JS ends and repeated choices into one key each', () => {
    const params = new URLSearchParams(
      'yearMin=٢٠٢٠&yearMax=2015&mileageMin=&mileageMax=100,000&fuel=petrol&fuel=hybrid&areaMin=&areaMax=',
    );
    foldDetails(params);
    expect(params.toString()).toBe('fuel=petrol%2Chybrid&year=2015-2020&mileage=-100000');
  });

  it('leaves an address already in that form as it is', () => {
    const params = new URLSearchParams('year=2015-&transmission=manual');
    foldDetails(params);
    expect(params.toString()).toBe('year=2015-&transmission=manual');
    expect(detailsFromQuery(params)).toEqual({ year: '2015-', transmission: 'manual' });
  });

  it('ranges and choices as the panel edits them', () => {
    expect(rangeEnds('2015-')).toEqual(['2015', '']);
    expect(rangeEnds(undefined)).toEqual(['', '']);
    expect(joinRange('', '')).toBe('');
    expect(joinRange('٣', '')).toBe('3-');
    expect(toggleChoice('petrol', 'hybrid', true)).toBe('petrol,hybrid');
    expect(toggleChoice('petrol,hybrid', 'petrol', false)).toBe('hybrid');
  });
});
