// Which body style each car model is drawn in (docs/decisions/0036-demo-pictures.md), and the
// body type its details say, so a demo ad's specs agree with its picture: one table by model slug
// (apps/api/db/seed/reference/data/vehicles.json), not words of it ("q5" is in infiniti-q50, "ram"
// in volkswagen-teramont). A model in none of the lists is a sedan.
import type { BodyStyle } from './car-bodies.ts';

const list = (slugs: string) => new Set(slugs.trim().split(/\s+/));

const BIG = list(`
  toyota-land-cruiser toyota-sequoia toyota-prado toyota-fj-cruiser toyota-fortuner nissan-patrol
  nissan-patrol-safari nissan-armada lexus-lx lexus-gx chevrolet-tahoe chevrolet-suburban gmc-yukon
  ford-expedition ford-bronco ford-everest mercedes-benz-g-class mercedes-benz-gls cadillac-escalade
  land-rover-range-rover land-rover-range-rover-sport land-rover-defender land-rover-discovery bmw-x7
  jeep-wrangler jeep-grand-wagoneer mitsubishi-pajero mitsubishi-montero-sport infiniti-qx80
  infiniti-qx56 lincoln-navigator hummer-h1 hummer-h2 kia-mohave tank-300 tank-500 isuzu-mu-x haval-h9
  rolls-royce-cullinan
`);
const PICKUP = list(`
  toyota-hilux toyota-tundra toyota-land-cruiser-pickup toyota-dyna nissan-navara nissan-pickup
  ford-f-150 ford-ranger chevrolet-silverado chevrolet-colorado gmc-sierra gmc-canyon dodge-ram
  isuzu-d-max isuzu-npr great-wall-wingle great-wall-poer jeep-gladiator mazda-bt-50 mitsubishi-l200
  mitsubishi-canter peugeot-landtrek tesla-cybertruck hino-300-series hino-500-series hino-700-series
  suzuki-carry changan-hunter
`);
const VAN = list(`
  chevrolet-express ford-transit gmc-savana honda-odyssey hyundai-staria hyundai-h-1 hyundai-stargazer
  kia-carnival nissan-urvan toyota-coaster toyota-granvia toyota-hiace toyota-previa toyota-innova
  toyota-avanza toyota-veloz chrysler-grand-voyager chrysler-pacifica dodge-grand-caravan
  mercedes-benz-sprinter mercedes-benz-v-class suzuki-apv suzuki-ertiga mitsubishi-xpander
`);
const COUPE = list(`
  ford-mustang bmw-4-series bmw-8-series bmw-z4 chevrolet-camaro chevrolet-corvette toyota-supra
  dodge-challenger audi-a5 audi-r8 bentley-continental-gt ferrari-296 ferrari-488 ferrari-812
  ferrari-f8 ferrari-roma ferrari-sf90 jaguar-f-type lamborghini-aventador lamborghini-huracan
  mazda-mx-5 mercedes-benz-amg-gt nissan-gt-r nissan-z porsche-911 porsche-boxster porsche-cayman
  rolls-royce-wraith rolls-royce-spectre maserati-mc20
`);
const HATCH = list(`
  toyota-yaris kia-picanto kia-rio kia-soul mazda-2 mercedes-benz-a-class hyundai-i10 hyundai-veloster
  honda-jazz chevrolet-spark suzuki-celerio suzuki-swift suzuki-baleno volkswagen-golf volkswagen-polo
  peugeot-208 mini-cooper mini-clubman mitsubishi-mirage ford-figo ford-focus mg-mg3 renault-megane
`);
const SUV = list(`
  toyota-rav4 toyota-highlander toyota-corolla-cross toyota-raize toyota-rush toyota-c-hr honda-cr-v
  honda-hr-v honda-zr-v honda-pilot hyundai-tucson hyundai-santa-fe hyundai-creta hyundai-kona
  hyundai-palisade hyundai-venue kia-sportage kia-sorento kia-seltos kia-telluride kia-sonet
  nissan-x-trail nissan-kicks nissan-pathfinder nissan-juke nissan-murano mazda-cx-3 mazda-cx-30
  mazda-cx-5 mazda-cx-60 mazda-cx-9 mazda-cx-90 lexus-rx lexus-nx lexus-ux bmw-x1 bmw-x3 bmw-x4 bmw-x5
  bmw-x6 mercedes-benz-glc mercedes-benz-gle mercedes-benz-gla audi-q3 audi-q5 audi-q7 audi-q8
  audi-e-tron infiniti-qx50 infiniti-qx55 infiniti-qx60 infiniti-fx35 chevrolet-equinox
  chevrolet-traverse chevrolet-blazer chevrolet-captiva chevrolet-trailblazer chevrolet-groove
  gmc-acadia gmc-terrain gmc-envoy ford-explorer ford-edge ford-escape ford-territory dodge-durango
  jeep-cherokee jeep-compass jeep-grand-cherokee jeep-renegade cadillac-xt4 cadillac-xt5 cadillac-xt6
  cadillac-lyriq lincoln-aviator lincoln-corsair lincoln-nautilus porsche-cayenne porsche-macan
  lamborghini-urus ferrari-purosangue bentley-bentayga maserati-levante maserati-grecale jaguar-e-pace
  jaguar-f-pace land-rover-range-rover-evoque land-rover-range-rover-velar land-rover-discovery-sport
  volvo-xc40 volvo-xc60 volvo-xc90 volkswagen-tiguan volkswagen-touareg volkswagen-t-roc
  volkswagen-teramont peugeot-2008 peugeot-3008 peugeot-5008 renault-captur renault-duster
  renault-koleos mitsubishi-asx mitsubishi-outlander mitsubishi-eclipse-cross subaru-forester
  subaru-xv subaru-outback mini-countryman tesla-model-x tesla-model-y byd-atto-3 byd-song-plus mg-hs
  mg-zs mg-rx5 mg-rx8 geely-azkarra geely-coolray geely-monjaro geely-starray geely-tugella
  geely-okavango geely-gx3-pro haval-h6 haval-jolion haval-dargo chery-tiggo-2 chery-tiggo-4
  chery-tiggo-7 chery-tiggo-8 changan-cs35-plus changan-cs75 changan-cs85 changan-cs95 changan-uni-k
  changan-uni-t jetour-x70 jetour-x90 jetour-dashing jetour-t2 exeed-lx exeed-txl exeed-vx exeed-rx
  gac-gs3 gac-gs4 gac-gs8 gac-emkoo suzuki-grand-vitara suzuki-vitara suzuki-fronx suzuki-jimny
  hummer-h3 genesis-gv70 genesis-gv80 mg-one
`);

const STYLES: [Set<string>, BodyStyle][] = [
  [BIG, 'big-suv'],
  [PICKUP, 'pickup'],
  [VAN, 'van'],
  [COUPE, 'coupe'],
  [HATCH, 'hatch'],
  [SUV, 'suv'],
];

/** The body style of a car model slug (toyota-land-cruiser → big-suv); sedan when unknown. */
export function bodyOf(modelSlug: string): BodyStyle {
  return STYLES.find(([models]) => models.has(modelSlug))?.[1] ?? 'sedan';
}

/** The `bodyType` detail (packages/contracts/src/attributes.ts) of the style a model is drawn in. */
const BODY_TYPES = {
  sedan: 'sedan',
  hatch: 'hatchback',
  coupe: 'coupe',
  suv: 'suv',
  'big-suv': 'suv',
  pickup: 'pickup',
  van: 'van',
} as const satisfies Record<BodyStyle, string>;

export function bodyTypeOf(modelSlug: string): (typeof BODY_TYPES)[BodyStyle] {
  return BODY_TYPES[bodyOf(modelSlug)];
}
