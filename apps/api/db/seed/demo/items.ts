// What a demo ad sells, read from its category and title: a family (which pictures and prices
// apply) and a kind within it (an iPhone 15 Pro, a fridge, a Toyota Land Cruiser…), with the
// model year, rooms or area its title gives. Shared by pictures/ and prices.ts
// (docs/decisions/0036-demo-pictures.md). Titles are the seed's own (ad-texts.ts, ad-makers.ts).

export const FAMILIES = {
  'cars-for-sale': 'car',
  'mobile-phones': 'phone',
  'computers-laptops': 'computer',
  'video-games-consoles': 'console',
  'home-appliances': 'appliance',
  'air-conditioners': 'air-conditioner',
  furniture: 'furniture',
  'apartments-for-rent': 'flat-rent',
  'villas-for-sale': 'villa-sale',
  'perfumes-oud': 'perfume',
  watches: 'watch',
  camels: 'camel',
  falcons: 'falcon',
  cats: 'cat',
  'strollers-car-seats': 'stroller',
  bicycles: 'bicycle',
  'camping-trips': 'camping',
  'dates-food': 'food',
} as const;
export type Family = (typeof FAMILIES)[keyof typeof FAMILIES];

export type Item = { family: Family; kind: string; year?: number; rooms?: number; areaM2?: number };

/** Per family, the kinds in the order they are tried; a kind matches when its pattern does; the first is the default. */
const KINDS: Partial<Record<Family, [kind: string, pattern: RegExp][]>> = {
  phone: [
    ['iphone-13', /ايفون 13|iphone 13/i],
    ['iphone-15-pro', /15 برو|15 pro/i],
    ['iphone-14-pro', /14 برو|14 pro/i],
    ['galaxy-s24-ultra', /الترا|ultra/i],
    ['galaxy-a54', /a54/i],
    ['pixel-8', /pixel/i],
    ['xiaomi-13t', /شاومي|xiaomi/i],
  ],
  computer: [
    ['macbook-pro', /ماك|macbook/i],
    ['monitor', /شاشة|monitor/i],
    ['desktop', /مكتبي|desktop/i],
    ['thinkpad', /./],
  ],
  console: [
    ['games', /أشرطة|games/i],
    ['playstation', /بلايستيشن|playstation|ps5/i],
    ['xbox', /اكس بوكس|xbox/i],
    ['switch', /./],
  ],
  appliance: [
    ['dishwasher', /صحون|dishwasher/i],
    ['fridge', /ثلاجة|fridge/i],
    ['washer', /غسالة|washing/i],
    ['cooker', /./],
  ],
  'air-conditioner': [
    ['window', /شباك|window/i],
    ['floor', /دولابي|floor/i],
    ['split', /./],
  ],
  furniture: [
    ['sofa', /كنب|sofa/i],
    ['kids-bed', /أطفال|kids/i],
    ['bedroom', /نوم|bedroom/i],
    ['dining', /طعام|dining/i],
    ['majlis', /مجلس|majlis/i],
    ['wardrobe', /دولاب|wardrobe/i],
    ['desk', /./],
  ],
  perfume: [
    ['bakhoor', /بخور|bakhoor/i],
    ['oud-oil', /دهن|oud oil/i],
    ['perfume', /./],
  ],
  watch: [
    ['rolex', /رولكس|rolex/i],
    ['omega', /أوميغا|omega/i],
    ['g-shock', /شوك|g-shock/i],
    ['seiko', /./],
  ],
  camel: [
    ['calf', /حوار|calf/i],
    ['racing', /قعود|racing/i],
    ['milking', /./],
  ],
  falcon: [
    ['gyr', /جير|gyr/i],
    ['peregrine', /شاهين|peregrine/i],
    ['falcon', /./],
  ],
  cat: [
    ['scottish-fold', /سكوتش|scottish/i],
    ['british-shorthair', /british/i],
    ['persian', /./],
  ],
  stroller: [
    ['car-seat', /كرسي|car seat/i],
    ['twin', /توأم|twin/i],
    ['stroller', /./],
  ],
  bicycle: [
    ['kids', /أطفال|kids/i],
    ['road', /جاينت|road/i],
    ['mountain', /./],
  ],
  camping: [
    ['tent', /خيمة|tent/i],
    ['fire-pit', /دافور|fire pit/i],
    ['kit', /./],
  ],
  food: [
    ['honey', /عسل|honey/i],
    ['dates', /./],
  ],
};

const number = (text: string, pattern: RegExp) => {
  const m = pattern.exec(text);
  return m ? Number(m[1]) : undefined;
};

/**
 * The item of an ad of the demo categories, or null for another category. Year, rooms and area
 * come from the words the seed's titles use until ads carry them as attributes.
 */
export function itemOf(
  category: string,
  ad: { title: string; description: string },
  carModel?: string | null,
): Item | null {
  const family = (FAMILIES as Record<string, Family>)[category];
  if (!family) return null;
  const text = `${ad.title} ${ad.description}`;
  if (family === 'car')
    return { family, kind: carModel ?? 'unknown', year: number(ad.title, /\b((?:19|20)\d\d)\b/) };
  if (family === 'flat-rent') return { family, kind: 'flat', rooms: number(ad.title, /(\d+) (?:غرف|BR)/) };
  if (family === 'villa-sale')
    return {
      family,
      kind: 'villa',
      areaM2: number(text, /(\d{3,4}) (?:م|sqm)/),
      rooms: number(text, /(\d+) (?:غرف|bedroom)/),
    };
  const kinds = KINDS[family] ?? [];
  return { family, kind: kinds.find(([, re]) => re.test(text))?.[0] ?? family };
}
