// A car ad's photos: the same car (body style from its model, a Gulf-typical colour, its wheels)
// in one place, from the side, the front, behind and the other side.
import type { Rand } from '../ad-texts.ts';
import { type Backdrop, city, desert, showroom, studio } from './backdrops.ts';
import { bodyOf } from './car-models.ts';
import { carEnd } from './car-ends.ts';
import { type CarLook, carSide } from './car-side.ts';
import { between, type Hsl, mirrored, near, type Paint } from './kit.ts';
import { pickRim } from './wheel.ts';

// White leads on Gulf roads, then black, silver and grey; a few colours for the rest.
const COLOURS: [Hsl, number][] = [
  [[0, 0, 96], 32],
  [[0, 0, 10], 14],
  [[210, 4, 74], 12],
  [[210, 5, 45], 10],
  [[40, 22, 84], 8],
  [[215, 55, 32], 7],
  [[355, 70, 40], 6],
  [[28, 30, 32], 4],
  [[150, 30, 24], 3],
  [[200, 25, 60], 4],
];

function colour(r: Rand): Hsl {
  let n = r.int(
    1,
    COLOURS.reduce((a, [, w]) => a + w, 0),
  );
  for (const [c, w] of COLOURS) if ((n -= w) <= 0) return near(r, c, 4, 5, 3);
  return COLOURS[0]![0];
}

export function carLook(r: Rand, model: string): CarLook {
  const body = bodyOf(model);
  return {
    body,
    colour: colour(r),
    rim: pickRim(r, body === 'pickup' || body === 'big-suv'),
    tint: r.int(0, 1),
  };
}

const PLACES: Backdrop[] = [studio, city, city, desert, showroom];

export function carScene(p: Paint, look: CarLook, place: Rand, shot: Rand, view: number): string {
  const horizon = between(place, 395, 445);
  const backdrop = place.pick(PLACES)(p, place, horizon);
  const facesRight = place.chance(0.5) !== (view === 3);
  if (view === 0 || view === 3) {
    const length = between(shot, 700, 760);
    const ground = between(shot, 560, 590);
    const car = carSide(p, look, 480 - length / 2 + between(shot, -12, 12), ground, length);
    return backdrop + (facesRight ? mirrored(car) : car);
  }
  const width = between(shot, 440, 500);
  return backdrop + carEnd(p, look, 480 + between(shot, -20, 20), between(shot, 580, 610), width, view === 2);
}
