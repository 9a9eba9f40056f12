// Food: a box of dates in rows, a jar of honey with its dipper and a piece of comb.
import type { Rand } from '../ad-texts.ts';
import { circle, hsl, type Hsl, near, type Paint, path, rect, shade, shadow } from './kit.ts';

export function dates(p: Paint, r: Rand, floor: number): string {
  const fruit = near(r, r.pick([[28, 55, 38] as Hsl, [22, 50, 26], [35, 60, 50]]), 4, 6, 5);
  const box = near(r, r.pick([[42, 55, 55] as Hsl, [0, 0, 95], [150, 30, 30], [350, 40, 30]]), 4, 5, 4);
  const rows = 4;
  const cols = 7;
  let items = '';
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < cols; j++) {
      const x = 250 + j * 72 + (i % 2) * 10 + r.int(-4, 4);
      const y = floor - 300 + i * 48;
      const c = near(r, fruit, 3, 4, 5);
      items += `<ellipse cx="${x}" cy="${y}" rx="34" ry="22" fill="${hsl(c)}"/><ellipse cx="${x - 8}" cy="${y - 8}" rx="12" ry="5" fill="${hsl(shade(c, 22), 0.6)}"/>`;
    }
  const top = `M190 ${floor - 340}L770 ${floor - 340}L800 ${floor - 130}L160 ${floor - 130}Z`;
  return `${shadow(p, 480, floor, 360, 20, 0.4)}${path(top, hsl(shade(box, -25)))}${items}${rect(
    160,
    floor - 140,
    640,
    140,
    8,
    p.linear([
      [0, hsl(shade(box, 6))],
      [1, hsl(shade(box, -8))],
    ]),
  )}${rect(160, floor - 100, 640, 16, 2, hsl(shade(box, 18)))}`;
}

export function honey(p: Paint, r: Rand, floor: number): string {
  const gold = near(r, [38, 88, 48], 4, 6, 8);
  const jar = p.linear(
    [
      [0, hsl(shade(gold, -10), 0.95)],
      [0.45, hsl(shade(gold, 12), 0.9)],
      [1, hsl(shade(gold, -16), 0.95)],
    ],
    0,
    0,
    1,
    0,
  );
  const lid = r.pick(['#2b2c30', '#c9a54a', '#7a1f1f', '#f0efe9']);
  const comb = Array.from({ length: 8 }, (_, i) => {
    const x = 640 + (i % 4) * 34 + (Math.floor(i / 4) % 2) * 17;
    const y = floor - 50 - Math.floor(i / 4) * 30;
    return path(
      `M${x} ${y - 17}L${x + 15} ${y - 8}L${x + 15} ${y + 8}L${x} ${y + 17}L${x - 15} ${y + 8}L${x - 15} ${y - 8}Z`,
      hsl(shade(gold, 4)),
      `stroke="${hsl(shade(gold, -20))}" stroke-width="3"`,
    );
  }).join('');
  return `${shadow(p, 480, floor, 320, 18, 0.4)}${rect(330, floor - 330, 240, 330, 40, jar)}${rect(350, floor - 300, 30, 240, 14, 'rgba(255,255,255,0.35)')}${rect(320, floor - 380, 260, 60, 14, lid)}${comb}<line x1="260" y1="${floor - 20}" x2="330" y2="${floor - 170}" stroke="#8a5a2b" stroke-width="10" stroke-linecap="round"/>${circle(250, floor - 6, 0, 'none')}${[0, 1, 2, 3].map((i) => `<ellipse cx="${262 - i * 3}" cy="${floor - 28 + i * 9}" rx="${22 - i * 2}" ry="7" fill="#a06a30"/>`).join('')}`;
}
