// Animals of Gulf classifieds: a camel in the desert, a falcon on its perch, a sitting cat.
import type { Rand } from '../ad-texts.ts';
import { circle, group, hsl, type Hsl, near, type Paint, path, rect, shade, shadow } from './kit.ts';

export function camel(p: Paint, r: Rand, ground: number): string {
  const coat = near(
    r,
    r.pick([[33, 45, 62] as Hsl, [40, 38, 80], [25, 40, 36], [20, 12, 16], [40, 22, 90]]),
    4,
    6,
    4,
  );
  const fur = p.linear([
    [0, hsl(shade(coat, 8))],
    [1, hsl(shade(coat, -10))],
  ]);
  const far = hsl(shade(coat, -14));
  // A long leg tapering from the body to the knee and the foot pad; hind legs bend back at the hock.
  const leg = (x: number, fill: string, hind = false) => {
    const k = hind ? 8 : 0;
    const g = ground;
    return path(
      `M${x - 16} ${g - 232}L${x + 16} ${g - 232}L${x + 9 + k} ${g - 122}Q${x + 14 + k} ${g - 108} ${x + 8 + k} ${g - 94}L${x + 6} ${g - 14}L${x + 15} ${g - 1}L${x - 13} ${g - 1}L${x - 6} ${g - 14}L${x - 8 + k} ${g - 94}Q${x - 14 + k} ${g - 108} ${x - 9 + k} ${g - 122}Z`,
      fill,
    );
  };
  const body = `M390 ${ground - 240}Q400 ${ground - 300} 450 ${ground - 310}Q500 ${ground - 420} 570 ${ground - 330}Q640 ${ground - 320} 660 ${ground - 270}Q672 ${ground - 240} 690 ${ground - 220}L682 ${ground - 214}Q660 ${ground - 232} 650 ${ground - 225}Q640 ${ground - 195} 600 ${ground - 192}L430 ${ground - 190}Q392 ${ground - 195} 390 ${ground - 240}Z`;
  const neck = `M420 ${ground - 290}Q340 ${ground - 290} 318 ${ground - 350}L306 ${ground - 392}Q300 ${ground - 412} 280 ${ground - 412}L236 ${ground - 408}Q218 ${ground - 404} 220 ${ground - 388}Q224 ${ground - 374} 240 ${ground - 372}L282 ${ground - 370}Q296 ${ground - 340} 312 ${ground - 300}Q340 ${ground - 250} 400 ${ground - 238}Z`;
  const blanket = r.chance(0.4)
    ? `${path(`M470 ${ground - 318}Q520 ${ground - 360} 580 ${ground - 320}L590 ${ground - 250}L470 ${ground - 250}Z`, hsl(near(r, [355, 65, 40], 10, 10, 6)))}${rect(470, ground - 262, 120, 10, 3, hsl([45, 75, 55]))}`
    : '';
  return `${shadow(p, 520, ground, 230, 16, 0.4)}${leg(450, far)}${leg(630, far, true)}${path(body, fur)}${path(neck, fur)}${blanket}${leg(420, hsl(coat))}${leg(600, hsl(coat), true)}${path(`M290 ${ground - 412}L296 ${ground - 430}L304 ${ground - 410}Z`, hsl(shade(coat, -8)))}${circle(262, ground - 398, 5, '#1a1410')}${circle(228, ground - 392, 3, '#2a2018')}`;
}

export function falcon(p: Paint, r: Rand, ground: number): string {
  const kind = r.pick(['saker', 'gyr', 'peregrine'] as const);
  const back: Hsl = kind === 'saker' ? [28, 40, 38] : kind === 'gyr' ? [210, 6, 88] : [215, 14, 36];
  const chest: Hsl = kind === 'gyr' ? [0, 0, 96] : [38, 40, 88];
  const spots = kind === 'gyr' ? '#3a3b40' : kind === 'saker' ? '#6b4a2e' : '#3c4450';
  const hooded = r.chance(0.35);
  const perchTop = ground - 190;
  const body = `M470 ${perchTop - 10}Q420 ${perchTop - 120} 450 ${perchTop - 220}Q470 ${perchTop - 270} 500 ${perchTop - 262}Q540 ${perchTop - 240} 545 ${perchTop - 160}Q560 ${perchTop - 60} 610 ${perchTop + 40}L585 ${perchTop + 50}Q540 ${perchTop + 10} 520 ${perchTop - 10}Z`;
  const wing = `M505 ${perchTop - 225}Q580 ${perchTop - 200} 575 ${perchTop - 100}Q578 ${perchTop - 20} 620 ${perchTop + 45}Q555 ${perchTop + 10} 515 ${perchTop - 60}Q495 ${perchTop - 150} 505 ${perchTop - 225}Z`;
  const breast = `M470 ${perchTop - 20}Q430 ${perchTop - 110} 458 ${perchTop - 205}Q490 ${perchTop - 160} 505 ${perchTop - 60}Q500 ${perchTop - 20} 470 ${perchTop - 20}Z`;
  const flecks = Array.from(
    { length: 14 },
    (_, i) =>
      `<ellipse cx="${458 + (i % 3) * 13 + (i % 2) * 4}" cy="${perchTop - 170 + Math.floor(i / 3) * 30}" rx="4" ry="7" fill="${spots}" opacity="0.6"/>`,
  ).join('');
  const feathers = Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M${525 + i * 7} ${perchTop - 170 + i * 30}q18 6 30 -4" fill="none" stroke="${hsl(shade(back, -16))}" stroke-width="3"/>`,
  ).join('');
  const head = hooded
    ? `${circle(478, perchTop - 262, 40, hsl(near(r, [20, 45, 30], 8, 8, 6)))}${rect(452, perchTop - 300, 52, 10, 4, hsl([45, 70, 55]))}${rect(474, perchTop - 318, 8, 20, 3, hsl([45, 70, 55]))}`
    : `${circle(478, perchTop - 262, 38, hsl(back))}${path(`M452 ${perchTop - 258}Q470 ${perchTop - 240} 480 ${perchTop - 225}Q455 ${perchTop - 225} 452 ${perchTop - 258}Z`, hsl(chest))}${circle(462, perchTop - 268, 10, '#f2c94c')}${circle(462, perchTop - 268, 7, '#15110d')}${circle(459, perchTop - 271, 2, '#ffffff')}`;
  const beak = `${path(`M446 ${perchTop - 262}Q425 ${perchTop - 262} 424 ${perchTop - 240}Q432 ${perchTop - 248} 446 ${perchTop - 246}Z`, '#2a2b30')}${rect(440, perchTop - 266, 12, 12, 4, '#f2c94c')}`;
  const perch = `${rect(430, perchTop, 140, 26, 10, '#4f7f3a')}${rect(440, perchTop + 20, 120, 40, 8, hsl(near(r, [25, 35, 35], 5, 5, 5)))}${rect(490, perchTop + 60, 20, 130, 4, '#5a5d63')}${rect(450, ground - 8, 100, 8, 4, '#5a5d63')}`;
  const talons = [470, 500]
    .map((x) =>
      path(
        `M${x} ${perchTop - 14}L${x + 18} ${perchTop - 14}L${x + 22} ${perchTop + 4}L${x - 4} ${perchTop + 4}Z`,
        '#f2c94c',
      ),
    )
    .join('');
  return `${shadow(p, 500, ground, 120, 10, 0.35)}${perch}${path(body, hsl(back))}${path(breast, hsl(chest))}${flecks}${path(wing, hsl(shade(back, -8)))}${feathers}${talons}${head}${hooded ? '' : beak}`;
}

export function cat(p: Paint, r: Rand, floor: number): string {
  const coat = near(
    r,
    r.pick([[0, 0, 96] as Hsl, [35, 40, 85], [210, 8, 58], [25, 70, 55], [30, 20, 30], [40, 25, 70]]),
    4,
    6,
    4,
  );
  const fluffy = r.chance(0.5);
  const eye = r.pick(['#4fa35a', '#e0a526', '#3f8fd1', '#c98a1a']);
  const fur = p.radial(
    [
      [0, hsl(shade(coat, 8))],
      [1, hsl(shade(coat, -10))],
    ],
    0.4,
    0.35,
    0.7,
  );
  const cheeks = fluffy ? 112 : 92;
  const body = `M380 ${floor}Q360 ${floor - 150} 420 ${floor - 230}Q480 ${floor - 270} 540 ${floor - 230}Q600 ${floor - 150} 580 ${floor}Z`;
  const tail = `M570 ${floor - 10}Q680 ${floor - 20} 660 ${floor - 90}Q650 ${floor - 120} 670 ${floor - 140}Q690 ${floor - 100} 685 ${floor - 60}Q680 ${floor + 10} 570 ${floor + 8}Z`;
  const hy = floor - 300;
  const ears = [-1, 1]
    .map((s) =>
      path(
        `M${480 + s * 40} ${hy - 60}L${480 + s * 90} ${hy - 120}L${480 + s * 96} ${hy - 30}Z`,
        hsl(shade(coat, -4)),
      ),
    )
    .join('');
  const inner = [-1, 1]
    .map((s) =>
      path(`M${480 + s * 52} ${hy - 62}L${480 + s * 84} ${hy - 100}L${480 + s * 86} ${hy - 50}Z`, '#f2b8b5'),
    )
    .join('');
  const eyes = [-1, 1]
    .map(
      (s) =>
        `<ellipse cx="${480 + s * 38}" cy="${hy - 12}" rx="17" ry="${fluffy ? 17 : 15}" fill="${eye}"/><ellipse cx="${480 + s * 38}" cy="${hy - 12}" rx="5" ry="13" fill="#111"/>${circle(480 + s * 38 - 5, hy - 18, 3.5, '#fff')}`,
    )
    .join('');
  const whiskers = [-1, 1]
    .flatMap((s) =>
      [-6, 4, 14].map(
        (dy) =>
          `<line x1="${480 + s * 30}" y1="${hy + 28}" x2="${480 + s * 120}" y2="${hy + 18 + dy * 1.6}" stroke="rgba(255,255,255,0.8)" stroke-width="2"/>`,
      ),
    )
    .join('');
  return `${shadow(p, 490, floor, 170, 16, 0.4)}${path(tail, hsl(shade(coat, -6)))}${path(body, fur)}${ears}${inner}<ellipse cx="480" cy="${hy}" rx="${cheeks}" ry="${fluffy ? 92 : 84}" fill="${fur}"/>${eyes}${path(`M470 ${hy + 14}L490 ${hy + 14}L480 ${hy + 26}Z`, '#e48f9a')}<path d="M480 ${hy + 26}q-10 12 -22 6M480 ${hy + 26}q10 12 22 6" fill="none" stroke="${hsl(shade(coat, -30))}" stroke-width="2.5"/>${whiskers}${group('', [-1, 1].map((s) => `<ellipse cx="${480 + s * 40}" cy="${floor - 8}" rx="30" ry="16" fill="${hsl(shade(coat, 4))}"/>`).join(''))}`;
}
