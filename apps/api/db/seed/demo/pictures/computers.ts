// Computers: an open laptop, a monitor on a desk, a tower PC with its glowing fans beside a monitor.
import type { Rand } from '../ad-texts.ts';
import { between, circle, hsl, type Hsl, type Paint, path, rect, shade, shadow } from './kit.ts';

export type ComputerKind = 'laptop' | 'monitor' | 'desktop';

/** A desktop wallpaper with a couple of app windows (shapes only, no writing). */
function display(p: Paint, r: Rand, x: number, y: number, w: number, h: number, neon: boolean): string {
  const hue = r.int(0, 359);
  const wall = p.linear(
    neon
      ? [
          [0, hsl([hue, 85, 22])],
          [0.5, hsl([(hue + 60) % 360, 80, 40])],
          [1, hsl([(hue + 140) % 360, 85, 30])],
        ]
      : [
          [0, hsl([hue, 55, 62])],
          [1, hsl([(hue + 50) % 360, 55, 38])],
        ],
    0,
    0,
    1,
    1,
  );
  const win = (wx: number, wy: number, ww: number, wh: number) =>
    `${rect(wx, wy, ww, wh, 6, 'rgba(250,250,252,0.92)')}${rect(wx, wy, ww, 14, 6, 'rgba(225,228,235,1)')}${[0, 1, 2].map((i) => circle(wx + 9 + i * 10, wy + 7, 3, ['#ff5f57', '#febc2e', '#28c840'][i]!)).join('')}${Array.from({ length: 4 }, (_, i) => rect(wx + 10, wy + 24 + i * ((wh - 30) / 4), ww * between(r, 0.4, 0.85), 5, 2, 'rgba(120,130,150,0.45)')).join('')}`;
  const windows = neon
    ? circle(x + w * between(r, 0.3, 0.7), y + h * 0.5, h * 0.3, 'rgba(255,255,255,0.12)')
    : win(x + w * 0.1, y + h * 0.14, w * 0.5, h * 0.55) + win(x + w * 0.45, y + h * 0.32, w * 0.45, h * 0.5);
  return `${rect(x, y, w, h, 4, wall)}${windows}${rect(
    x,
    y,
    w,
    h,
    4,
    p.linear(
      [
        [0, 'rgba(255,255,255,0.18)'],
        [0.5, 'rgba(255,255,255,0)'],
      ],
      0,
      0,
      1,
      1,
    ),
  )}`;
}

export function laptop(p: Paint, r: Rand, cx: number, floor: number, shell: Hsl): string {
  const w = 500;
  const sh = 320;
  const top = floor - 40 - sh;
  const metal = p.linear([
    [0, hsl(shade(shell, 10))],
    [1, hsl(shade(shell, -10))],
  ]);
  const deck = `M${cx - w / 2} ${floor - 40}L${cx + w / 2} ${floor - 40}L${cx + w / 2 + 50} ${floor - 6}L${cx - w / 2 - 50} ${floor - 6}Z`;
  const keys = Array.from({ length: 3 }, (_, i) => {
    const y = floor - 37 + i * 8.5;
    const half = w / 2 - 20 + i * 9;
    return rect(cx - half, y, half * 2, 6, 1.5, 'rgba(20,20,24,0.75)');
  }).join('');
  return [
    shadow(p, cx, floor, w * 0.62, 22, 0.45),
    rect(cx - w / 2, top, w, sh, 14, metal),
    rect(cx - w / 2 + 6, top + 6, w - 12, sh - 10, 10, '#0c0d10'),
    display(p, r, cx - w / 2 + 16, top + 18, w - 32, sh - 36, false),
    path(deck, metal),
    keys,
    rect(cx - w / 2 - 50, floor - 8, w + 100, 10, 5, hsl(shade(shell, -18))),
  ].join('');
}

function monitorAt(p: Paint, r: Rand, cx: number, base: number, w: number, neon: boolean): string {
  const h = w * 0.58;
  const top = base - 110 - h;
  return [
    shadow(p, cx, base, w * 0.3, 12, 0.4),
    path(
      `M${cx - 18} ${top + h}L${cx + 18} ${top + h}L${cx + 26} ${base - 6}L${cx - 26} ${base - 6}Z`,
      '#2b2d33',
    ),
    rect(cx - w * 0.2, base - 10, w * 0.4, 12, 6, '#25272c'),
    rect(cx - w / 2, top, w, h, 10, '#101114'),
    display(p, r, cx - w / 2 + 8, top + 8, w - 16, h - 22, neon),
  ].join('');
}

function desk(p: Paint, y: number, wood: Hsl): string {
  return `${rect(
    0,
    y,
    960,
    30,
    0,
    p.linear([
      [0, hsl(shade(wood, 8))],
      [1, hsl(shade(wood, -8))],
    ]),
  )}${rect(0, y + 30, 960, 200, 0, hsl(shade(wood, -26)))}`;
}

function keyboard(cx: number, y: number, w: number): string {
  return `${rect(cx - w / 2, y, w, 34, 6, '#1f2126')}${Array.from({ length: 3 }, (_, i) => rect(cx - w / 2 + 8, y + 6 + i * 9, w - 16, 6, 2, '#3a3d45')).join('')}`;
}

export function monitorDesk(p: Paint, r: Rand, wood: Hsl): string {
  return `${desk(p, 560, wood)}${monitorAt(p, r, 480, 566, 560, true)}${keyboard(450, 590, 300)}${rect(640, 596, 44, 26, 13, '#1f2126')}`;
}

export function towerDesk(p: Paint, r: Rand, wood: Hsl): string {
  const hue = r.int(0, 359);
  const fans = [0, 1, 2]
    .map((i) => {
      const y = 250 + i * 95;
      const glow = hsl([(hue + i * 40) % 360, 90, 60]);
      return `${circle(690, y, 40, 'none', `stroke="${glow}" stroke-width="7" filter="${p.blur(3)}"`)}${circle(690, y, 36, '#15161a', `stroke="${glow}" stroke-width="3"`)}${circle(690, y, 10, '#2a2c33')}`;
    })
    .join('');
  return [
    desk(p, 560, wood),
    monitorAt(p, r, 360, 566, 430, true),
    shadow(p, 690, 566, 110, 12, 0.45),
    rect(600, 170, 180, 396, 10, '#1b1c21'),
    rect(612, 186, 156, 364, 6, 'rgba(120,140,170,0.18)'),
    fans,
    keyboard(340, 590, 260),
  ].join('');
}
