// Living and bedroom furniture in a room: an L-shaped sofa with cushions, a bed with nightstands,
// a dining table with chairs.
import type { Rand } from '../ad-texts.ts';
import { circle, group, hsl, type Hsl, near, type Paint, rect, shade, shadow } from './kit.ts';

export const FABRICS: Hsl[] = [
  [210, 8, 62],
  [35, 25, 72],
  [220, 35, 32],
  [150, 18, 40],
  [42, 60, 55],
  [15, 45, 50],
  [0, 0, 35],
  [30, 15, 85],
];
export const WOODS: Hsl[] = [
  [30, 40, 45],
  [25, 35, 30],
  [35, 30, 65],
  [20, 25, 22],
];

const soft = (p: Paint, c: Hsl) =>
  p.linear([
    [0, hsl(shade(c, 8))],
    [1, hsl(shade(c, -10))],
  ]);

export function sofa(p: Paint, r: Rand, floor: number): string {
  const c = near(r, r.pick(FABRICS), 5, 6, 5);
  const x0 = 150;
  const x1 = 810;
  const seatY = floor - 150;
  const backs = [0, 1, 2]
    .map((i) =>
      rect(
        x0 + 50 + i * ((x1 - x0 - 100) / 3) + 4,
        seatY - 150,
        (x1 - x0 - 100) / 3 - 8,
        165,
        26,
        soft(p, shade(c, 3)),
      ),
    )
    .join('');
  const chaiseLeft = r.chance(0.5);
  const cx = chaiseLeft ? x0 : x1 - 250;
  const chaise = `${rect(cx, seatY + 20, 250, 130, 20, soft(p, shade(c, -4)))}${rect(cx, seatY + 8, 250, 44, 18, soft(p, shade(c, 6)))}`;
  const pillow = (x: number, hue: Hsl, a: number) =>
    group(`translate(${x} ${seatY - 30}) rotate(${a})`, rect(-48, -48, 96, 96, 22, soft(p, hue)));
  const accent = near(r, r.pick(FABRICS), 20, 20, 10);
  const legs = [x0 + 30, x1 - 40].map((x) => rect(x, floor - 18, 12, 18, 3, '#2a2520')).join('');
  return [
    shadow(p, 480, floor, 380, 26, 0.4),
    legs,
    backs,
    rect(x0, seatY - 10, x1 - x0, 150, 24, soft(p, c)),
    rect(x0 + 50, seatY - 10, x1 - x0 - 100, 46, 16, soft(p, shade(c, 8))),
    rect(x0, seatY - 70, 60, 210, 26, soft(p, shade(c, -2))),
    rect(x1 - 60, seatY - 70, 60, 210, 26, soft(p, shade(c, -2))),
    chaise,
    pillow(x0 + 130, accent, -8),
    pillow(x1 - 140, shade(accent, 10), 7),
  ].join('');
}

export function bed(p: Paint, r: Rand, floor: number): string {
  const wood = near(r, r.pick(WOODS), 4, 6, 5);
  const linen = near(r, r.pick([[0, 0, 97] as Hsl, [40, 30, 90], [210, 25, 85], [150, 15, 82]]), 4, 4, 3);
  const throwC = near(r, r.pick(FABRICS), 10, 10, 8);
  const stand = (x: number) =>
    `${rect(x, floor - 150, 110, 150, 8, soft(p, wood))}<line x1="${x + 8}" y1="${floor - 80}" x2="${x + 102}" y2="${floor - 80}" stroke="${hsl(shade(wood, -15))}" stroke-width="3"/>${rect(x + 45, floor - 196, 20, 46, 4, '#c9b48a')}<path d="M${x + 20} ${floor - 196}L${x + 90} ${floor - 196}L${x + 75} ${floor - 250}L${x + 35} ${floor - 250}Z" fill="#f3ead8"/>`;
  return [
    shadow(p, 480, floor, 360, 24, 0.4),
    rect(260, floor - 370, 440, 250, 24, soft(p, wood)),
    rect(282, floor - 350, 396, 200, 16, soft(p, shade(wood, 8))),
    `<path d="M240 ${floor - 170}L720 ${floor - 170}L760 ${floor - 40}L200 ${floor - 40}Z" fill="${hsl(linen)}"/>`,
    rect(300, floor - 215, 160, 60, 26, soft(p, shade(linen, 2))),
    rect(500, floor - 215, 160, 60, 26, soft(p, shade(linen, 2))),
    `<path d="M236 ${floor - 120}L724 ${floor - 120}L762 ${floor - 40}L198 ${floor - 40}Z" fill="${hsl(throwC)}"/>`,
    rect(196, floor - 44, 568, 44, 6, soft(p, shade(wood, -6))),
    stand(70),
    stand(780),
  ].join('');
}

export function dining(p: Paint, r: Rand, floor: number): string {
  const wood = near(r, r.pick(WOODS), 4, 6, 6);
  const seat = near(r, r.pick(FABRICS), 6, 8, 6);
  const chairBack = (x: number) => `${rect(x, floor - 330, 90, 150, 20, soft(p, seat))}`;
  const sideChair = (x: number, flip: number) =>
    group(
      `translate(${x} 0) scale(${flip} 1)`,
      `${rect(0, floor - 330, 22, 330, 8, soft(p, shade(seat, -6)))}${rect(0, floor - 170, 90, 24, 8, soft(p, seat))}${rect(80, floor - 150, 10, 150, 3, hsl(shade(wood, -10)))}`,
    );
  return [
    shadow(p, 480, floor, 380, 22, 0.4),
    [250, 360, 510, 620].map(chairBack).join(''),
    sideChair(90, 1),
    sideChair(870, -1),
    rect(200, floor - 200, 560, 28, 8, soft(p, wood)),
    rect(230, floor - 174, 18, 174, 4, hsl(shade(wood, -12))),
    rect(712, floor - 174, 18, 174, 4, hsl(shade(wood, -12))),
    `<path d="M430 ${floor - 200}Q480 ${floor - 250} 530 ${floor - 200}Z" fill="#e9e4da"/>`,
    circle(480, floor - 236, 9, '#7aa35a'),
    `<line x1="480" y1="0" x2="480" y2="${floor - 480}" stroke="#333" stroke-width="3"/><path d="M430 ${floor - 440}Q480 ${floor - 500} 530 ${floor - 440}Z" fill="#2f3137"/>${circle(480, floor - 438, 12, '#ffe9a8')}`,
  ].join('');
}
