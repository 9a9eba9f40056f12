// Air conditioners: a split unit high on a wall, a window unit with its grille, a tall
// floor-standing cabinet.
import { circle, type Paint, rect, shadow, softBox } from './kit.ts';

export type AcKind = 'split' | 'window' | 'floor';

export function splitUnit(p: Paint, y: number): string {
  const w = 560;
  const x = 480 - w / 2;
  const body = p.linear([
    [0, '#ffffff'],
    [0.7, '#eef0f3'],
    [1, '#c9ced6'],
  ]);
  return `${softBox(x + 8, y + 14, w, 170, 40, 0.2, 12)}${rect(x, y, w, 170, 40, body)}${rect(x + 30, y + 128, w - 60, 26, 13, '#d5d9e0')}${rect(x + 40, y + 136, w - 80, 8, 4, '#aeb4be')}${circle(x + w - 60, y + 60, 5, '#38c172')}${rect(x + w - 130, y + 52, 50, 16, 4, 'rgba(40,60,80,0.18)')}`;
}

export function windowUnit(p: Paint, floor: number): string {
  const x = 300;
  const y = floor - 360;
  const grille = Array.from({ length: 9 }, (_, i) =>
    rect(x + 40, y + 70 + i * 20, 260, 9, 4, '#b9bec6'),
  ).join('');
  return `${rect(x - 40, y - 40, 440, 340, 6, '#d8dde3')}${rect(
    x - 26,
    y - 26,
    412,
    312,
    4,
    p.linear([
      [0, '#a9d2f0'],
      [1, '#e6f2fb'],
    ]),
  )}${rect(
    x,
    y + 30,
    360,
    250,
    10,
    p.linear([
      [0, '#f6f7f9'],
      [1, '#cfd4db'],
    ]),
  )}${grille}${rect(x + 310, y + 70, 30, 180, 6, '#e3e6ea')}${circle(x + 325, y + 100, 9, '#9aa1ab')}${circle(x + 325, y + 140, 9, '#9aa1ab')}`;
}

export function floorUnit(p: Paint, floor: number): string {
  const w = 200;
  const h = 440;
  const x = 480 - w / 2;
  const y = floor - h;
  const body = p.linear(
    [
      [0, '#f4f5f7'],
      [0.6, '#ffffff'],
      [1, '#c9ced6'],
    ],
    0,
    0,
    1,
    0,
  );
  const louvres = Array.from({ length: 8 }, (_, i) =>
    rect(x + 26, y + 40 + i * 16, w - 52, 8, 4, '#c2c8d0'),
  ).join('');
  return `${shadow(p, 480, floor, 150, 14, 0.45)}${rect(x, y, w, h, 24, body)}${rect(x + 18, y + 28, w - 36, 150, 14, '#e4e7ec')}${louvres}${rect(x + 60, y + 210, 80, 26, 6, '#1d2b3a')}${rect(x + 70, y + 218, 30, 10, 2, '#63d3ff')}${rect(x + 18, y + h - 120, w - 36, 90, 10, '#e9ecf0')}`;
}
