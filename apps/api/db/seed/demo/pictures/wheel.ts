// A wheel seen from the side: tyre, alloy rim with spokes, hub; the rim style is the car's own.
import type { Rand } from '../ad-texts.ts';
import { circle, hsl, type Hsl, type Paint, r1 } from './kit.ts';

export type Rim = { spokes: number; colour: Hsl; thin: boolean };

export function pickRim(r: Rand, rugged: boolean): Rim {
  const colour: Hsl = r.pick(
    rugged
      ? [[0, 0, 18] as Hsl, [210, 5, 70], [30, 10, 45]]
      : [[210, 6, 78] as Hsl, [210, 6, 78], [0, 0, 20], [220, 6, 45], [40, 8, 80]],
  );
  return { spokes: r.pick(rugged ? [6, 6, 8] : [5, 5, 10, 7, 12]), colour, thin: r.chance(0.4) };
}

export function wheel(p: Paint, cx: number, cy: number, rad: number, rim: Rim): string {
  const rimR = rad * 0.66;
  const metal = p.linear([
    [0, hsl([rim.colour[0], rim.colour[1], Math.min(96, rim.colour[2] + 16)])],
    [1, hsl([rim.colour[0], rim.colour[1], Math.max(8, rim.colour[2] - 18)])],
  ]);
  const width = rim.thin ? rimR * 0.12 : rimR * 0.24;
  const spokes = Array.from({ length: rim.spokes }, (_, i) => {
    const a = (360 / rim.spokes) * i;
    return `<rect x="${r1(-width / 2)}" y="${r1(-rimR * 0.96)}" width="${r1(width)}" height="${r1(rimR * 0.8)}" rx="${r1(width / 3)}" fill="${metal}" transform="rotate(${r1(a)})"/>`;
  }).join('');
  return `<g transform="translate(${r1(cx)} ${r1(cy)})">${circle(0, 0, rad, '#1a1a1c')}${circle(0, 0, rad * 0.93, 'none', `stroke="#2b2b2e" stroke-width="${r1(rad * 0.05)}"`)}${circle(0, 0, rimR, '#26272b')}${circle(0, 0, rimR * 0.96, 'none', `stroke="${metal}" stroke-width="${r1(rimR * 0.09)}"`)}${spokes}${circle(0, 0, rimR * 0.24, metal)}${circle(0, 0, rimR * 0.09, '#3a3b40')}</g>`;
}
