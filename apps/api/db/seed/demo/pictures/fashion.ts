// Watches and scents: a diver's watch or a dress watch on its bracelet or strap, a chunky sports
// watch, a perfume bottle with its box, a small oud-oil bottle, an incense burner with smoke.
import type { Rand } from '../ad-texts.ts';
import { circle, group, hsl, type Hsl, near, type Paint, path, rect, shade, shadow } from './kit.ts';

export type WatchKind = 'diver' | 'dress' | 'sport';

export function watch(p: Paint, r: Rand, kind: WatchKind, cx: number, cy: number): string {
  const steel = p.linear(
    [
      [0, '#f4f6f8'],
      [0.5, '#aab2bc'],
      [1, '#e2e6ea'],
    ],
    0,
    0,
    1,
    0,
  );
  const dial = near(
    r,
    r.pick([[0, 0, 10] as Hsl, [215, 60, 28], [150, 45, 24], [0, 0, 92], [210, 15, 60]]),
    4,
    5,
    3,
  );
  const leather = near(r, r.pick([[25, 45, 30] as Hsl, [0, 0, 12], [20, 30, 45]]), 4, 5, 4);
  const band =
    kind === 'sport'
      ? rect(-62, -320, 124, 640, 30, '#1b1c1f')
      : kind === 'dress'
        ? rect(
            -58,
            -320,
            116,
            640,
            16,
            p.linear(
              [
                [0, hsl(shade(leather, 8))],
                [1, hsl(shade(leather, -8))],
              ],
              0,
              0,
              1,
              0,
            ),
          )
        : Array.from({ length: 14 }, (_, i) => rect(-64, -320 + i * 46, 128, 42, 8, steel)).join('');
  if (kind === 'sport') {
    const buttons = [-1, 1]
      .flatMap((s) => [-50, 50].map((y) => rect(s * 140 - 12, y - 14, 24, 28, 6, '#2a2b30')))
      .join('');
    return group(
      `translate(${cx} ${cy}) rotate(${r.int(-14, 14)})`,
      `${band}${buttons}${rect(
        -135,
        -135,
        270,
        270,
        70,
        p.linear([
          [0, '#3a3b40'],
          [1, '#101114'],
        ]),
      )}${circle(0, 0, 96, hsl(dial))}${rect(-50, 20, 100, 34, 6, '#9aa59a')}${circle(-40, -30, 22, 'rgba(255,255,255,0.15)')}${circle(40, -30, 22, 'rgba(255,255,255,0.15)')}${hands(0.55)}`,
    );
  }
  const bezel =
    kind === 'diver'
      ? `${circle(0, 0, 128, r.pick(['#15161a', '#1d2f6b', '#14532d', '#15161a']))}${Array.from({ length: 60 }, (_, i) => (i % 5 ? '' : rect(-2.5, -124, 5, 14, 1, '#e8e8e8', `transform="rotate(${i * 6})"`))).join('')}`
      : circle(0, 0, 128, steel);
  const indices = Array.from({ length: 12 }, (_, i) =>
    rect(
      -4,
      -96,
      8,
      i % 3 ? 18 : 26,
      2,
      dial[2] > 50 ? '#2a2b30' : '#f1f1ea',
      `transform="rotate(${i * 30})"`,
    ),
  ).join('');
  return group(
    `translate(${cx} ${cy}) rotate(${r.int(-14, 14)})`,
    `${band}${rect(136, -14, 26, 28, 6, steel)}${circle(0, 0, 140, steel)}${bezel}${circle(0, 0, 104, hsl(dial))}${indices}${hands(dial[2] > 50 ? 0.1 : 0.92)}${circle(
      0,
      0,
      104,
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
    )}`,
  );
}

function hands(light: number): string {
  const c = hsl([40, 10, light * 100]);
  return `${rect(-5, -60, 10, 64, 4, c, 'transform="rotate(-50)"')}${rect(-4, -88, 8, 92, 4, c, 'transform="rotate(65)"')}${rect(-1.5, -94, 3, 110, 1, '#e0342b', 'transform="rotate(160)"')}${circle(0, 0, 8, c)}`;
}

export function perfume(p: Paint, r: Rand, floor: number): string {
  const liquid = near(
    r,
    r.pick([[35, 70, 55] as Hsl, [340, 55, 70], [200, 45, 55], [25, 60, 35], [0, 0, 88]]),
    6,
    8,
    5,
  );
  const cap = r.pick(['#151517', '#c9a54a', '#e9e9e9', '#6b4a2e']);
  const box = near(r, r.pick([[0, 0, 12] as Hsl, [40, 40, 85], [350, 35, 30], [210, 30, 25]]), 4, 4, 4);
  const glass = p.linear(
    [
      [0, hsl(shade(liquid, 18), 0.9)],
      [0.5, hsl(liquid, 0.95)],
      [1, hsl(shade(liquid, -18), 0.95)],
    ],
    0,
    0,
    1,
    0,
  );
  return `${shadow(p, 480, floor, 280, 18, 0.4)}${rect(
    510,
    floor - 360,
    200,
    360,
    6,
    p.linear(
      [
        [0, hsl(shade(box, 6))],
        [1, hsl(shade(box, -6))],
      ],
      0,
      0,
      1,
      0,
    ),
  )}${rect(525, floor - 340, 170, 3, 1, 'rgba(255,255,255,0.4)')}${rect(300, floor - 250, 230, 250, 26, glass)}${rect(316, floor - 236, 198, 222, 18, 'rgba(255,255,255,0.14)')}${rect(326, floor - 240, 26, 200, 12, 'rgba(255,255,255,0.35)')}${rect(390, floor - 282, 50, 34, 4, '#c8c2b0')}${rect(360, floor - 360, 110, 82, 12, cap)}`;
}

export function oudOil(p: Paint, r: Rand, floor: number): string {
  const oil = near(r, [30, 75, 35], 6, 10, 8);
  const gold = p.linear(
    [
      [0, '#f7e3a1'],
      [0.5, '#c9a54a'],
      [1, '#8a6b22'],
    ],
    0,
    0,
    1,
    0,
  );
  const bottle = (x: number, s: number) =>
    group(
      `translate(${x} ${floor}) scale(${s})`,
      `${path(
        'M-70 0Q-95 -70 -55 -120Q-20 -150 -18 -190L18 -190Q20 -150 55 -120Q95 -70 70 0Z',
        p.linear(
          [
            [0, hsl(shade(oil, 20), 0.9)],
            [1, hsl(shade(oil, -10), 0.95)],
          ],
          0,
          0,
          1,
          0,
        ),
      )}${path('M-50 -20Q-70 -70 -40 -110', 'none', 'stroke="rgba(255,255,255,0.5)" stroke-width="8" stroke-linecap="round"')}${rect(-24, -230, 48, 44, 6, gold)}${path('M-16 -230L0 -300L16 -230Z', gold)}${circle(0, -302, 9, gold)}`,
    );
  const velvet = near(r, r.pick([[350, 50, 28] as Hsl, [150, 40, 22], [220, 40, 25]]), 4, 5, 4);
  return `${shadow(p, 480, floor, 300, 16, 0.4)}<ellipse cx="480" cy="${floor - 10}" rx="270" ry="40" fill="${hsl(velvet)}"/>${bottle(400, 1.1)}${bottle(590, 0.8)}${Array.from({ length: 9 }, (_, i) => rect(300 + i * 45, floor - 8 + (i % 3) * 6, 26, 10, 4, '#3b2614', `transform="rotate(${i * 23} ${310 + i * 45} ${floor})"`)).join('')}`;
}

export function bakhoor(p: Paint, r: Rand, floor: number): string {
  const gold = p.linear(
    [
      [0, '#f7e3a1'],
      [0.5, '#c9a54a'],
      [1, '#7d5f1c'],
    ],
    0,
    0,
    1,
    0,
  );
  const wood = near(r, r.pick([[25, 40, 25] as Hsl, [0, 0, 12], [35, 20, 80]]), 4, 5, 4);
  const burner = `${path(`M400 ${floor}L560 ${floor}L530 ${floor - 40}L430 ${floor - 40}Z`, gold)}${path(`M430 ${floor - 40}L530 ${floor - 40}L510 ${floor - 230}L450 ${floor - 230}Z`, hsl(wood))}${rect(430, floor - 250, 100, 24, 6, gold)}${path(`M410 ${floor - 250}Q480 ${floor - 200} 550 ${floor - 250}Z`, gold)}${path(`M454 ${floor - 190}L480 ${floor - 160}L506 ${floor - 190}L480 ${floor - 220}Z`, gold)}`;
  const smoke = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${470 + i * 10} ${floor - 255}C${430 + i * 30} ${floor - 320} ${530 - i * 20} ${floor - 380} ${470 + i * 15} ${floor - 470}" fill="none" stroke="rgba(255,255,255,0.55)" stroke-width="${10 - i * 2}" stroke-linecap="round" filter="${p.blur(4)}"/>`,
    )
    .join('');
  const box = `${rect(600, floor - 90, 200, 90, 8, hsl(shade(wood, 6)))}${rect(600, floor - 100, 200, 18, 6, gold)}${Array.from({ length: 5 }, (_, i) => rect(612 + i * 36, floor - 124, 28, 26, 6, '#4a2e16')).join('')}`;
  return `${shadow(p, 560, floor, 320, 18, 0.45)}${burner}${smoke}${box}`;
}
