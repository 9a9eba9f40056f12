// The drawing kit of the demo pictures: colours as HSL triples, gradients and filters named per
// picture (ids only need to be unique inside one SVG), rounded shapes. Every picture is drawn on a
// 960×720 canvas (docs/decisions/0036-demo-pictures.md) and scaled when rendered.
import type { Rand } from '../ad-texts.ts';

export const W = 960;
export const H = 720;
/** Where the floor meets things: most subjects stand on this line. */
export const FLOOR = 560;

export type Hsl = readonly [number, number, number];
export const hsl = ([h, s, l]: Hsl, a = 1): string =>
  a === 1 ? `hsl(${r1(h)},${r1(s)}%,${r1(l)}%)` : `hsla(${r1(h)},${r1(s)}%,${r1(l)}%,${a})`;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
/** The same colour lighter (dl > 0) or darker, optionally more or less saturated. */
export const shade = ([h, s, l]: Hsl, dl: number, ds = 0): Hsl => [
  h,
  clamp(s + ds, 0, 100),
  clamp(l + dl, 0, 100),
];
export const r1 = (n: number) => Math.round(n * 10) / 10;

/** A float in [a, b] from the seeded source (Rand only deals integers). */
export const between = (r: Rand, a: number, b: number) => a + ((b - a) * r.int(0, 10_000)) / 10_000;
/** A colour near `c`: hue, saturation and lightness moved by up to the given amounts. */
export const near = (r: Rand, [h, s, l]: Hsl, dh = 8, ds = 8, dl = 6): Hsl => [
  (h + between(r, -dh, dh) + 360) % 360,
  clamp(s + between(r, -ds, ds), 0, 100),
  clamp(l + between(r, -dl, dl), 0, 100),
];

type Stop = readonly [offset: number, colour: string];
const stops = (list: readonly Stop[]) =>
  list.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');

/** The <defs> of one picture: each call returns a `url(#…)` to paint with. */
export class Paint {
  private defs: string[] = [];
  private n = 0;
  private id(prefix: string) {
    return `${prefix}${this.n++}`;
  }
  linear(list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** A Gaussian blur filter, for soft shadows and glows. */
  blur(sd: number): string {
    const id = this.id('b');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  /** The whole document around the body, at the rendered size. */
  svg(body: string, width = W, height = H): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

/** A soft contact shadow under something standing on the floor. */
export function shadow(p: Paint, cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  const fill = p.radial([
    [0, `rgba(0,0,0,${opacity})`],
    [0.6, `rgba(0,0,0,${opacity * 0.45})`],
    [1, 'rgba(0,0,0,0)'],
  ]);
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"/>`;
}

/** A soft drop shadow for a rounded box, as rings of fading rectangles (a blur filter costs 4× the drawing). */
export function softBox(
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  opacity: number,
  spread = 10,
): string {
  return [1, 0.66, 0.33]
    .map((k) => {
      const g = spread * k;
      return `<rect x="${r1(x - g)}" y="${r1(y - g)}" width="${r1(w + 2 * g)}" height="${r1(h + 2 * g)}" rx="${r1(rx + g)}" fill="rgba(0,0,0,${r1((opacity / 3) * 100) / 100})"/>`;
    })
    .join('');
}

export type Pt = readonly [x: number, y: number, radius?: number];
/** A closed path through the points, each corner rounded by its radius (0 = sharp). */
export function rounded(points: readonly Pt[]): string {
  const n = points.length;
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const [x, y, rad = 0] = points[i]!;
    const [px, py] = points[(i + n - 1) % n]!;
    const [nx, ny] = points[(i + 1) % n]!;
    const d1 = Math.hypot(px - x, py - y);
    const d2 = Math.hypot(nx - x, ny - y);
    const k = Math.min(rad, d1 / 2, d2 / 2);
    const a = [x + ((px - x) * k) / (d1 || 1), y + ((py - y) * k) / (d1 || 1)];
    const b = [x + ((nx - x) * k) / (d2 || 1), y + ((ny - y) * k) / (d2 || 1)];
    parts.push(`${i ? 'L' : 'M'}${r1(a[0]!)} ${r1(a[1]!)}Q${r1(x)} ${r1(y)} ${r1(b[0]!)} ${r1(b[1]!)}`);
  }
  return `${parts.join('')}Z`;
}

export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(rx)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const circle = (cx: number, cy: number, rad: number, fill: string, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(rad)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
/** Mirrors a group left-right about the canvas centre (a car facing the other way). */
export const mirrored = (body: string) => `<g transform="translate(${W} 0) scale(-1 1)">${body}</g>`;
export const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
