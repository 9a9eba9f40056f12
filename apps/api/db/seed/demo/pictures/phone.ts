// A smartphone seen from the front (screen with a wallpaper and app icons) or from the back
// (its maker's camera layout), in the finishes phones are sold in.
import type { Rand } from '../ad-texts.ts';
import {
  between,
  circle,
  group,
  softBox,
  hsl,
  type Hsl,
  near,
  type Paint,
  rect,
  shade,
  shadow,
} from './kit.ts';

export type PhoneKind = 'iphone' | 'iphone-pro' | 'galaxy-ultra' | 'galaxy' | 'pixel' | 'android';
export type PhoneLook = { kind: PhoneKind; finish: Hsl; wall: [Hsl, Hsl]; icons: Hsl[] };

const FINISHES: Hsl[] = [
  [40, 8, 72], // natural titanium
  [215, 25, 30], // blue
  [0, 0, 14], // black
  [40, 20, 92], // white
  [35, 45, 78], // gold
  [270, 18, 62], // violet
  [160, 15, 60], // sage
  [10, 45, 80], // pink
];

export function pickPhone(r: Rand, kind: PhoneKind): PhoneLook {
  const hue = r.int(0, 359);
  return {
    kind,
    finish: near(r, r.pick(FINISHES), 6, 6, 4),
    wall: [
      [hue, 70, 55],
      [(hue + r.int(40, 140)) % 360, 65, 35],
    ],
    icons: Array.from({ length: 24 }, () => [r.int(0, 359), r.int(45, 80), r.int(45, 65)] as Hsl),
  };
}

const PW = 176;
const PH = 360;

/** The phone centred on (cx, cy), `scale` × its nominal size, rotated by `angle` degrees. */
export function phone(
  p: Paint,
  look: PhoneLook,
  cx: number,
  cy: number,
  scale: number,
  angle: number,
  back: boolean,
): string {
  const frame = p.linear(
    [
      [0, hsl(shade(look.finish, 14))],
      [0.5, hsl(look.finish)],
      [1, hsl(shade(look.finish, -16))],
    ],
    0,
    0,
    1,
    1,
  );
  const body = rect(-PW / 2, -PH / 2, PW, PH, 30, frame);
  const inner = back ? backSide(p, look) : screen(p, look);
  return group(
    `translate(${cx} ${cy}) rotate(${angle}) scale(${scale})`,
    `${softBox(-PW / 2 + 6, -PH / 2 + 10, PW, PH, 30, 0.3, 9)}${body}${inner}`,
  );
}

function screen(p: Paint, look: PhoneLook): string {
  const wall = p.linear(
    [
      [0, hsl(look.wall[0])],
      [1, hsl(look.wall[1])],
    ],
    0,
    0,
    0.6,
    1,
  );
  const glow = p.radial(
    [
      [0, 'rgba(255,255,255,0.35)'],
      [1, 'rgba(255,255,255,0)'],
    ],
    0.3,
    0.3,
    0.6,
  );
  const x0 = -PW / 2 + 7;
  const y0 = -PH / 2 + 7;
  const w = PW - 14;
  const h = PH - 14;
  const icons = look.icons
    .slice(0, 20)
    .map((c, i) => rect(x0 + 16 + (i % 4) * 37, y0 + 52 + Math.floor(i / 4) * 44, 26, 26, 7, hsl(c)))
    .join('');
  const dock = rect(x0 + 10, y0 + h - 58, w - 20, 44, 16, 'rgba(255,255,255,0.28)');
  const dockIcons = look.icons
    .slice(20)
    .map((c, i) => rect(x0 + 18 + i * 37, y0 + h - 49, 26, 26, 7, hsl(c)))
    .join('');
  const notch = look.kind.startsWith('iphone')
    ? rect(-26, y0 + 10, 52, 15, 7.5, '#050505')
    : circle(0, y0 + 16, 5.5, '#050505');
  return `${rect(x0, y0, w, h, 24, '#050505')}${rect(x0 + 3, y0 + 3, w - 6, h - 6, 22, wall)}${rect(x0 + 3, y0 + 3, w - 6, h - 6, 22, glow)}${icons}${dock}${dockIcons}${notch}${rect(
    -PW / 2,
    -PH / 2,
    PW,
    PH,
    30,
    p.linear(
      [
        [0, 'rgba(255,255,255,0.16)'],
        [0.45, 'rgba(255,255,255,0)'],
      ],
      0,
      0,
      1,
      1,
    ),
  )}`;
}

function lens(x: number, y: number, rad: number): string {
  return `${circle(x, y, rad, '#1b1c20')}${circle(x, y, rad * 0.78, '#0a0b10', 'stroke="#3d3f46" stroke-width="2"')}${circle(x, y, rad * 0.38, '#22305a')}${circle(x - rad * 0.25, y - rad * 0.25, rad * 0.14, 'rgba(255,255,255,0.7)')}`;
}

function backSide(p: Paint, look: PhoneLook): string {
  const f = look.finish;
  const glass = rect(
    -PW / 2 + 4,
    -PH / 2 + 4,
    PW - 8,
    PH - 8,
    27,
    p.linear(
      [
        [0, hsl(shade(f, 8))],
        [1, hsl(shade(f, -6))],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  const x = -PW / 2 + 18;
  const y = -PH / 2 + 18;
  const bump = hsl(shade(f, -6));
  let cams = '';
  if (look.kind === 'iphone-pro')
    cams = `${rect(x, y, 86, 86, 22, bump)}${lens(x + 22, y + 22, 17)}${lens(x + 22, y + 64, 17)}${lens(x + 62, y + 43, 17)}${circle(x + 64, y + 14, 6, '#f5efd6')}`;
  else if (look.kind === 'iphone')
    cams = `${rect(x, y, 74, 74, 20, bump)}${lens(x + 22, y + 22, 15)}${lens(x + 52, y + 52, 15)}${circle(x + 54, y + 18, 5, '#f5efd6')}`;
  else if (look.kind === 'pixel')
    cams = `${rect(-PW / 2 + 4, y + 20, PW - 8, 46, 23, '#16171b')}${lens(-36, y + 43, 15)}${lens(0, y + 43, 15)}${circle(40, y + 43, 6, '#f5efd6')}`;
  else if (look.kind === 'android')
    cams = `${rect(x, y, 80, 80, 18, '#1a1b1f')}${lens(x + 22, y + 22, 15)}${lens(x + 58, y + 22, 15)}${lens(x + 22, y + 58, 15)}${circle(x + 58, y + 58, 6, '#f5efd6')}`;
  else
    cams =
      [0, 1, 2, ...(look.kind === 'galaxy-ultra' ? [3] : [])]
        .map((i) => lens(x + 18, y + 18 + i * 40, 15))
        .join('') + circle(x + 50, y + 20, 5, '#f5efd6');
  return `${glass}${cams}${rect(
    -PW / 2,
    -PH / 2,
    PW,
    PH,
    30,
    p.linear(
      [
        [0, 'rgba(255,255,255,0.22)'],
        [0.5, 'rgba(255,255,255,0)'],
      ],
      0,
      0,
      1,
      1,
    ),
  )}`;
}

/** Compositions: one phone upright, the back, or both sides together. */
export function phoneScene(p: Paint, r: Rand, look: PhoneLook, view: number): string {
  const tilt = between(r, -10, 10);
  if (view === 0) return shadow(p, 480, 620, 170, 18) + phone(p, look, 480, 370, 1.4, tilt, false);
  if (view === 1) return shadow(p, 480, 620, 170, 18) + phone(p, look, 480, 370, 1.4, tilt, true);
  return (
    shadow(p, 480, 610, 260, 22) +
    phone(p, look, 390, 375, 1.3, -8 + tilt / 3, true) +
    phone(p, look, 570, 385, 1.3, 8 + tilt / 3, false)
  );
}
