// Car body styles as side profiles, in car lengths (u from the front bumper, v up from the ground),
// with rounded corners: a body line, the side windows, pillar and door positions, wheel places.
// The demo's models are sorted into these styles by bodyOf (car-models.ts).
import type { Pt } from './kit.ts';

export type BodyStyle = 'sedan' | 'hatch' | 'coupe' | 'suv' | 'big-suv' | 'pickup' | 'van';
export type Profile = {
  body: Pt[];
  windows: Pt[];
  /** u of the pillars between the side windows. */
  pillars: number[];
  /** u of the door seams (front edge of the first door, then each seam). */
  doors: number[];
  wheels: [front: number, rear: number];
  /** Tyre radius in car lengths. */
  tyre: number;
  /** Height of the shoulder line (belt) and of the sill, in car lengths. */
  belt: number;
  sill: number;
  /** Height of the tail lamps' top edge. */
  tail: number;
  /** Front view: width and height relative to each other, hood height as a share of the height. */
  front: { height: number; hood: number };
};

export const PROFILES: Record<BodyStyle, Profile> = {
  sedan: {
    body: [
      [0.018, 0.052, 0.02],
      [0, 0.118, 0.03],
      [0.028, 0.182, 0.05],
      [0.33, 0.206, 0.04],
      [0.465, 0.296, 0.07],
      [0.655, 0.292, 0.08],
      [0.83, 0.214, 0.04],
      [0.99, 0.204, 0.025],
      [1, 0.104, 0.03],
      [0.975, 0.052, 0.02],
    ],
    windows: [
      [0.355, 0.212, 0.01],
      [0.468, 0.284, 0.05],
      [0.648, 0.281, 0.06],
      [0.79, 0.218, 0.01],
    ],
    pillars: [0.565],
    doors: [0.345, 0.565, 0.75],
    wheels: [0.19, 0.775],
    tyre: 0.074,
    belt: 0.205,
    sill: 0.05,
    tail: 0.2,
    front: { height: 0.78, hood: 0.5 },
  },
  hatch: {
    body: [
      [0.022, 0.058, 0.02],
      [0, 0.13, 0.035],
      [0.03, 0.215, 0.06],
      [0.3, 0.248, 0.04],
      [0.45, 0.37, 0.08],
      [0.83, 0.362, 0.06],
      [0.965, 0.27, 0.03],
      [0.99, 0.245, 0.02],
      [1, 0.12, 0.03],
      [0.975, 0.058, 0.02],
    ],
    windows: [
      [0.33, 0.252, 0.01],
      [0.455, 0.355, 0.06],
      [0.82, 0.35, 0.05],
      [0.93, 0.262, 0.01],
    ],
    pillars: [0.6],
    doors: [0.32, 0.6, 0.8],
    wheels: [0.185, 0.815],
    tyre: 0.082,
    belt: 0.25,
    sill: 0.058,
    tail: 0.24,
    front: { height: 0.87, hood: 0.52 },
  },
  coupe: {
    body: [
      [0.016, 0.045, 0.02],
      [0, 0.108, 0.03],
      [0.03, 0.176, 0.06],
      [0.37, 0.198, 0.04],
      [0.51, 0.284, 0.07],
      [0.6, 0.281, 0.08],
      [0.86, 0.206, 0.05],
      [0.99, 0.198, 0.02],
      [1, 0.1, 0.03],
      [0.975, 0.045, 0.02],
    ],
    windows: [
      [0.39, 0.205, 0.01],
      [0.515, 0.272, 0.05],
      [0.6, 0.27, 0.05],
      [0.76, 0.212, 0.01],
    ],
    pillars: [],
    doors: [0.385, 0.66],
    wheels: [0.195, 0.785],
    tyre: 0.075,
    belt: 0.198,
    sill: 0.045,
    tail: 0.195,
    front: { height: 0.72, hood: 0.52 },
  },
  suv: {
    // Higher off the ground than a sedan or an estate, on bigger wheels, with a taller cabin: an
    // SUV, not a wagon (issue 18.5).
    body: [
      [0.016, 0.098, 0.02],
      [0, 0.18, 0.04],
      [0.022, 0.262, 0.06],
      [0.29, 0.29, 0.04],
      [0.42, 0.405, 0.07],
      [0.86, 0.398, 0.06],
      [0.972, 0.3, 0.03],
      [0.992, 0.278, 0.02],
      [1, 0.15, 0.03],
      [0.98, 0.098, 0.02],
    ],
    windows: [
      [0.315, 0.296, 0.01],
      [0.425, 0.39, 0.05],
      [0.85, 0.386, 0.05],
      [0.935, 0.298, 0.01],
    ],
    pillars: [0.585, 0.775],
    doors: [0.305, 0.585, 0.785],
    wheels: [0.2, 0.8],
    tyre: 0.094,
    belt: 0.294,
    sill: 0.098,
    tail: 0.275,
    front: { height: 0.98, hood: 0.58 },
  },
  'big-suv': {
    body: [
      [0.012, 0.072, 0.02],
      [0, 0.17, 0.03],
      [0.012, 0.24, 0.04],
      [0.27, 0.26, 0.03],
      [0.37, 0.378, 0.05],
      [0.975, 0.374, 0.04],
      [0.996, 0.33, 0.03],
      [1, 0.13, 0.03],
      [0.985, 0.072, 0.02],
    ],
    windows: [
      [0.295, 0.266, 0.01],
      [0.375, 0.363, 0.04],
      [0.96, 0.36, 0.03],
      [0.968, 0.272, 0.01],
    ],
    pillars: [0.545, 0.765],
    doors: [0.285, 0.545, 0.765],
    wheels: [0.185, 0.79],
    tyre: 0.088,
    belt: 0.268,
    sill: 0.072,
    tail: 0.3,
    front: { height: 0.97, hood: 0.6 },
  },
  pickup: {
    body: [
      [0.01, 0.068, 0.02],
      [0, 0.162, 0.03],
      [0.012, 0.218, 0.04],
      [0.25, 0.236, 0.03],
      [0.33, 0.338, 0.05],
      [0.55, 0.338, 0.04],
      [0.562, 0.23, 0.01],
      [0.995, 0.226, 0.01],
      [1, 0.1, 0.02],
      [0.99, 0.068, 0.02],
    ],
    windows: [
      [0.272, 0.242, 0.01],
      [0.335, 0.326, 0.04],
      [0.54, 0.326, 0.03],
      [0.545, 0.244, 0.01],
    ],
    pillars: [0.43],
    doors: [0.262, 0.43, 0.555],
    wheels: [0.17, 0.8],
    tyre: 0.074,
    belt: 0.236,
    sill: 0.068,
    tail: 0.22,
    front: { height: 0.95, hood: 0.6 },
  },
  van: {
    body: [
      [0.014, 0.065, 0.02],
      [0, 0.15, 0.03],
      [0.015, 0.22, 0.04],
      [0.15, 0.25, 0.04],
      [0.255, 0.37, 0.05],
      [0.99, 0.372, 0.03],
      [1, 0.1, 0.02],
      [0.985, 0.065, 0.02],
    ],
    windows: [
      [0.17, 0.256, 0.01],
      [0.26, 0.358, 0.04],
      [0.97, 0.358, 0.02],
      [0.97, 0.27, 0.01],
    ],
    pillars: [0.33, 0.55, 0.75],
    doors: [0.165, 0.33, 0.55],
    wheels: [0.16, 0.8],
    tyre: 0.072,
    belt: 0.262,
    sill: 0.065,
    tail: 0.2,
    front: { height: 1.05, hood: 0.48 },
  },
};
