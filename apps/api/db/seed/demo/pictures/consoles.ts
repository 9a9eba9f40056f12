// Game consoles: a PlayStation-like tower with its pad, an Xbox-like black box, a Switch-like
// handheld with coloured side controllers, and a fan of game cases.
import type { Rand } from '../ad-texts.ts';
import { between, circle, group, hsl, type Paint, path, rect, shadow } from './kit.ts';

export type ConsoleKind = 'playstation' | 'xbox' | 'switch' | 'games';

function pad(p: Paint, cx: number, cy: number, light: boolean): string {
  const body = light
    ? p.linear([
        [0, '#ffffff'],
        [1, '#d5d8de'],
      ])
    : p.linear([
        [0, '#3a3c42'],
        [1, '#16171a'],
      ]);
  const d = `M${cx - 70} ${cy - 28}Q${cx} ${cy - 44} ${cx + 70} ${cy - 28}Q${cx + 112} ${cy - 8} ${cx + 118} ${cy + 46}Q${cx + 116} ${cy + 70} ${cx + 96} ${cy + 66}Q${cx + 78} ${cy + 60} ${cx + 60} ${cy + 28}L${cx - 60} ${cy + 28}Q${cx - 78} ${cy + 60} ${cx - 96} ${cy + 66}Q${cx - 116} ${cy + 70} ${cx - 118} ${cy + 46}Q${cx - 112} ${cy - 8} ${cx - 70} ${cy - 28}Z`;
  return `${shadow(p, cx, cy + 60, 130, 14, 0.4)}${path(d, body)}${rect(cx - 36, cy - 30, 72, 36, 8, light ? '#1d1f24' : '#2a2c31')}${circle(cx - 40, cy + 14, 15, '#2b2d33')}${circle(cx + 40, cy + 14, 15, '#2b2d33')}${[0, 1, 2, 3].map((i) => circle(cx + 78 + [0, 12, 0, -12][i]!, cy - 8 + [-12, 0, 12, 0][i]!, 5.5, light ? '#9aa0ab' : '#5b5f68')).join('')}${rect(cx - 94, cy - 12, 30, 8, 2, light ? '#9aa0ab' : '#5b5f68')}${rect(cx - 83, cy - 23, 8, 30, 2, light ? '#9aa0ab' : '#5b5f68')}`;
}

export function playstation(p: Paint, r: Rand): string {
  const shell = p.linear(
    [
      [0, '#ffffff'],
      [1, '#dfe2e8'],
    ],
    0,
    0,
    1,
    0,
  );
  const wing = (s: number) =>
    path(
      `M${480 + s * 34} 120Q${480 + s * 110} 110 ${480 + s * 120} 130Q${480 + s * 92} 330 ${480 + s * 124} 520L${480 + s * 36} 530Z`,
      shell,
    );
  return `${shadow(p, 480, 540, 170, 16, 0.5)}${rect(444, 130, 72, 405, 18, '#15161a')}${rect(458, 150, 44, 370, 12, '#23252b')}${wing(-1)}${wing(1)}${pad(p, between(r, 560, 620), 575, true)}`;
}

export function xbox(p: Paint, r: Rand): string {
  const x = 380;
  const top = `M${x} 170L${x + 170} 170L${x + 220} 140L${x + 50} 140Z`;
  const side = `M${x + 170} 170L${x + 220} 140L${x + 220} 505L${x + 170} 535Z`;
  const dots = Array.from({ length: 20 }, (_, i) =>
    circle(x + 110 + 36 * Math.cos(i * 0.31), 155 + 9 * Math.sin(i * 0.31), 2.2, '#3a3d44'),
  ).join('');
  return `${shadow(p, x + 110, 540, 170, 16, 0.5)}${path(side, '#0d0e10')}${rect(
    x,
    170,
    170,
    365,
    4,
    p.linear(
      [
        [0, '#26282d'],
        [1, '#141518'],
      ],
      0,
      0,
      1,
      0,
    ),
  )}${path(top, '#1b1c20')}<ellipse cx="${x + 110}" cy="155" rx="52" ry="12" fill="#0f3b14"/>${dots}${circle(x + 26, 200, 6, '#e8e8e8')}${pad(p, between(r, 330, 380), 580, false)}`;
}

export function nintendo(p: Paint, r: Rand): string {
  const hue = r.int(0, 359);
  const screen = p.linear(
    [
      [0, hsl([hue, 70, 58])],
      [1, hsl([(hue + 90) % 360, 70, 38])],
    ],
    0,
    0,
    1,
    1,
  );
  const left = `M330 250L290 250Q240 250 240 300L240 440Q240 490 290 490L330 490Z`;
  const right = `M630 250L670 250Q720 250 720 300L720 440Q720 490 670 490L630 490Z`;
  return `${shadow(p, 480, 540, 270, 18, 0.45)}${group('translate(0 20)', `${path(left, '#1fb6e8')}${path(right, '#ff4f5e')}${rect(326, 250, 308, 240, 10, '#1a1b1f')}${rect(342, 264, 276, 212, 6, screen)}${circle(285, 320, 18, '#1d1f24')}${circle(675, 400, 18, '#1d1f24')}${[0, 1, 2, 3].map((i) => circle(285 + [0, 14, 0, -14][i]!, 400 + [-14, 0, 14, 0][i]!, 6, '#1d1f24')).join('')}${[0, 1, 2, 3].map((i) => circle(675 + [0, 14, 0, -14][i]!, 320 + [-14, 0, 14, 0][i]!, 6, '#1d1f24')).join('')}`)}`;
}

export function gameCases(p: Paint, r: Rand): string {
  const n = r.int(3, 5);
  const cases = Array.from({ length: n }, (_, i) => {
    const hue = r.int(0, 359);
    const art = p.linear(
      [
        [0, hsl([hue, 70, 55])],
        [1, hsl([(hue + 60) % 360, 70, 25])],
      ],
      0,
      0,
      1,
      1,
    );
    const a = (i - (n - 1) / 2) * 11;
    return group(
      `translate(480 560) rotate(${a}) translate(-95 -300)`,
      `${rect(4, 8, 190, 290, 8, 'rgba(0,0,0,0.25)')}${rect(0, 0, 190, 290, 8, '#1f4fbf')}${rect(8, 30, 174, 252, 4, art)}${circle(95 + between(r, -40, 40), 150, between(r, 30, 60), 'rgba(255,255,255,0.25)')}${path(`M8 282L8 ${between(r, 180, 240)}L70 200L120 250L182 170L182 282Z`, 'rgba(0,0,0,0.35)')}`,
    );
  }).join('');
  return `${shadow(p, 480, 570, 260, 18, 0.45)}${cases}`;
}
