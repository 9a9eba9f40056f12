import { describe, expect, it } from 'vitest';
import type { CarMake } from '@souqna/contracts';
import { makesFor, modelCountsFor } from './makes-subset.ts';

const model = (slug: string) => ({ slug, en: slug, ar: slug });
const makes: CarMake[] = [
  { slug: 'toyota', en: 'Toyota', ar: 'تويوتا', models: [model('toyota-camry'), model('toyota-hilux')] },
  { slug: 'nissan', en: 'Nissan', ar: 'نيسان', models: [model('nissan-patrol')] },
];

describe('makesFor', () => {
  it('keeps every make, with the models of the make in the address only', () => {
    expect(makesFor(makes, 'toyota')).toEqual([makes[0], { ...makes[1], models: [] }]);
    expect(makesFor(makes, null).map((m) => m.models)).toEqual([[], []]);
    expect(makesFor(makes, 'no-such-make').map((m) => m.slug)).toEqual(['toyota', 'nissan']);
  });
});

describe('modelCountsFor', () => {
  it('keeps the counts of the sent models only, and none a model without ads lacks', () => {
    const counts = { 'toyota-camry': 4, 'nissan-patrol': 9 };
    expect(modelCountsFor(makesFor(makes, 'toyota'), counts)).toEqual({ 'toyota-camry': 4 });
    expect(modelCountsFor(makesFor(makes, null), counts)).toEqual({});
  });
});
