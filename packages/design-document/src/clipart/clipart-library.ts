import {
  arcPoints,
  band,
  circle,
  cubic,
  ellipse,
  hole,
  rect,
  regular,
  rotate,
  roundedRect,
  scale,
  solid,
  star,
  toPath,
  type Point,
  type Ring,
} from './path-geometry';

// The clipart shipped with the store: simple shapes drawn here from geometry (no outside artwork),
// each one colour (the layer's `color`), path data in a 0 0 100 100 view box filled with the
// nonzero rule. The id is what a clipart layer stores, so ids never change once shipped.

export interface Clipart {
  /** matches the document schema's clipart id (lower-case letters, digits and dashes) */
  id: string;
  name: string;
  tags: readonly string[];
  /** SVG path data in the view box below, fill-rule nonzero */
  path: string;
}

export const CLIPART_VIEW_BOX = '0 0 100 100';

const heart: Point[] = [
  [50, 92],
  ...cubic([50, 92], [22, 70], [4, 52], [4, 31]),
  ...cubic([4, 31], [4, 15], [16, 5], [29, 5]),
  ...cubic([29, 5], [39, 5], [46, 11], [50, 19]),
  ...cubic([50, 19], [54, 11], [61, 5], [71, 5]),
  ...cubic([71, 5], [84, 5], [96, 15], [96, 31]),
  ...cubic([96, 31], [96, 52], [78, 70], [50, 92]).slice(0, -1),
];

const lightning: Point[] = [
  [52, 2],
  [16, 56],
  [44, 56],
  [34, 98],
  [84, 38],
  [56, 38],
  [72, 2],
];

const plus: Point[] = [
  [36, 4],
  [64, 4],
  [64, 36],
  [96, 36],
  [96, 64],
  [64, 64],
  [64, 96],
  [36, 96],
  [36, 64],
  [4, 64],
  [4, 36],
  [36, 36],
];

const arrowRight: Point[] = [
  [4, 38],
  [56, 38],
  [56, 14],
  [96, 50],
  [56, 86],
  [56, 62],
  [4, 62],
];

/** The part of circle 1 outside circle 2 (they must cross): a crescent. */
function crescent(c1: Point, r1: number, c2: Point, r2: number): Point[] {
  const dx = c2[0] - c1[0];
  const dy = c2[1] - c1[1];
  const d = Math.hypot(dx, dy);
  const a = (r1 * r1 - r2 * r2 + d * d) / (2 * d);
  const h = Math.sqrt(r1 * r1 - a * a);
  const base: Point = [c1[0] + (a * dx) / d, c1[1] + (a * dy) / d];
  const p: Point = [base[0] - (h * dy) / d, base[1] + (h * dx) / d];
  const q: Point = [base[0] + (h * dy) / d, base[1] - (h * dx) / d];
  const angle = (c: Point, pt: Point): number => (Math.atan2(pt[1] - c[1], pt[0] - c[0]) * 180) / Math.PI;
  // The arc from one angle to another that passes through `via`: the positive or the negative way round.
  const sweep = (from: number, to: number, via: number): [number, number] => {
    const span = (((to - from) % 360) + 360) % 360;
    const offset = (((via - from) % 360) + 360) % 360;
    return [from, offset < span ? from + span : from + span - 360];
  };
  // On circle 1 from p to q away from circle 2; back on circle 2 from q to p inside circle 1.
  const [from1, to1] = sweep(angle(c1, p), angle(c1, q), angle(c1, c2) + 180);
  const [from2, to2] = sweep(angle(c2, q), angle(c2, p), angle(c2, c1));
  return [...arcPoints(c1[0], c1[1], r1, from1, to1, 64), ...arcPoints(c2[0], c2[1], r2, from2, to2, 64).slice(1, -1)];
}

/** A waving edge from x0 to x1 along y, for flags and waves. */
function waveEdge(x0: number, x1: number, y: number, amplitude: number, period: number, steps = 40): Point[] {
  return Array.from({ length: steps + 1 }, (_, i): Point => {
    const x = x0 + ((x1 - x0) * i) / steps;
    return [x, y + amplitude * Math.sin((2 * Math.PI * (x - x0)) / period)];
  });
}

/** Gear teeth: trapezoids around a root circle. */
function gear(cx: number, cy: number, outer: number, root: number, teeth: number): Point[] {
  const points: Point[] = [];
  const step = 360 / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = -90 + i * step;
    for (const [offset, r] of [
      [-step * 0.3, root],
      [-step * 0.18, outer],
      [step * 0.18, outer],
      [step * 0.3, root],
    ] as const) {
      const t = ((a + offset) * Math.PI) / 180;
      points.push([cx + r * Math.cos(t), cy + r * Math.sin(t)]);
    }
  }
  return points;
}

const ball = (): Ring => solid(circle(50, 50, 48));

function shape(id: string, name: string, tags: string[], rings: Ring[]): Clipart {
  return { id, name, tags, path: toPath(rings) };
}

export const CLIPART: readonly Clipart[] = [
  // Basic shapes
  shape('circle', 'Circle', ['round', 'dot', 'basic', 'shape'], [solid(circle(50, 50, 48))]),
  shape('ring', 'Ring', ['circle', 'outline', 'round', 'basic', 'shape'], [solid(circle(50, 50, 48)), hole(circle(50, 50, 38))]),
  shape('square', 'Square', ['box', 'basic', 'shape'], [solid(rect(4, 4, 92, 92))]),
  shape('rounded-square', 'Rounded square', ['square', 'box', 'tile', 'basic', 'shape'], [solid(roundedRect(4, 4, 92, 92, 16))]),
  shape('triangle', 'Triangle', ['basic', 'shape', 'delta'], [solid(regular(50, 60, 46, 3))]),
  shape('diamond', 'Diamond', ['rhombus', 'basic', 'shape', 'cards'], [solid([[50, 2], [90, 50], [50, 98], [10, 50]])]),
  shape('pentagon', 'Pentagon', ['basic', 'shape', 'polygon'], [solid(regular(50, 53, 47, 5))]),
  shape('hexagon', 'Hexagon', ['basic', 'shape', 'polygon', 'honeycomb'], [solid(regular(50, 50, 48, 6, 0))]),
  shape('octagon', 'Octagon', ['basic', 'shape', 'polygon', 'stop sign'], [solid(regular(50, 50, 48, 8, 22.5))]),
  shape('target', 'Target', ['bullseye', 'rings', 'archery', 'aim'], [
    solid(circle(50, 50, 48)),
    hole(circle(50, 50, 38)),
    solid(circle(50, 50, 28)),
    hole(circle(50, 50, 18)),
    solid(circle(50, 50, 9)),
  ]),
  // Stars and marks
  shape('star', 'Star', ['five', 'rating', 'favourite', 'favorite', 'shape'], [solid(star(50, 54, 47, 19, 5))]),
  shape('star-outline', 'Star outline', ['star', 'outline', 'rating'], [solid(star(50, 54, 47, 19, 5)), hole(star(50, 54, 34, (34 * 19) / 47, 5))]),
  shape('star-six', 'Six-pointed star', ['star', 'hexagram', 'shape'], [solid(star(50, 50, 48, 26, 6))]),
  shape('starburst', 'Starburst', ['star', 'burst', 'sale', 'explosion', 'badge'], [solid(star(50, 50, 48, 38, 16))]),
  shape('heart', 'Heart', ['love', 'valentine', 'romance', 'shape'], [solid(heart)]),
  shape('cross', 'Plus', ['cross', 'add', 'medical', 'swiss'], [solid(plus)]),
  shape('x-mark', 'X mark', ['cross', 'close', 'wrong', 'cancel'], [solid(scale(rotate(plus, 50, 50, 45), 50, 50, 0.98))]),
  shape('check-mark', 'Check mark', ['tick', 'yes', 'done', 'ok'], [solid([[6, 54], [20, 40], [38, 58], [80, 14], [94, 28], [38, 86]])]),
  shape('arrow-right', 'Arrow right', ['arrow', 'direction', 'next', 'forward'], [solid(arrowRight)]),
  shape('arrow-up', 'Arrow up', ['arrow', 'direction', 'top', 'rise'], [solid(rotate(arrowRight, 50, 50, -90))]),
  shape('arrow-left-right', 'Double arrow', ['arrow', 'both ways', 'swap', 'direction'], [
    solid([[4, 50], [30, 20], [30, 38], [70, 38], [70, 20], [96, 50], [70, 80], [70, 62], [30, 62], [30, 80]]),
  ]),
  shape('chevron', 'Chevron', ['arrow', 'angle', 'next', 'stripe'], [solid([[20, 4], [50, 4], [86, 50], [50, 96], [20, 96], [56, 50]])]),
  // Nature and weather
  shape('moon', 'Crescent moon', ['moon', 'night', 'sky', 'crescent'], [solid(crescent([50, 50], 46, [68, 38], 38))]),
  shape('sun', 'Sun', ['sunshine', 'summer', 'sky', 'weather'], [
    solid(circle(50, 50, 22)),
    ...Array.from({ length: 12 }, (_, i) => {
      const a = (i * 30 * Math.PI) / 180;
      const at = (r: number, da: number): Point => [50 + r * Math.cos(a + da), 50 + r * Math.sin(a + da)];
      return solid([at(28, -0.16), at(48, 0), at(28, 0.16)]);
    }),
  ]),
  shape('cloud', 'Cloud', ['weather', 'sky', 'rain'], [
    solid(circle(28, 58, 18)),
    solid(circle(52, 42, 24)),
    solid(circle(74, 58, 18)),
    solid(rect(28, 56, 46, 20)),
  ]),
  shape('drop', 'Drop', ['water', 'rain', 'liquid', 'tear'], [solid([[50, 4], ...arcPoints(50, 64, 30, -30, 210, 48).slice(0, -1)])]),
  shape('leaf', 'Leaf', ['nature', 'plant', 'eco', 'green'], [
    solid([[10, 90], ...cubic([10, 90], [10, 40], [40, 10], [90, 10]), ...cubic([90, 10], [90, 60], [60, 90], [10, 90]).slice(0, -1)]),
  ]),
  shape('pine-tree', 'Pine tree', ['tree', 'forest', 'christmas', 'nature', 'outdoors'], [
    solid([[50, 4], [74, 34], [26, 34]]),
    solid([[50, 20], [84, 60], [16, 60]]),
    solid([[50, 40], [92, 84], [8, 84]]),
    solid(rect(43, 84, 14, 12)),
  ]),
  shape('mountain', 'Mountains', ['mountain', 'peak', 'outdoors', 'hiking', 'nature'], [solid([[2, 90], [36, 30], [50, 50], [66, 16], [98, 90]])]),
  shape('wave', 'Wave', ['water', 'sea', 'ocean', 'surf', 'beach'], [solid([...waveEdge(4, 96, 46, 12, 46), [96, 90], [4, 90]])]),
  shape('flower', 'Flower', ['blossom', 'daisy', 'spring', 'nature'], [
    ...Array.from({ length: 6 }, (_, i) => solid(ellipse(50 + 26 * Math.cos((i * Math.PI) / 3), 50 + 26 * Math.sin((i * Math.PI) / 3), 22, 13, i * 60))),
    solid(circle(50, 50, 14)),
  ]),
  shape('snowflake', 'Snowflake', ['snow', 'winter', 'cold', 'christmas', 'ice'], [
    ...[0, 60, 120].map((a) => solid(rotate(rect(47, 4, 6, 92), 50, 50, a))),
    ...Array.from({ length: 6 }, (_, i) => [
      solid(rotate(rotate(rect(48, 14, 4, 16), 50, 26, 40), 50, 50, i * 60)),
      solid(rotate(rotate(rect(48, 14, 4, 16), 50, 26, -40), 50, 50, i * 60)),
    ]).flat(),
  ]),
  shape('lightning', 'Lightning bolt', ['bolt', 'thunder', 'electric', 'power', 'energy'], [solid(lightning)]),
  shape('lightning-badge', 'Lightning badge', ['bolt', 'thunder', 'electric', 'circle', 'badge'], [
    solid(circle(50, 50, 48)),
    hole(scale(lightning, 50, 50, 0.62)),
  ]),
  // Animals
  shape('paw', 'Paw print', ['paw', 'dog', 'cat', 'pet', 'animal'], [
    solid(ellipse(50, 70, 24, 19)),
    solid(ellipse(20, 44, 9, 12, -25)),
    solid(ellipse(37, 24, 9, 13, -10)),
    solid(ellipse(63, 24, 9, 13, 10)),
    solid(ellipse(80, 44, 9, 12, 25)),
  ]),
  shape('fish', 'Fish', ['sea', 'fishing', 'animal', 'ocean'], [
    solid(ellipse(42, 50, 36, 22)),
    solid([[68, 50], [96, 26], [96, 74]]),
    hole(circle(24, 45, 4, 24)),
  ]),
  // Badges, banners and symbols
  shape('crown', 'Crown', ['king', 'queen', 'royal', 'prince', 'princess'], [
    solid([[6, 82], [12, 26], [32, 50], [50, 14], [68, 50], [88, 26], [94, 82]]),
    solid(rect(6, 80, 88, 12)),
  ]),
  shape('anchor', 'Anchor', ['sea', 'nautical', 'sailor', 'boat', 'navy'], [
    solid(circle(50, 13, 10)),
    hole(circle(50, 13, 5, 36)),
    solid(rect(45, 22, 10, 66)),
    solid(rect(28, 30, 44, 8)),
    solid(band(50, 52, 42, 34, 15, 165)),
    solid([[2, 68], [22, 70], [10, 52]]),
    solid([[98, 68], [78, 70], [90, 52]]),
  ]),
  shape('shield', 'Shield', ['crest', 'security', 'badge', 'team', 'logo'], [
    solid([[10, 6], [90, 6], ...cubic([90, 6], [90, 58], [72, 82], [50, 96]), ...cubic([50, 96], [28, 82], [10, 58], [10, 6]).slice(0, -1)]),
  ]),
  shape('badge-circle', 'Round badge', ['badge', 'circle', 'emblem', 'logo', 'seal'], [
    solid(circle(50, 50, 48)),
    hole(circle(50, 50, 42)),
    solid(circle(50, 50, 36)),
  ]),
  shape('badge-scalloped', 'Scalloped seal', ['badge', 'seal', 'award', 'certified', 'rosette'], [
    solid(Array.from({ length: 160 }, (_, i): Point => {
      const a = (2 * Math.PI * i) / 160;
      const r = 44 + 4 * Math.cos(16 * a);
      return [50 + r * Math.cos(a), 50 + r * Math.sin(a)];
    })),
    hole(circle(50, 50, 36)),
    solid(circle(50, 50, 31)),
  ]),
  shape('banner-ribbon', 'Ribbon banner', ['banner', 'ribbon', 'label', 'title'], [
    solid([[2, 40], [24, 40], [24, 72], [2, 72], [10, 56]]),
    solid([[98, 40], [76, 40], [76, 72], [98, 72], [90, 56]]),
    solid(rect(16, 28, 68, 30)),
  ]),
  shape('flag', 'Flag', ['banner', 'pennant', 'country', 'finish'], [
    solid(rect(6, 4, 6, 92)),
    solid([...waveEdge(12, 94, 12, 5, 41), ...waveEdge(12, 94, 58, 5, 41).reverse()]),
  ]),
  shape('speech-bubble', 'Speech bubble', ['chat', 'talk', 'quote', 'comic', 'message'], [
    solid(roundedRect(4, 8, 92, 64, 14)),
    solid([[22, 70], [44, 70], [16, 94]]),
  ]),
  shape('music-note', 'Music note', ['music', 'note', 'song', 'band', 'melody'], [
    solid(ellipse(36, 78, 17, 12, -20)),
    solid(rect(46, 8, 7, 72)),
    solid([[53, 8], [80, 22], [80, 40], [53, 28]]),
  ]),
  shape('house', 'House', ['home', 'building', 'family', 'real estate'], [
    solid([[50, 6], [96, 46], [84, 46], [84, 94], [16, 94], [16, 46], [4, 46]]),
    hole(rect(42, 64, 16, 26)),
  ]),
  shape('gear', 'Gear', ['cog', 'settings', 'mechanic', 'engineering', 'machine'], [solid(gear(50, 50, 48, 38, 10)), hole(circle(50, 50, 14))]),
  shape('trophy', 'Trophy', ['cup', 'winner', 'champion', 'award', 'sport'], [
    solid([[22, 8], [78, 8], ...cubic([78, 8], [78, 44], [64, 58], [50, 58]), ...cubic([50, 58], [36, 58], [22, 44], [22, 8]).slice(0, -1)]),
    solid(band(22, 26, 16, 10, 90, 270, 24)),
    solid(band(78, 26, 16, 10, -90, 90, 24)),
    solid(rect(45, 56, 10, 22)),
    solid(rect(30, 78, 40, 8)),
    solid(rect(24, 86, 52, 8)),
  ]),
  // Sport
  shape('basketball', 'Basketball', ['ball', 'sport', 'hoops', 'team'], [
    ball(),
    hole(rect(48.5, 3, 3, 94)),
    hole(rect(3, 48.5, 45.5, 3)),
    hole(rect(51.5, 48.5, 45.5, 3)),
    hole(band(-12, 50, 45.5, 42.5, -48, -6)),
    hole(band(-12, 50, 45.5, 42.5, 6, 48)),
    hole(band(112, 50, 45.5, 42.5, 132, 174)),
    hole(band(112, 50, 45.5, 42.5, 186, 228)),
  ]),
  shape('soccer-ball', 'Soccer ball', ['ball', 'football', 'sport', 'team'], [
    ball(),
    hole(regular(50, 50, 14, 5)),
    ...Array.from({ length: 5 }, (_, i) => {
      const a = -90 + i * 72;
      const cx = 50 + 36 * Math.cos((a * Math.PI) / 180);
      const cy = 50 + 36 * Math.sin((a * Math.PI) / 180);
      return hole(regular(cx, cy, 9, 5, a + 180));
    }),
  ]),
  shape('baseball', 'Baseball', ['ball', 'sport', 'softball', 'team'], [
    ball(),
    hole(band(-20, 50, 54, 50, -40, 40)),
    hole(band(120, 50, 54, 50, 140, 220)),
  ]),
  shape('tennis-ball', 'Tennis ball', ['ball', 'sport', 'tennis', 'racket'], [
    ball(),
    hole(band(-2, 50, 43, 38, -45, 45)),
    hole(band(102, 50, 43, 38, 135, 225)),
  ]),
  shape('football', 'American football', ['ball', 'sport', 'football', 'rugby', 'team'], [
    solid([...arcPoints(50, 73.79, 51.79, -152.66, -27.34, 48), ...arcPoints(50, 26.21, 51.79, 27.34, 152.66, 48)]),
    hole(rect(30, 46, 40, 3)),
    ...[35, 45.5, 56, 66.5].flatMap((x) => [hole(rect(x - 1.5, 41, 3, 5)), hole(rect(x - 1.5, 49, 3, 5))]),
  ]),
  shape('dumbbell', 'Dumbbell', ['gym', 'fitness', 'weights', 'sport', 'workout'], [
    solid(rect(20, 46, 60, 8)),
    solid(rect(8, 28, 12, 44)),
    solid(rect(80, 28, 12, 44)),
    solid(rect(2, 38, 6, 24)),
    solid(rect(92, 38, 6, 24)),
  ]),
];

const BY_ID = new Map(CLIPART.map((c) => [c.id, c]));

/** The clipart a layer names, or undefined when the library has no such id. */
export function findClipart(id: string): Clipart | undefined {
  return BY_ID.get(id);
}
