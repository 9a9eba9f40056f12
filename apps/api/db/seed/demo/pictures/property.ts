// Property from the street: a block of flats with balconies, or a Gulf villa behind its boundary
// wall, with palms; by day, or at dusk with lit windows.
import type { Rand } from '../ad-texts.ts';
import { between, hsl, type Hsl, near, type Paint, path, rect, shade } from './kit.ts';

const FACADES: Hsl[] = [
  [38, 35, 82],
  [30, 20, 90],
  [0, 0, 94],
  [35, 25, 70],
  [210, 8, 78],
  [25, 30, 62],
];

export function palm(x: number, ground: number, h: number, lean: number): string {
  const top = [x + lean, ground - h] as const;
  const trunk = `<path d="M${x - 7} ${ground}Q${x + lean * 0.3} ${ground - h / 2} ${top[0] - 3} ${top[1]}L${top[0] + 3} ${top[1]}Q${x + lean * 0.3 + 8} ${ground - h / 2} ${x + 7} ${ground}Z" fill="#8a6a45"/>`;
  const leaves = [-150, -120, -85, -55, -25, 10, 40].map((a) => {
    const rad = (a * Math.PI) / 180;
    const len = h * 0.42;
    const ex = top[0] + Math.cos(rad) * len;
    const ey = top[1] + Math.sin(rad) * len * 0.7 + len * 0.35;
    const mx = top[0] + Math.cos(rad) * len * 0.55;
    const my = top[1] + Math.sin(rad) * len * 0.55 - 14;
    return `<path d="M${top[0]} ${top[1]}Q${mx} ${my - 10} ${ex} ${ey}Q${mx + 6} ${my + 12} ${top[0]} ${top[1] + 6}Z" fill="${hsl([105 + (a % 20), 40, 30 + (a % 3) * 3])}"/>`;
  });
  return trunk + leaves.join('');
}

function windowPane(x: number, y: number, w: number, h: number, lit: boolean, p: Paint): string {
  const glass = lit
    ? p.linear([
        [0, '#ffd98a'],
        [1, '#f0a94a'],
      ])
    : p.linear([
        [0, '#9cc3e0'],
        [0.6, '#4f7392'],
        [1, '#35506b'],
      ]);
  return rect(x, y, w, h, 2, glass);
}

export function building(p: Paint, r: Rand, ground: number, dusk: boolean): string {
  const facade = near(r, r.pick(FACADES), 6, 6, 4);
  const floors = r.int(6, 9);
  const cols = r.int(4, 6);
  const fh = 44;
  const w = cols * 80 + 40;
  const x = 480 - w / 2 + between(r, -40, 40);
  const top = ground - floors * fh - 70;
  const wall = p.linear(
    [
      [0, hsl(shade(facade, 4))],
      [1, hsl(shade(facade, -8))],
    ],
    0,
    0,
    1,
    0,
  );
  let cells = '';
  for (let f = 0; f < floors; f++)
    for (let c = 0; c < cols; c++) {
      const wx = x + 30 + c * 80;
      const wy = top + 30 + f * fh;
      cells += windowPane(wx, wy, 60, 30, dusk && r.chance(0.55), p);
      if (c % 2 === 0) cells += rect(wx - 6, wy + 22, 72, 10, 2, 'rgba(255,255,255,0.5)');
    }
  const side = near(r, r.pick(FACADES), 6, 6, 4);
  const neighbour = rect(x + w + 20, ground - 260, 260, 260, 0, hsl(shade(side, -6)));
  return `${neighbour}${rect(x - 10, top - 14, w + 20, 18, 2, hsl(shade(facade, -14)))}${rect(x, top, w, ground - top, 0, wall)}${cells}${rect(x, ground - 60, w, 60, 0, hsl(shade(facade, -20)))}${rect(x + w / 2 - 40, ground - 56, 80, 56, 2, dusk ? '#ffd98a' : '#3f5870')}${palm(x - 30, ground + 10, 230, 14)}${palm(x + w + 10, ground + 20, 200, -18)}`;
}

export function villa(p: Paint, r: Rand, ground: number, dusk: boolean): string {
  const facade = near(r, r.pick(FACADES), 6, 6, 4);
  const accent = near(r, r.pick([[30, 30, 40] as Hsl, [210, 10, 30], [25, 45, 55], [0, 0, 85]]), 5, 5, 5);
  const wall = p.linear(
    [
      [0, hsl(shade(facade, 5))],
      [1, hsl(shade(facade, -6))],
    ],
    0,
    0,
    1,
    0,
  );
  const x = 210 + between(r, -30, 30);
  const lower = `${rect(x, ground - 210, 520, 210, 0, wall)}${rect(x + 320, ground - 380, 250, 180, 0, hsl(shade(facade, -5)))}${rect(x + 40, ground - 380, 300, 175, 0, wall)}`;
  const roof = `${rect(x + 30, ground - 395, 320, 18, 0, hsl(accent))}${rect(x + 310, ground - 396, 270, 18, 0, hsl(shade(accent, -6)))}`;
  const arches = r.chance(0.4);
  const win = (wx: number, wy: number, ww: number, wh: number) =>
    arches
      ? path(
          `M${wx} ${wy + wh}L${wx} ${wy + ww / 2}A${ww / 2} ${ww / 2} 0 0 1 ${wx + ww} ${wy + ww / 2}L${wx + ww} ${wy + wh}Z`,
          dusk
            ? '#ffd98a'
            : p.linear([
                [0, '#9cc3e0'],
                [1, '#3f5870'],
              ]),
        )
      : windowPane(wx, wy, ww, wh, dusk, p);
  const windows = [
    win(x + 70, ground - 350, 70, 110),
    win(x + 170, ground - 350, 70, 110),
    win(x + 360, ground - 350, 170, 100),
    win(x + 60, ground - 170, 100, 120),
    win(x + 380, ground - 170, 100, 120),
  ].join('');
  const boundary = `${rect(0, ground - 90, 960, 90, 0, hsl(shade(facade, -10)))}${rect(0, ground - 96, 960, 10, 0, hsl(accent))}${rect(420, ground - 120, 130, 120, 4, hsl(shade(accent, -10)))}${Array.from({ length: 6 }, (_, i) => rect(428 + i * 20, ground - 112, 6, 104, 2, hsl(shade(accent, 12)))).join('')}`;
  return `${lower}${roof}${windows}${rect(x + 240, ground - 170, 90, 170, 4, hsl(shade(accent, -14)))}${palm(x - 40, ground - 40, 300, 20)}${palm(x + 580, ground - 40, 260, -22)}${boundary}`;
}
