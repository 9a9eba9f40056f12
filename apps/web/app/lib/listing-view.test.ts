import { describe, expect, it } from 'vitest';
import { listingViewFor, parseListingView } from './listing-view.ts';

describe('parseListingView', () => {
  it('knows the two layouts and nothing else', () => {
    expect(parseListingView('grid')).toBe('grid');
    expect(parseListingView('agenda')).toBe('agenda');
    for (const other of ['', 'list', 'AGENDA', ' agenda', null, undefined])
      expect(parseListingView(other)).toBeNull();
  });
});

describe('listingViewFor', () => {
  it('takes the address first, then the remembered choice, then the grid', () => {
    expect(listingViewFor('agenda', 'grid')).toBe('agenda');
    expect(listingViewFor('grid', 'agenda')).toBe('grid');
    expect(listingViewFor(null, 'agenda')).toBe('agenda');
    expect(listingViewFor('tiles', 'agenda')).toBe('agenda');
    expect(listingViewFor(null, 'tiles')).toBe('grid');
    expect(listingViewFor(undefined, undefined)).toBe('grid');
  });
});
