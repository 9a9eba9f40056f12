// A car seen from the side, facing left: body with light and shade, windows, doors, lamps, wheels.
import { PROFILES, type BodyStyle } from './car-bodies.ts';
import { circle, hsl, type Hsl, type Paint, type Pt, path, r1, rounded, shade, shadow } from './kit.ts';
import { type Rim, wheel } from './wheel.ts';

export type CarLook = { body: BodyStyle; colour: Hsl; rim: Rim; tint: number };

/** The car `length` px long, front bumper at x0, tyres on `ground`. */
export function carSide(p: Paint, look: CarLook, x0: number, ground: number, length: number): string {
  const pr = PROFILES[look.body];
  const X = (u: number) => x0 + u * length;
  const Y = (v: number) => ground - v * length;
  const pts = (list: Pt[]): Pt[] => list.map(([u, v, k = 0]) => [X(u), Y(v), k * length]);
  const c = look.colour;
  const bodyD = rounded(pts(pr.body));
  const paint = p.linear(
    [
      [0, hsl(shade(c, 18))],
      [0.3, hsl(shade(c, 6))],
      [0.55, hsl(c)],
      [0.8, hsl(shade(c, -12))],
      [1, hsl(shade(c, -22))],
    ],
    0,
    0,
    0,
    1,
  );
  const clip = p.clip(`<path d="${bodyD}"/>`);
  const tyre = pr.tyre * length;
  const [wf, wr] = pr.wheels.map(X) as [number, number];
  const wy = ground - tyre;
  // Wheel wells and a lower body shade, cut to the body's outline.
  const wells = `<g clip-path="${clip}">${circle(wf, wy, tyre * 1.14, '#141416')}${circle(wr, wy, tyre * 1.14, '#141416')}<rect x="${r1(x0)}" y="${r1(Y(pr.sill + 0.035))}" width="${r1(length)}" height="${r1(0.06 * length)}" fill="${hsl(shade(c, -20), 0.5)}"/><rect x="${r1(x0)}" y="${r1(Y(pr.belt) - 2)}" width="${r1(length)}" height="3" fill="${hsl(shade(c, 30), 0.55)}"/></g>`;
  const glass = p.linear(
    [
      [0, hsl([210, 18, 42 - look.tint * 14])],
      [0.5, hsl([212, 20, 22 - look.tint * 8])],
      [1, hsl([214, 22, 14])],
    ],
    0,
    0,
    0.3,
    1,
  );
  const windows = path(rounded(pts(pr.windows)), glass);
  const sheen = `<g clip-path="${p.clip(`<path d="${rounded(pts(pr.windows))}"/>`)}"><path d="M${r1(X(0.42))} ${r1(Y(0.4))}L${r1(X(0.52))} ${r1(Y(0.4))}L${r1(X(0.44))} ${r1(Y(0.18))}L${r1(X(0.34))} ${r1(Y(0.18))}Z" fill="rgba(255,255,255,0.16)"/></g>`;
  const pillar = (u: number) =>
    `<rect x="${r1(X(u) - length * 0.007)}" y="${r1(Y(pr.body[4]![1]))}" width="${r1(length * 0.014)}" height="${r1((pr.body[4]![1] - pr.belt) * length + 4)}" fill="#17181b"/>`;
  const seam = (u: number, top: number) =>
    `<path d="M${r1(X(u))} ${r1(Y(top))}Q${r1(X(u) - 4)} ${r1(Y((top + pr.sill) / 2))} ${r1(X(u) + 2)} ${r1(Y(pr.sill + 0.012))}" fill="none" stroke="${hsl(shade(c, -26))}" stroke-width="1.6"/>`;
  const handles = pr.doors
    .slice(0, -1)
    .map((u, i) => {
      const x = (X(u) + X(pr.doors[i + 1]!)) / 2 + length * 0.03;
      return `<rect x="${r1(x)}" y="${r1(Y(pr.belt - 0.028))}" width="${r1(length * 0.04)}" height="${r1(length * 0.009)}" rx="3" fill="${hsl(shade(c, -22))}"/>`;
    })
    .join('');
  const doors = `<g clip-path="${clip}">${pr.doors.map((u) => seam(u, pr.belt + 0.006)).join('')}</g>`;
  const head = path(
    rounded([
      [X(0.004), Y(0.152), 4],
      [X(0.075), Y(pr.body[2]![1] - 0.012), 6],
      [X(0.085), Y(pr.body[2]![1] - 0.04), 6],
      [X(0.012), Y(0.128), 4],
    ]),
    p.linear([
      [0, '#fdfcf5'],
      [1, '#b9c4cc'],
    ]),
  );
  const tail = path(
    rounded([
      [X(1.002), Y(pr.tail - 0.008), 4],
      [X(0.94), Y(pr.tail - 0.012), 5],
      [X(0.945), Y(pr.tail - 0.045), 5],
      [X(1.004), Y(pr.tail - 0.05), 4],
    ]),
    p.linear([
      [0, '#ff6a5c'],
      [1, '#a3141c'],
    ]),
  );
  const mirror = path(
    rounded([
      [X(pr.windows[0]![0] + 0.012), Y(pr.belt - 0.002), 3],
      [X(pr.windows[0]![0] - 0.022), Y(pr.belt + 0.006), 6],
      [X(pr.windows[0]![0] - 0.018), Y(pr.belt + 0.03), 6],
      [X(pr.windows[0]![0] + 0.016), Y(pr.belt + 0.026), 3],
    ]),
    hsl(shade(c, -6)),
  );
  const intake = `<rect x="${r1(X(0.003))}" y="${r1(Y(0.1))}" width="${r1(length * 0.06)}" height="${r1(length * 0.02)}" rx="4" fill="#1c1d20" opacity="0.8"/>`;
  // SUVs carry roof rails.
  const roof = pr.body[4]!;
  const rails = look.body.endsWith('suv')
    ? `<rect x="${r1(X(roof[0] + 0.04))}" y="${r1(Y(roof[1]) - length * 0.012)}" width="${r1(length * (pr.body[5]![0] - roof[0] - 0.09))}" height="${r1(length * 0.01)}" rx="3" fill="#2a2b2f"/>`
    : '';
  return [
    shadow(p, (wf + wr) / 2, ground, length * 0.56, length * 0.05, 0.55),
    rails,
    path(bodyD, paint),
    wells,
    windows,
    sheen,
    ...pr.pillars.map(pillar),
    doors,
    handles,
    head,
    tail,
    intake,
    mirror,
    wheel(p, wf, wy, tyre, look.rim),
    wheel(p, wr, wy, tyre, look.rim),
  ].join('');
}
