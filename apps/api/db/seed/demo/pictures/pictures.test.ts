import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { carAd, seededRandom } from '../ad-texts.ts';
import { MAKERS } from '../ad-makers.ts';
import { type Item, itemOf } from '../items.ts';
import { demoDetails } from '../ad-details.ts';
import { bodyOf } from './car-models.ts';
import { pictureSvg } from './picture.ts';
import { GALLERIES, type PlannedAd, planPictures, planShared } from './plan.ts';
import { renditionsOf } from './store.ts';

/** Items as the demo seed makes them: every category it uses, cars of several body styles. */
function demoItems(n: number): Item[] {
  const r = seededRandom(42);
  const slugs = ['cars-for-sale', ...Object.keys(MAKERS)];
  const models = [
    'toyota-land-cruiser',
    'toyota-camry',
    'ford-f-150',
    'kia-picanto',
    'gmc-savana',
    'lexus-rx',
  ];
  return Array.from({ length: n }, (_, i) => {
    const slug = slugs[i % slugs.length]!;
    const model = models[i % models.length]!;
    const car = { make: { en: 'Make', ar: 'ماركة' }, model: { en: 'Model', ar: 'موديل', slug: model } };
    const ad = slug === 'cars-for-sale' ? carAd(r, 'ar', car) : MAKERS[slug]!(r, i % 2 ? 'ar' : 'en');
    return itemOf(slug, ad, model)!;
  });
}
const ads = (items: Item[]): PlannedAd[] =>
  items.map((item, i) => ({ item, createdAt: new Date(1_700_000_000_000 - i * 60_000), taken: 1 + (i % 4) }));
const hash = (s: string) => crypto.createHash('sha1').update(s).digest('hex');

describe('demo pictures', () => {
  const items = demoItems(400);

  it('gives every ad pictures of its own: no id or drawing is shared by two ads', () => {
    const plan = planPictures(ads(items), 2026);
    const ids = plan.flat().map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/.test(id)),
    ).toBe(true);
    const drawings = plan.flat().map((p) => hash(pictureSvg(p.item, p.seed, p.view)));
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it('shows the newest ads in galleries of 2–4 views, the others in one', () => {
    const plan = planPictures(ads(items), 2026);
    expect(plan.slice(0, GALLERIES).every((g) => g.length >= 2 && g.length <= 4)).toBe(true);
    expect(plan.slice(GALLERIES).every((g) => g.length === 1)).toBe(true);
    // A gallery shows one item: the same seed for each view, and distinct views.
    for (const g of plan.slice(0, GALLERIES)) {
      expect(new Set(g.map((p) => p.seed)).size).toBe(1);
      expect(g.map((p) => p.view)).toEqual(g.map((_, v) => v));
    }
  });

  it('plans and draws the same pictures from the same seed, others from another', () => {
    const a = planPictures(ads(items), 2026);
    expect(planPictures(ads(items), 2026)).toEqual(a);
    expect(planPictures(ads(items), 7)[0]![0]!.id).not.toBe(a[0]![0]!.id);
    const p = a[3]![0]!;
    expect(pictureSvg(p.item, p.seed, p.view)).toBe(pictureSvg(p.item, p.seed, p.view));
  });

  it('encodes the same bytes for the same picture', async () => {
    const p = planPictures(ads(items.slice(0, 1)), 2026)[0]![0]!;
    const [one, two] = [await renditionsOf(p, false), await renditionsOf(p, false)];
    expect(one.card.equals(two.card)).toBe(true);
    expect([one.width, one.height]).toEqual([800, 600]);
  });

  it('shares a few pictures by family when asked to (tests, the benchmark)', () => {
    const plan = planShared(items, 2026, 40);
    expect(new Set(plan.flat().map((p) => p.id)).size).toBe(40);
    expect(plan.every(([p], i) => p!.item.family === items[i]!.family)).toBe(true);
  });

  it('draws each car model in its body style', () => {
    expect(
      [
        'toyota-land-cruiser',
        'toyota-camry',
        'ford-f-150',
        'kia-picanto',
        'gmc-savana',
        'lexus-rx',
        'toyota-corolla-cross',
        'mazda-cx-5',
        'bmw-8-series',
      ].map(bodyOf),
    ).toEqual(['big-suv', 'sedan', 'pickup', 'hatch', 'van', 'suv', 'suv', 'suv', 'coupe']);
  });

  it('reads whole model slugs, not words inside them (issue 18.5)', () => {
    const models = ['infiniti-q50', 'volkswagen-teramont', 'lexus-ls', 'subaru-wrx', 'great-wall-wingle'];
    expect(models.map(bodyOf)).toEqual(['sedan', 'suv', 'sedan', 'sedan', 'pickup']);
    expect(['porsche-911', 'infiniti-qx80', 'mercedes-benz-cla'].map(bodyOf)).toEqual([
      'coupe',
      'big-suv',
      'sedan',
    ]);
  });

  it('gives a car the body type it is drawn as, and a camping kit more than a tent', () => {
    const details = (model: string) =>
      demoDetails(seededRandom(1), 'cars-for-sale', 'vehicles', { title: 'x', description: '' }, model);
    expect(
      ['toyota-camry', 'nissan-patrol', 'kia-picanto', 'ford-mustang', 'toyota-hiace'].map(
        (m) => details(m).bodyType,
      ),
    ).toEqual(['sedan', 'suv', 'hatchback', 'coupe', 'van']);
    const kit = pictureSvg({ family: 'camping', kind: 'kit' }, 1, 0);
    const tent = pictureSvg({ family: 'camping', kind: 'tent' }, 1, 0);
    expect(kit.match(/<g transform=/g)?.length).toBeGreaterThanOrEqual(2);
    expect(tent).not.toContain('scale(0.72)');
  });
});
