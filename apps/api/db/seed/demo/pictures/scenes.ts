// One picture of an item: its family's subject, in a place, from one of its views. The item's
// looks come from `look` and the place from `place` (the same for every view of one ad), the
// framing from `shot` (its own per view). docs/decisions/0036-demo-pictures.md
import type { Rand } from '../ad-texts.ts';
import type { Family, Item } from '../items.ts';
import { type ApplianceKind, cooker, dishwasher, fridge, pickFinish, washer } from './appliances.ts';
import { floorUnit, splitUnit, windowUnit } from './air-conditioners.ts';
import { camel, cat, falcon } from './animals.ts';
import { type Backdrop, city, desert, dusk, room, studio } from './backdrops.ts';
import { carLook, carScene } from './car-scene.ts';
import { laptop, monitorDesk, towerDesk } from './computers.ts';
import { gameCases, nintendo, playstation, xbox } from './consoles.ts';
import { bakhoor, oudOil, perfume, watch } from './fashion.ts';
import { dates, honey } from './food.ts';
import { bed, dining, sofa } from './furniture.ts';
import { kidsBed, majlis, officeDesk, wardrobe } from './furniture-more.ts';
import { between, group, mirrored, type Paint } from './kit.ts';
import { babySeat, bicycle, campingKit, firePit, pram, tent } from './outdoor.ts';
import { type PhoneKind, phoneScene, pickPhone } from './phone.ts';
import { building, villa } from './property.ts';

export type Draw = { p: Paint; look: Rand; place: Rand; shot: Rand; item: Item; view: number };
type Stage = {
  /** How tall the subject stands above `floor` (0: it is centred on it), for the close-up. */
  height?: number;
  backdrops: Backdrop[];
  horizon: [number, number];
  zoom: [number, number];
  floor: number;
  mirror?: boolean;
};

/**
 * The gallery's framings of one item: whole, closer on its upper part, wider and off-centre.
 * `lift` is the height above the floor the camera aims at; `at` where that point lands.
 */
const FRAMES = [
  { zoom: 1, lift: 0, at: (floor: number) => floor, dx: 30 },
  { zoom: 1.5, lift: 0.35, at: (floor: number, lift: number) => (lift ? 380 : floor), dx: 20 },
  { zoom: 0.86, lift: 0, at: (floor: number) => floor, dx: 120 },
];

/** The subject framed for the view about a point of the floor (so it keeps standing on it), maybe mirrored. */
function staged(d: Draw, stage: Stage, subject: (floor: number) => string): string {
  const backdrop = d.place.pick(stage.backdrops)(d.p, d.place, between(d.place, ...stage.horizon));
  const frame = FRAMES[d.view % FRAMES.length]!;
  const z = between(d.shot, ...stage.zoom) * frame.zoom;
  const dx = between(d.shot, -frame.dx, frame.dx);
  const lift = frame.lift * (stage.height ?? 480);
  const body = group(
    `translate(${480 + dx} ${frame.at(stage.floor, lift)}) scale(${z}) translate(-480 ${lift - stage.floor})`,
    subject(stage.floor),
  );
  return backdrop + (stage.mirror && d.shot.chance(0.5) ? mirrored(body) : body);
}

const ROOM: Omit<Stage, 'zoom'> = { backdrops: [room], horizon: [430, 480], floor: 600 };
const STUDIO: Omit<Stage, 'zoom'> = { backdrops: [studio], horizon: [470, 520], floor: 600 };

const phoneKind = (kind: string): PhoneKind =>
  kind.startsWith('iphone')
    ? kind.includes('pro')
      ? 'iphone-pro'
      : 'iphone'
    : kind.includes('ultra')
      ? 'galaxy-ultra'
      : kind.startsWith('galaxy')
        ? 'galaxy'
        : kind.startsWith('pixel')
          ? 'pixel'
          : 'android';

const APPLIANCES: Record<ApplianceKind, typeof fridge> = {
  fridge,
  washer,
  dishwasher,
  cooker: (p, f, y) => cooker(p, f, y, 5),
};

export const SCENES: Record<Family, (d: Draw) => string> = {
  car: (d) => carScene(d.p, carLook(d.look, d.item.kind), d.place, d.shot, d.view),
  phone: (d) => {
    const look = pickPhone(d.look, phoneKind(d.item.kind));
    return (
      d.place.pick([studio, room])(d.p, d.place, between(d.place, 470, 520)) +
      phoneScene(d.p, d.shot, look, d.view % 3)
    );
  },
  computer: (d) => {
    const wood = d.look.pick([
      [30, 35, 50],
      [25, 20, 32],
      [35, 20, 75],
    ] as const);
    if (d.item.kind === 'monitor')
      return staged(d, { ...ROOM, zoom: [1, 1.12] }, () => monitorDesk(d.p, d.look, wood));
    if (d.item.kind === 'desktop')
      return staged(d, { ...ROOM, zoom: [1, 1.1] }, () => towerDesk(d.p, d.look, wood));
    const shell =
      d.item.kind === 'macbook-pro'
        ? d.look.pick([
            [210, 5, 76],
            [220, 6, 40],
          ] as const)
        : ([0, 0, 16] as const);
    return staged(d, { ...STUDIO, zoom: [1.1, 1.3] }, (y) => laptop(d.p, d.look, 480, y, shell));
  },
  console: (d) => {
    const draw =
      { playstation, xbox, switch: nintendo, games: gameCases }[d.item.kind as 'xbox'] ?? playstation;
    const zoom: [number, number] = d.item.kind === 'games' ? [1.25, 1.4] : [1.05, 1.25];
    return staged(d, { backdrops: [studio, room], horizon: [450, 520], floor: 560, zoom }, () =>
      draw(d.p, d.look),
    );
  },
  appliance: (d) => {
    const draw = APPLIANCES[d.item.kind as ApplianceKind] ?? fridge;
    return staged(d, { ...ROOM, zoom: [1.05, 1.2] }, (y) => draw(d.p, pickFinish(d.look), y));
  },
  'air-conditioner': (d) => {
    if (d.item.kind === 'split')
      return staged(d, { ...ROOM, floor: 230, zoom: [1.05, 1.2] }, (y) => splitUnit(d.p, y - 80));
    const draw = d.item.kind === 'window' ? windowUnit : floorUnit;
    return staged(d, { ...ROOM, zoom: [1.05, 1.2] }, (y) => draw(d.p, y));
  },
  furniture: (d) => {
    const draw =
      { sofa, bedroom: bed, dining, majlis, 'kids-bed': kidsBed, wardrobe, desk: officeDesk }[
        d.item.kind as 'sofa'
      ] ?? sofa;
    return staged(d, { ...ROOM, zoom: [1, 1.15], mirror: true }, (y) => draw(d.p, d.look, y));
  },
  'flat-rent': (d) =>
    d.view === 1
      ? staged(d, { ...ROOM, zoom: [1, 1.1], mirror: true }, (y) => sofa(d.p, d.look, y))
      : d.view === 2
        ? staged(d, { ...ROOM, zoom: [1, 1.1], mirror: true }, (y) => bed(d.p, d.look, y))
        : staged(d, { backdrops: [city], horizon: [590, 610], floor: 610, zoom: [1, 1.1] }, (y) =>
            building(d.p, d.look, y, false),
          ),
  'villa-sale': (d) =>
    d.view === 2
      ? staged(d, { ...ROOM, zoom: [1, 1.1], mirror: true }, (y) => majlis(d.p, d.look, y - 40))
      : staged(
          d,
          { backdrops: [d.view === 1 ? dusk : desert], horizon: [540, 570], floor: 620, zoom: [1, 1.08] },
          (y) => villa(d.p, d.look, y, d.view === 1),
        ),
  perfume: (d) => {
    const draw = { 'oud-oil': oudOil, bakhoor, perfume }[d.item.kind as 'perfume'] ?? perfume;
    return staged(d, { ...STUDIO, zoom: [1.05, 1.25], mirror: true }, (y) => draw(d.p, d.look, y));
  },
  watch: (d) => {
    const kind = d.item.kind === 'g-shock' ? 'sport' : d.item.kind === 'seiko' ? 'dress' : 'diver';
    return staged(d, { ...STUDIO, floor: 360, height: 0, zoom: [0.95, 1.1] }, (y) =>
      watch(d.p, d.look, kind, 480, y),
    );
  },
  camel: (d) =>
    staged(d, { backdrops: [desert], horizon: [440, 480], floor: 640, zoom: [1.2, 1.4], mirror: true }, (y) =>
      camel(d.p, d.look, y),
    ),
  falcon: (d) =>
    staged(
      d,
      { backdrops: [desert, studio], horizon: [440, 500], floor: 640, zoom: [1.15, 1.35], mirror: true },
      (y) => falcon(d.p, d.look, y),
    ),
  cat: (d) =>
    staged(
      d,
      { backdrops: [room, studio], horizon: [440, 500], floor: 620, zoom: [1.25, 1.45], mirror: true },
      (y) => cat(d.p, d.look, y),
    ),
  stroller: (d) => {
    const draw = d.item.kind === 'car-seat' ? babySeat : pram;
    return staged(
      d,
      { backdrops: [room, studio], horizon: [440, 500], floor: 620, zoom: [1.05, 1.2], mirror: true },
      (y) => draw(d.p, d.look, y),
    );
  },
  bicycle: (d) => {
    const kind = d.item.kind === 'kids' ? 'kids' : d.item.kind === 'road' ? 'road' : 'mountain';
    const zoom: [number, number] = kind === 'kids' ? [1.5, 1.7] : [1.15, 1.3];
    return staged(
      d,
      { backdrops: [city, studio, room], horizon: [440, 520], floor: 630, zoom, mirror: true },
      (y) => bicycle(d.p, d.look, y, kind),
    );
  },
  camping: (d) => {
    if (d.item.kind === 'fire-pit')
      return staged(d, { backdrops: [dusk], horizon: [460, 500], floor: 620, zoom: [1.05, 1.2] }, (y) =>
        firePit(d.p, d.look, y),
      );
    const draw = d.item.kind === 'kit' ? campingKit : tent;
    return staged(d, { backdrops: [desert], horizon: [440, 480], floor: 620, zoom: [1, 1.12] }, (y) =>
      draw(d.p, d.look, y),
    );
  },
  food: (d) => {
    const draw = d.item.kind === 'honey' ? honey : dates;
    return staged(d, { ...STUDIO, floor: 620, zoom: [1.05, 1.2], mirror: true }, (y) => draw(d.p, d.look, y));
  },
};
