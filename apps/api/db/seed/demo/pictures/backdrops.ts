// Backgrounds the subjects stand in front of: a photo studio, a room, the desert, a city street,
// a showroom, and a dusk sky. `horizon` is where the wall (or sky) meets the floor (or ground).
import type { Rand } from '../ad-texts.ts';
import { between, H, hsl, near, type Paint, rect, shade, W, type Hsl } from './kit.ts';

export type Backdrop = (p: Paint, r: Rand, horizon: number) => string;

const WALLS: Hsl[] = [
  [35, 30, 92],
  [210, 20, 93],
  [150, 14, 90],
  [20, 35, 91],
  [45, 25, 88],
  [200, 25, 86],
  [0, 0, 94],
  [260, 12, 92],
];

export const studio: Backdrop = (p, r, horizon) => {
  const wall = near(r, r.pick(WALLS), 10, 6, 3);
  const back = p.linear([
    [0, hsl(shade(wall, 4))],
    [1, hsl(shade(wall, -4))],
  ]);
  const floor = p.linear([
    [0, hsl(shade(wall, -8))],
    [1, hsl(shade(wall, -16, -4))],
  ]);
  // A seamless paper backdrop: the wall curves into the floor, no hard line.
  const sweep = p.linear([
    [0, hsl(shade(wall, -4), 0)],
    [1, hsl(shade(wall, -8))],
  ]);
  return `${rect(0, 0, W, H, 0, back)}${rect(0, horizon, W, H - horizon, 0, floor)}${rect(0, horizon - 60, W, 60, 0, sweep)}${vignette(p)}`;
};

export const vignette = (p: Paint) =>
  rect(
    0,
    0,
    W,
    H,
    0,
    p.radial(
      [
        [0.55, 'rgba(0,0,0,0)'],
        [1, 'rgba(0,0,0,0.18)'],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );

export const room: Backdrop = (p, r, horizon) => {
  const wall = near(r, r.pick(WALLS), 12, 8, 4);
  const wood: Hsl = near(r, r.pick([[30, 35, 55] as Hsl, [28, 25, 70], [20, 30, 40], [35, 15, 78]]), 4, 6, 6);
  const back = p.linear([
    [0, hsl(shade(wall, 3))],
    [1, hsl(shade(wall, -5))],
  ]);
  const floor = p.linear([
    [0, hsl(shade(wood, -6))],
    [1, hsl(shade(wood, 4))],
  ]);
  const planks = Array.from({ length: 9 }, (_, i) => {
    const y = horizon + 14 + i * i * 3.2 + i * 10;
    return y < H ? rect(0, y, W, 1.6, 0, hsl(shade(wood, -12), 0.5)) : '';
  }).join('');
  const skirting = rect(0, horizon - 14, W, 14, 0, hsl(shade(wall, 6, -10)));
  const light = rect(
    0,
    0,
    W,
    horizon,
    0,
    p.radial(
      [
        [0, 'rgba(255,255,255,0.45)'],
        [1, 'rgba(255,255,255,0)'],
      ],
      between(r, 0.2, 0.8),
      0.1,
      0.7,
    ),
  );
  return `${rect(0, 0, W, horizon, 0, back)}${light}${rect(0, horizon, W, H - horizon, 0, floor)}${planks}${skirting}${vignette(p)}`;
};

function sky(p: Paint, r: Rand, horizon: number, top: Hsl, bottom: Hsl): string {
  const fill = p.linear([
    [0, hsl(top)],
    [1, hsl(bottom)],
  ]);
  const sun = p.radial([
    [0, 'rgba(255,250,230,0.9)'],
    [0.25, 'rgba(255,240,200,0.35)'],
    [1, 'rgba(255,240,200,0)'],
  ]);
  const x = between(r, 80, W - 80);
  return `${rect(0, 0, W, horizon + 2, 0, fill)}<circle cx="${x}" cy="${between(r, 60, 160)}" r="240" fill="${sun}"/>`;
}

/** Dunes in two layers and a sandy or paved ground. */
export const desert: Backdrop = (p, r, horizon) => {
  const sand = near(r, [36, 42, 76], 4, 8, 4);
  const far = shade(sand, 6, -20);
  const dune = (y: number, amp: number, c: Hsl) => {
    const a = between(r, 0, 6);
    let d = `M0 ${H}L0 ${y}`;
    for (let x = 0; x <= W; x += 40)
      d += `L${x} ${(y - amp * (0.5 + 0.5 * Math.sin(x / 130 + a))).toFixed(1)}`;
    return `<path d="${d}L${W} ${H}Z" fill="${hsl(c)}"/>`;
  };
  const ground = p.linear([
    [0, hsl(shade(sand, -4))],
    [1, hsl(shade(sand, -12))],
  ]);
  return `${sky(p, r, horizon, near(r, [205, 65, 62], 6, 8, 6), [200, 45, 88])}${dune(horizon - 10, 40, far)}${dune(horizon + 6, 26, shade(sand, 2))}${rect(0, horizon + 10, W, H - horizon, 0, ground)}`;
};

/** A pale skyline of towers behind a pavement. */
export const city: Backdrop = (p, r, horizon) => {
  const skyTop = near(r, [208, 55, 66], 6, 10, 8);
  const tone: Hsl = [skyTop[0], 18, 78];
  let towers = '';
  for (let x = -20; x < W; x += between(r, 40, 90)) {
    const w = between(r, 34, 80);
    const h = between(r, 60, 250);
    towers += rect(x, horizon - h, w, h + 4, 2, hsl(near(r, tone, 4, 4, 5)));
    if (r.chance(0.25)) towers += rect(x + w / 2 - 2, horizon - h - 30, 4, 30, 1, hsl(tone));
  }
  const road = p.linear([
    [0, hsl([220, 6, 58])],
    [1, hsl([220, 8, 40])],
  ]);
  const kerb = rect(0, horizon, W, 16, 0, hsl([40, 10, 80]));
  return `${sky(p, r, horizon, skyTop, [200, 40, 90])}${towers}${kerb}${rect(0, horizon + 16, W, H - horizon, 0, road)}`;
};

/** A dark showroom floor with spotlights. */
export const showroom: Backdrop = (p, r, horizon) => {
  const base = near(r, r.pick([[220, 10, 24] as Hsl, [30, 8, 26], [210, 18, 30]]), 6, 4, 4);
  const wall = p.linear([
    [0, hsl(shade(base, -8))],
    [1, hsl(shade(base, 8))],
  ]);
  const floor = p.linear([
    [0, hsl(shade(base, 14))],
    [1, hsl(shade(base, -6))],
  ]);
  const spot = (x: number) =>
    `<ellipse cx="${x}" cy="${horizon - 120}" rx="190" ry="260" fill="${p.radial([
      [0, 'rgba(255,255,255,0.22)'],
      [1, 'rgba(255,255,255,0)'],
    ])}"/>`;
  return `${rect(0, 0, W, horizon, 0, wall)}${spot(between(r, 200, 400))}${spot(between(r, 560, 760))}${rect(0, horizon, W, H - horizon, 0, floor)}`;
};

/** Evening: a warm sky fading to violet, for buildings lit from inside. */
export const dusk: Backdrop = (p, r, horizon) => {
  const fill = p.linear([
    [0, hsl(near(r, [235, 35, 35], 8, 8, 5))],
    [0.6, hsl(near(r, [290, 25, 55], 10, 6, 5))],
    [1, hsl(near(r, [28, 80, 72], 6, 8, 5))],
  ]);
  const ground = p.linear([
    [0, hsl([240, 10, 32])],
    [1, hsl([240, 12, 20])],
  ]);
  return `${rect(0, 0, W, horizon, 0, fill)}${rect(0, horizon, W, H - horizon, 0, ground)}`;
};
