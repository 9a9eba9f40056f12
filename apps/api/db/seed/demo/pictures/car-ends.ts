// A car seen from the front or from behind: the same body (width, height and hood line of its
// style), with a grille and headlamps or a rear window and tail lamps.
import { PROFILES } from './car-bodies.ts';
import type { CarLook } from './car-side.ts';
import { hsl, type Paint, path, rect, rounded, shade, shadow, type Pt } from './kit.ts';

const sym = (
  cx: number,
  list: [number, number, number?][],
  X: (d: number) => number,
  Y: (h: number) => number,
): Pt[] => [
  ...list.map(([d, h, k]) => [cx - X(d), Y(h), k ?? 0] as Pt),
  ...[...list].reverse().map(([d, h, k]) => [cx + X(d), Y(h), k ?? 0] as Pt),
];

/** The car `width` px wide, centred on cx, tyres on `ground`; `rear` shows its back. */
export function carEnd(
  p: Paint,
  look: CarLook,
  cx: number,
  ground: number,
  width: number,
  rear: boolean,
): string {
  const pr = PROFILES[look.body];
  const height = width * pr.front.height;
  const hood = pr.front.hood;
  const X = (d: number) => d * width;
  const Y = (h: number) => ground - h * height;
  const c = look.colour;
  const tyres = [-1, 1]
    .map((s) => rect(cx + s * X(0.39) - X(0.075), Y(0.13), X(0.15), height * 0.13 + 2, 12, '#19191b'))
    .join('');
  const lower = sym(
    cx,
    [
      [0.45, 0.085, 18],
      [0.5, 0.3, 30],
      [0.49, hood, 26],
      [0.3, hood + 0.035, 40],
    ],
    X,
    Y,
  );
  const body = p.linear([
    [0, hsl(shade(c, 10))],
    [0.5, hsl(c)],
    [1, hsl(shade(c, -18))],
  ]);
  const side = p.linear(
    [
      [0, 'rgba(0,0,0,0.22)'],
      [0.2, 'rgba(0,0,0,0)'],
      [0.8, 'rgba(0,0,0,0)'],
      [1, 'rgba(0,0,0,0.22)'],
    ],
    0,
    0,
    1,
    0,
  );
  const cabin = sym(
    cx,
    [
      [0.42, hood, 10],
      [0.29, 0.99, 36],
    ],
    X,
    Y,
  );
  const glassPts = sym(
    cx,
    rear
      ? [
          [0.37, hood + 0.06, 10],
          [0.28, 0.93, 24],
        ]
      : [
          [0.385, hood + 0.03, 10],
          [0.275, 0.945, 26],
        ],
    X,
    Y,
  );
  const glass = p.linear([
    [0, hsl([205, 25, 62])],
    [0.45, hsl([210, 20, 30])],
    [1, hsl([214, 22, 16])],
  ]);
  const mirrors = rear
    ? ''
    : [-1, 1]
        .map((s) =>
          path(
            rounded([
              [cx + s * X(0.42), Y(hood + 0.02), 4],
              [cx + s * X(0.56), Y(hood + 0.04), 10],
              [cx + s * X(0.55), Y(hood + 0.12), 10],
              [cx + s * X(0.43), Y(hood + 0.1), 4],
            ]),
            hsl(shade(c, -4)),
          ),
        )
        .join('');
  const lamp = (s: number) =>
    rear
      ? path(
          rounded([
            [cx + s * X(0.49), Y(hood - 0.03), 6],
            [cx + s * X(0.3), Y(hood - 0.02), 6],
            [cx + s * X(0.3), Y(hood - 0.1), 6],
            [cx + s * X(0.48), Y(hood - 0.14), 6],
          ]),
          p.linear([
            [0, '#ff6d5e'],
            [1, '#9c1119'],
          ]),
        )
      : path(
          rounded([
            [cx + s * X(0.47), Y(hood - 0.03), 6],
            [cx + s * X(0.22), Y(hood - 0.05), 6],
            [cx + s * X(0.24), Y(hood - 0.12), 6],
            [cx + s * X(0.46), Y(hood - 0.1), 8],
          ]),
          p.linear([
            [0, '#ffffff'],
            [1, '#aeb9c2'],
          ]),
        );
  const grille = rear
    ? rect(cx - X(0.22), Y(hood - 0.16), X(0.44), height * 0.1, 8, hsl(shade(c, -10)))
    : `${path(
        rounded(
          sym(
            cx,
            [
              [0.2, hood - 0.05, 8],
              [0.24, 0.3, 14],
            ],
            X,
            Y,
          ),
        ),
        '#1d1e22',
      )}${Array.from({ length: 4 }, (_, i) => rect(cx - X(0.2), Y(hood - 0.09 - i * 0.055), X(0.4), 3, 1, 'rgba(190,195,205,0.55)')).join('')}`;
  const intake = rect(cx - X(0.28), Y(0.2), X(0.56), height * 0.085, 14, '#202125');
  const extras = rear
    ? [-1, 1]
        .map((s) => rect(cx + s * X(0.3) - X(0.04), Y(0.12), X(0.08), height * 0.035, 8, '#3b3d42'))
        .join('')
    : [-1, 1]
        .map((s) => rect(cx + s * X(0.38) - X(0.035), Y(0.19), X(0.07), height * 0.04, 8, '#e9edf0'))
        .join('');
  return [
    shadow(p, cx, ground, width * 0.62, width * 0.07, 0.6),
    tyres,
    path(rounded(cabin), body),
    path(rounded(glassPts), glass),
    path(rounded(lower), body),
    path(rounded(lower), side),
    `<path d="M${cx - X(0.47)} ${Y(hood)}Q${cx} ${Y(hood + 0.045)} ${cx + X(0.47)} ${Y(hood)}" fill="none" stroke="${hsl(shade(c, 22), 0.7)}" stroke-width="3"/>`,
    mirrors,
    lamp(-1),
    lamp(1),
    grille,
    intake,
    extras,
  ].join('');
}
