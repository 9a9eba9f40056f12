// The search vocabulary (contracts, docs/product/listings-and-search.md#search-vocabulary) was
// seeded from the reference data's vehicles: every make and model stays in it with all its names.
import { normalizeSearchText, SEARCH_NAMES } from '@souqna/contracts';
import { describe, expect, it } from 'vitest';
import { loadVehicles } from './data-files.ts';

describe('vehicles in the search vocabulary', () => {
  const byId = new Map(SEARCH_NAMES.map((n) => [n.id, n]));
  const spellings = (id: string) =>
    new Set([...(byId.get(id)?.en ?? []), ...(byId.get(id)?.ar ?? [])].map(normalizeSearchText));

  it('every make and model, with every name the reference data gives it', () => {
    for (const make of loadVehicles()) {
      expect(byId.get(make.slug)?.kind, make.slug).toBe('make');
      for (const model of make.models) {
        expect(byId.get(model.slug)?.make, model.slug).toBe(make.slug);
        const known = spellings(model.slug);
        for (const name of [model.en, model.ar, ...model.aliases])
          expect(known.has(normalizeSearchText(name)), `${model.slug}: ${name}`).toBe(true);
      }
      const known = spellings(make.slug);
      for (const name of [make.en, make.ar, ...make.aliases])
        expect(known.has(normalizeSearchText(name)), `${make.slug}: ${name}`).toBe(true);
    }
  });
});
