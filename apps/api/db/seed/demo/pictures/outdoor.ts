// Outdoor and family things: a bicycle (mountain, road or child's), a pram, a baby car seat,
// a dome tent, a fire pit with flames, and a camping kit (a tent, a fire pit and a cool box together).
import type { Rand } from '../ad-texts.ts';
import { circle, hsl, type Hsl, near, type Paint, path, rect, shade, shadow } from './kit.ts';

const VIVID: Hsl[] = [
  [355, 75, 48],
  [210, 75, 45],
  [140, 50, 38],
  [45, 90, 50],
  [0, 0, 15],
  [280, 45, 45],
  [20, 85, 52],
];

export function bicycle(p: Paint, r: Rand, ground: number, kind: 'mountain' | 'road' | 'kids'): string {
  const frame = hsl(near(r, r.pick(VIVID), 5, 5, 5));
  const s = kind === 'kids' ? 0.68 : 1;
  const R = 112 * s;
  const rx = 480 - 170 * s;
  const fx = 480 + 170 * s;
  const wy = ground - R;
  const tyre = kind === 'road' ? 7 : 15;
  const wheelSvg = (x: number) =>
    `${circle(x, wy, R - tyre / 2, 'none', `stroke="#1b1c1f" stroke-width="${tyre}"`)}${circle(x, wy, R - tyre - 4, 'none', 'stroke="#9aa1ab" stroke-width="4"')}${Array.from({ length: 12 }, (_, i) => `<line x1="${x}" y1="${wy}" x2="${(x + Math.cos(i * 0.5236) * (R - tyre - 4)).toFixed(1)}" y2="${(wy + Math.sin(i * 0.5236) * (R - tyre - 4)).toFixed(1)}" stroke="#b8bec6" stroke-width="1.6"/>`).join('')}${circle(x, wy, 8 * s, '#555a62')}`;
  const bb = [480 - 10 * s, ground - 95 * s] as const;
  const seat = [480 - 40 * s, ground - 270 * s] as const;
  const headTop = [480 + 125 * s, ground - 285 * s] as const;
  const headBot = [480 + 138 * s, ground - 235 * s] as const;
  const tube = (a: readonly number[], b: readonly number[], w = 12) =>
    `<line x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke="${frame}" stroke-width="${w * s}" stroke-linecap="round"/>`;
  const bars =
    kind === 'road'
      ? `<path d="M${headTop[0]} ${headTop[1] - 20 * s}l30 0q22 4 18 30q-4 16 -22 12" fill="none" stroke="#1b1c1f" stroke-width="${9 * s}" stroke-linecap="round"/>`
      : `<line x1="${headTop[0] - 20 * s}" y1="${headTop[1] - 26 * s}" x2="${headTop[0] + 30 * s}" y2="${headTop[1] - 20 * s}" stroke="#1b1c1f" stroke-width="${10 * s}" stroke-linecap="round"/>`;
  return [
    shadow(p, 480, ground, 300 * s, 14, 0.35),
    wheelSvg(rx),
    wheelSvg(fx),
    tube(bb, [rx, wy], 9),
    tube([seat[0] + 6 * s, seat[1] + 20 * s], [rx, wy], 9),
    tube(bb, seat),
    tube(seat, headTop),
    tube(bb, headBot, 14),
    tube(headBot, [fx, wy], 10),
    tube(headBot, headTop, 16),
    `<line x1="${headTop[0]}" y1="${headTop[1]}" x2="${headTop[0]}" y2="${headTop[1] - 22 * s}" stroke="#2a2b30" stroke-width="${9 * s}"/>`,
    bars,
    `<line x1="${seat[0]}" y1="${seat[1]}" x2="${seat[0] - 6 * s}" y2="${seat[1] - 26 * s}" stroke="#2a2b30" stroke-width="${8 * s}"/>`,
    path(
      `M${seat[0] - 46 * s} ${seat[1] - 28 * s}Q${seat[0]} ${seat[1] - 44 * s} ${seat[0] + 30 * s} ${seat[1] - 30 * s}L${seat[0] - 40 * s} ${seat[1] - 18 * s}Z`,
      '#1b1c1f',
    ),
    circle(bb[0], bb[1], 26 * s, 'none', `stroke="#6b717a" stroke-width="${6 * s}"`),
    `<line x1="${bb[0]}" y1="${bb[1]}" x2="${bb[0] + 30 * s}" y2="${bb[1] + 40 * s}" stroke="#3a3d44" stroke-width="${8 * s}" stroke-linecap="round"/>`,
  ].join('');
}

export function pram(p: Paint, r: Rand, ground: number): string {
  const fabric = near(
    r,
    r.pick([[0, 0, 20] as Hsl, [210, 25, 40], [30, 20, 60], [150, 20, 45], [350, 35, 45], [40, 15, 80]]),
    4,
    5,
    4,
  );
  const f = p.linear([
    [0, hsl(shade(fabric, 8))],
    [1, hsl(shade(fabric, -8))],
  ]);
  const wheel = (x: number, rad: number) =>
    `${circle(x, ground - rad, rad, '#1b1c1f')}${circle(x, ground - rad, rad * 0.55, '#8a9099')}`;
  return [
    shadow(p, 480, ground, 240, 14, 0.35),
    `<path d="M400 ${ground - 230}L330 ${ground - 50}M420 ${ground - 230}L610 ${ground - 50}M560 ${ground - 240}L650 ${ground - 470}" stroke="#2a2b30" stroke-width="12" fill="none" stroke-linecap="round"/>`,
    rect(620, ground - 490, 80, 22, 11, '#1b1c1f'),
    path(
      `M330 ${ground - 330}L600 ${ground - 330}Q610 ${ground - 200} 540 ${ground - 200}L380 ${ground - 200}Q320 ${ground - 200} 330 ${ground - 330}Z`,
      f,
    ),
    path(
      `M330 ${ground - 330}Q330 ${ground - 480} 470 ${ground - 490}L470 ${ground - 330}Z`,
      hsl(shade(fabric, -6)),
    ),
    `<path d="M345 ${ground - 340}Q350 ${ground - 460} 460 ${ground - 475}" fill="none" stroke="${hsl(shade(fabric, 10))}" stroke-width="5"/>`,
    rect(380, ground - 150, 200, 40, 10, 'rgba(30,30,35,0.6)'),
    wheel(330, 52),
    wheel(610, 52),
  ].join('');
}

/** A child's car seat from the front: shell with side wings, padded insert, harness and buckle. */
export function babySeat(p: Paint, r: Rand, ground: number): string {
  const fabric = near(
    r,
    r.pick([[0, 0, 22] as Hsl, [210, 35, 38], [20, 15, 45], [350, 40, 42], [160, 25, 35]]),
    4,
    5,
    4,
  );
  const shell = p.linear(
    [
      [0, '#4a4c53'],
      [1, '#1c1d21'],
    ],
    0,
    0,
    1,
    0,
  );
  const pad = p.linear([
    [0, hsl(shade(fabric, 10))],
    [1, hsl(shade(fabric, -8))],
  ]);
  const y = (d: number) => ground - d;
  return [
    shadow(p, 480, ground, 220, 16, 0.4),
    rect(330, y(70), 300, 70, 24, '#2a2b30'),
    path(
      `M330 ${y(60)}Q300 ${y(260)} 340 ${y(330)}Q330 ${y(470)} 380 ${y(520)}L580 ${y(520)}Q630 ${y(470)} 620 ${y(330)}Q660 ${y(260)} 630 ${y(60)}Z`,
      shell,
    ),
    path(
      `M370 ${y(90)}Q350 ${y(250)} 380 ${y(320)}Q370 ${y(450)} 400 ${y(490)}L560 ${y(490)}Q590 ${y(450)} 580 ${y(320)}Q610 ${y(250)} 590 ${y(90)}Z`,
      pad,
    ),
    rect(395, y(470), 170, 120, 40, hsl(shade(fabric, 6))),
    `<path d="M430 ${y(330)}L455 ${y(160)}M530 ${y(330)}L505 ${y(160)}" stroke="#1b1c1f" stroke-width="22" stroke-linecap="round"/>`,
    rect(455, y(185), 50, 44, 10, '#c0392b'),
    rect(440, y(130), 80, 30, 10, '#1b1c1f'),
  ].join('');
}

export function tent(p: Paint, r: Rand, ground: number): string {
  const c = near(
    r,
    r.pick([[25, 75, 50] as Hsl, [140, 35, 38], [205, 55, 45], [45, 80, 52], [0, 0, 92]]),
    5,
    6,
    5,
  );
  const fly = p.linear(
    [
      [0, hsl(shade(c, 8))],
      [1, hsl(shade(c, -12))],
    ],
    0,
    0,
    1,
    0,
  );
  return [
    shadow(p, 480, ground, 330, 18, 0.35),
    path(`M170 ${ground}Q230 ${ground - 330} 480 ${ground - 350}Q730 ${ground - 330} 790 ${ground}Z`, fly),
    `<path d="M230 ${ground}Q300 ${ground - 300} 480 ${ground - 350}M730 ${ground}Q660 ${ground - 300} 480 ${ground - 350}" fill="none" stroke="${hsl(shade(c, -22))}" stroke-width="5"/>`,
    path(
      `M390 ${ground}Q400 ${ground - 220} 480 ${ground - 230}Q560 ${ground - 220} 570 ${ground}Z`,
      hsl(shade(c, -25)),
    ),
    path(
      `M480 ${ground - 230}Q560 ${ground - 220} 570 ${ground}L520 ${ground}Q520 ${ground - 150} 480 ${ground - 230}Z`,
      hsl(shade(c, -8)),
    ),
    `<line x1="170" y1="${ground}" x2="120" y2="${ground + 24}" stroke="#555" stroke-width="3"/><line x1="790" y1="${ground}" x2="840" y2="${ground + 24}" stroke="#555" stroke-width="3"/>`,
  ].join('');
}

export function firePit(p: Paint, r: Rand, ground: number): string {
  const flame = (x: number, h: number, c: string) =>
    path(
      `M${x - h * 0.35} ${ground - 170}Q${x - h * 0.4} ${ground - 170 - h * 0.6} ${x} ${ground - 170 - h}Q${x + h * 0.1} ${ground - 170 - h * 0.5} ${x + h * 0.35} ${ground - 170}Z`,
      c,
    );
  const glow = p.radial([
    [0, 'rgba(255,170,60,0.55)'],
    [1, 'rgba(255,170,60,0)'],
  ]);
  return [
    `<ellipse cx="480" cy="${ground - 220}" rx="300" ry="230" fill="${glow}"/>`,
    shadow(p, 480, ground, 230, 16, 0.45),
    [-80, 80]
      .map(
        (d) =>
          `<line x1="${480 + d}" y1="${ground - 120}" x2="${480 + d * 1.5}" y2="${ground}" stroke="#26272b" stroke-width="12"/>`,
      )
      .join(''),
    flame(430, 150 + r.int(0, 40), '#ff7a1a'),
    flame(500, 210 + r.int(0, 40), '#ff9b2f'),
    flame(560, 130 + r.int(0, 40), '#ff7a1a'),
    flame(480, 120, '#ffd35a'),
    rect(400, ground - 190, 160, 26, 12, '#5b3a22', 'transform="rotate(-12 480 200)"'),
    path(
      `M300 ${ground - 180}L660 ${ground - 180}Q640 ${ground - 100} 480 ${ground - 96}Q320 ${ground - 100} 300 ${ground - 180}Z`,
      p.linear([
        [0, '#3a3b40'],
        [1, '#17181b'],
      ]),
    ),
  ].join('');
}

/** Around (cx, ground), `scale` times its size: the same drawing placed in a group of things. */
const placed = (svg: string, cx: number, ground: number, scale: number) =>
  `<g transform="translate(${cx} ${ground}) scale(${scale}) translate(-480 ${-ground})">${svg}</g>`;

/** "A complete camping kit" is more than a tent: a smaller tent, a fire pit and a cool box. */
export function campingKit(p: Paint, r: Rand, ground: number): string {
  const box = near(r, r.pick([[0, 70, 48] as Hsl, [205, 60, 45], [140, 40, 40]]), 5, 6, 5);
  return [
    placed(tent(p, r, ground), 330, ground, 0.72),
    placed(firePit(p, r, ground), 790, ground, 0.5),
    shadow(p, 625, ground, 80, 10, 0.3),
    rect(560, ground - 96, 130, 96, 10, hsl(box)),
    rect(552, ground - 112, 146, 24, 8, '#f1f1f1'),
    rect(605, ground - 124, 40, 14, 6, '#2b2c30'),
  ].join('');
}
