// Home appliances standing against a wall: a two-door fridge, a front-loading washing machine,
// a gas cooker with its burners, a dishwasher; in white, steel or black finishes.
import type { Rand } from '../ad-texts.ts';
import { circle, hsl, type Hsl, type Paint, rect, shade, shadow } from './kit.ts';

export type ApplianceKind = 'fridge' | 'washer' | 'cooker' | 'dishwasher';
const FINISHES: Hsl[] = [
  [0, 0, 95],
  [210, 6, 74],
  [210, 6, 74],
  [220, 6, 22],
  [30, 10, 88],
];

export const pickFinish = (r: Rand): Hsl => r.pick(FINISHES);

function cabinet(p: Paint, x: number, y: number, w: number, h: number, f: Hsl): string {
  const fill = p.linear(
    [
      [0, hsl(shade(f, 4))],
      [0.5, hsl(f)],
      [1, hsl(shade(f, -10))],
    ],
    0,
    0,
    1,
    0,
  );
  return `${shadow(p, x + w / 2, y + h, w * 0.65, 16, 0.45)}${rect(x, y, w, h, 12, fill)}${rect(
    x,
    y,
    w,
    h,
    12,
    p.linear(
      [
        [0, 'rgba(255,255,255,0.3)'],
        [0.4, 'rgba(255,255,255,0)'],
      ],
      0,
      0,
      1,
      1,
    ),
  )}`;
}
const edge = (f: Hsl) => hsl(shade(f, -18));

export function fridge(p: Paint, f: Hsl, floor: number): string {
  const w = 300;
  const h = 470;
  const x = 480 - w / 2;
  const y = floor - h;
  const handle = (hx: number) => rect(hx, y + 60, 10, 200, 5, hsl(shade(f, -28)));
  return `${cabinet(p, x, y, w, h, f)}<line x1="480" y1="${y + 6}" x2="480" y2="${floor - 6}" stroke="${edge(f)}" stroke-width="3"/>${rect(x, floor - 18, w, 18, 6, hsl(shade(f, -24)))}${handle(460)}${handle(490)}${rect(x + 40, y + 70, 70, 90, 8, 'rgba(30,40,55,0.75)')}${rect(x + 50, y + 82, 50, 8, 3, 'rgba(120,220,255,0.8)')}`;
}

export function washer(p: Paint, f: Hsl, floor: number): string {
  const w = 300;
  const h = 330;
  const x = 480 - w / 2;
  const y = floor - h;
  const ring = p.linear(
    [
      [0, '#f2f4f7'],
      [1, '#9aa1ab'],
    ],
    0,
    0,
    1,
    1,
  );
  const glass = p.radial(
    [
      [0, 'rgba(150,190,220,0.9)'],
      [0.7, 'rgba(40,60,85,0.95)'],
      [1, 'rgba(25,35,50,1)'],
    ],
    0.4,
    0.4,
    0.6,
  );
  return `${cabinet(p, x, y, w, h, f)}<line x1="${x}" y1="${y + 62}" x2="${x + w}" y2="${y + 62}" stroke="${edge(f)}" stroke-width="2"/>${rect(x + 18, y + 18, 80, 28, 6, 'rgba(70,75,85,0.25)')}${circle(x + w - 50, y + 32, 16, hsl(shade(f, -20)))}${rect(x + 140, y + 22, 60, 20, 4, '#1a2a3a')}${circle(480, y + 200, 105, ring)}${circle(480, y + 200, 84, glass)}<path d="M${480 - 50} ${y + 165}Q480 ${y + 140} ${480 + 45} ${y + 160}" fill="none" stroke="rgba(255,255,255,0.45)" stroke-width="8" stroke-linecap="round"/>`;
}

export function dishwasher(p: Paint, f: Hsl, floor: number): string {
  const w = 300;
  const h = 400;
  const x = 480 - w / 2;
  const y = floor - h;
  return `${cabinet(p, x, y, w, h, f)}${rect(x, y, w, 56, 12, hsl(shade(f, -10)))}${Array.from({ length: 4 }, (_, i) => circle(x + 170 + i * 28, y + 28, 7, hsl(shade(f, -30)))).join('')}${rect(x + 30, y + 20, 90, 16, 4, '#1c2a38')}${rect(x + 60, y + 76, w - 120, 12, 6, hsl(shade(f, -28)))}${rect(x, floor - 30, w, 30, 8, hsl(shade(f, -24)))}`;
}

export function cooker(p: Paint, f: Hsl, floor: number, burners: number): string {
  const w = 340;
  const h = 330;
  const x = 480 - w / 2;
  const y = floor - h;
  const top = `M${x} ${y}L${x + w} ${y}L${x + w - 30} ${y - 70}L${x + 30} ${y - 70}Z`;
  const spots =
    burners === 5
      ? [
          [0.22, 0.3],
          [0.78, 0.3],
          [0.5, 0.5],
          [0.25, 0.78],
          [0.75, 0.78],
        ]
      : [
          [0.27, 0.3],
          [0.73, 0.3],
          [0.25, 0.75],
          [0.75, 0.75],
        ];
  const burnerSvg = spots
    .map(([u, v]) => {
      const bx = x + 30 + u! * (w - 60) + (v! - 0.5) * 0;
      const by = y - 70 + v! * 70;
      return `<ellipse cx="${bx}" cy="${by}" rx="34" ry="10" fill="#1b1c1f"/><ellipse cx="${bx}" cy="${by - 2}" rx="18" ry="5" fill="#4a4d55"/>`;
    })
    .join('');
  const knobs = Array.from({ length: burners + 1 }, (_, i) =>
    circle(x + 40 + i * ((w - 80) / burners), y + 30, 11, '#2a2c31'),
  ).join('');
  const glass = p.linear([
    [0, '#2f3a45'],
    [1, '#0f141a'],
  ]);
  return `${cabinet(p, x, y, w, h, f)}<path d="${top}" fill="#23252a"/>${burnerSvg}${knobs}${rect(x + 30, y + 70, w - 60, 18, 9, hsl(shade(f, -28)))}${rect(x + 40, y + 105, w - 80, 170, 10, glass)}${rect(x, floor - 24, w, 24, 6, hsl(shade(f, -24)))}`;
}
