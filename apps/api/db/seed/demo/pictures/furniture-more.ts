// More furniture: an Arabic majlis (floor seating on a patterned carpet), a child's bed, a
// wardrobe, an office desk with its chair.
import type { Rand } from '../ad-texts.ts';
import { FABRICS, WOODS } from './furniture.ts';
import { circle, hsl, type Hsl, near, type Paint, rect, shade, shadow } from './kit.ts';

const soft = (p: Paint, c: Hsl) =>
  p.linear([
    [0, hsl(shade(c, 8))],
    [1, hsl(shade(c, -10))],
  ]);

export function majlis(p: Paint, r: Rand, floor: number): string {
  const c = near(r, r.pick([[355, 55, 35] as Hsl, [30, 45, 40], [210, 35, 30], [150, 30, 28]]), 5, 8, 5);
  const trim = near(r, [42, 70, 58], 5, 8, 6);
  const carpet = `<path d="M140 ${floor + 20}L820 ${floor + 20}L900 720L60 720Z" fill="${hsl(shade(c, -8))}"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M${260 + i * 110} ${floor + 40}L${300 + i * 110} ${floor + 80}L${260 + i * 110} ${floor + 120}L${220 + i * 110} ${floor + 80}Z" fill="${hsl(trim, 0.7)}"/>`).join('')}`;
  const backrests = Array.from({ length: 6 }, (_, i) =>
    rect(70 + i * 140, floor - 200, 130, 130, 16, soft(p, c)),
  ).join('');
  const stripes = Array.from({ length: 6 }, (_, i) =>
    rect(70 + i * 140, floor - 150, 130, 10, 3, hsl(trim)),
  ).join('');
  const seat = `${rect(40, floor - 90, 880, 90, 14, soft(p, shade(c, 4)))}${rect(40, floor - 60, 880, 8, 3, hsl(trim))}`;
  const armrest = (x: number) =>
    `${rect(x, floor - 150, 60, 60, 30, soft(p, shade(c, -4)))}${circle(x + 30, floor - 120, 14, hsl(trim))}`;
  return `${carpet}${shadow(p, 480, floor, 460, 14, 0.35)}${backrests}${stripes}${seat}${armrest(250)}${armrest(650)}`;
}

export function kidsBed(p: Paint, r: Rand, floor: number): string {
  const wood = near(r, r.pick([[35, 30, 80] as Hsl, [0, 0, 95], [200, 30, 80], [340, 40, 85]]), 4, 6, 3);
  const slats = Array.from({ length: 11 }, (_, i) =>
    rect(232 + i * 46, floor - 300, 14, 200, 5, soft(p, wood)),
  ).join('');
  return `${shadow(p, 480, floor, 300, 20, 0.4)}${rect(190, floor - 400, 40, 400, 12, soft(p, wood))}${rect(730, floor - 400, 40, 400, 12, soft(p, wood))}${rect(230, floor - 150, 500, 60, 10, hsl([200, 30, 92]))}${rect(260, floor - 190, 150, 50, 22, '#ffffff')}${circle(600, floor - 175, 30, hsl([30, 45, 60]))}${circle(600, floor - 215, 22, hsl([30, 45, 60]))}${rect(230, floor - 110, 500, 30, 6, soft(p, wood))}${rect(230, floor - 310, 500, 20, 8, soft(p, wood))}${slats}`;
}

export function wardrobe(p: Paint, r: Rand, floor: number): string {
  const wood = near(r, r.pick([...WOODS, [0, 0, 94] as Hsl, [35, 15, 80]]), 4, 6, 5);
  const doors = r.int(2, 3);
  const w = 150 * doors;
  const x = 480 - w / 2;
  const body = Array.from({ length: doors }, (_, i) => {
    const dx = x + i * 150;
    const mirror =
      i === 1 && doors === 3
        ? rect(
            dx + 20,
            floor - 480,
            110,
            380,
            6,
            p.linear(
              [
                [0, '#dfe9ef'],
                [1, '#9fb2bf'],
              ],
              0,
              0,
              1,
              1,
            ),
          )
        : '';
    return `${rect(dx + 4, floor - 500, 142, 470, 6, soft(p, shade(wood, i % 2 ? 2 : -1)))}${mirror}${rect(dx + (i % 2 ? 14 : 128), floor - 300, 8, 70, 4, '#8d8f94')}`;
  }).join('');
  return `${shadow(p, 480, floor, w * 0.6, 16, 0.4)}${rect(x - 8, floor - 510, w + 16, 510, 8, soft(p, shade(wood, -8)))}${body}`;
}

export function officeDesk(p: Paint, r: Rand, floor: number): string {
  const wood = near(r, r.pick(WOODS), 4, 6, 6);
  const chair = near(r, r.pick(FABRICS), 5, 5, 5);
  const base = `${rect(520, floor - 70, 14, 60, 4, '#2a2b30')}${[-80, -40, 0, 40, 80].map((d) => circle(527 + d, floor - 8, 9, '#1f2024')).join('')}${rect(445, floor - 20, 164, 10, 5, '#2a2b30')}`;
  return [
    shadow(p, 480, floor, 360, 20, 0.4),
    rect(150, floor - 260, 520, 26, 6, soft(p, wood)),
    rect(165, floor - 234, 150, 234, 6, soft(p, shade(wood, -6))),
    `<line x1="175" y1="${floor - 160}" x2="305" y2="${floor - 160}" stroke="${hsl(shade(wood, -20))}" stroke-width="3"/>`,
    rect(640, floor - 234, 18, 234, 4, hsl(shade(wood, -12))),
    rect(430, floor - 420, 190, 230, 50, soft(p, chair)),
    rect(420, floor - 170, 214, 50, 20, soft(p, shade(chair, -6))),
    base,
    rect(200, floor - 330, 110, 70, 8, '#16171b'),
  ].join('');
}
