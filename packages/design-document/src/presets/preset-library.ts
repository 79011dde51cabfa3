import type { FontId, SideId } from '../document/design-document';

// Ready-made layouts per side (issue 11, spec §7 "presets per side"). Boxes are fractions of the
// print area so one preset suits an adult 12 × 16 in front and a youth 10 × 12 in front alike; a
// layer is fitted inside its box at its own aspect ratio, so it never leaves the box (nor the area).

export interface PresetBox {
  /** centre, as fractions of the area's width and height from its top-left */
  x: number;
  y: number;
  /** the most the layer may take, as fractions of the area's width and height */
  width: number;
  height: number;
}

export type PresetContent =
  | { kind: 'text'; text: string; font: FontId; align: 'left' | 'center' | 'right' }
  | { kind: 'clipart'; clipart: string };

export interface PresetLayer {
  box: PresetBox;
  /** the layer's width ÷ height: text roughly by its characters, clipart square */
  aspect: number;
  content: PresetContent;
}

/** Which areas a preset suits beyond its side (caps, mugs and totes all have the one `main` area). */
export interface PresetFit {
  minWidthIn?: number;
  maxWidthIn?: number;
  /** area width ÷ height */
  minAspect?: number;
  maxAspect?: number;
}

export interface Preset {
  id: string;
  name: string;
  sides: readonly SideId[];
  fits?: PresetFit;
  /** bottom to top */
  layers: readonly PresetLayer[];
}

/** A new preset layer's colour: near-black reads on the light blanks most designs start on. */
export const PRESET_COLOR = '#1a1a1a';

const text = (value: string, font: FontId = 'inter-bold'): PresetContent => ({ kind: 'text', text: value, font, align: 'center' });
const clipart = (id: string): PresetContent => ({ kind: 'clipart', clipart: id });

export const PRESETS: readonly Preset[] = [
  {
    // Wearer's left chest is the viewer's right: about 3.5 in wide on an adult front (DOMAIN.md).
    id: 'left-chest-logo',
    name: 'Left-chest logo',
    sides: ['front'],
    layers: [{ box: { x: 0.75, y: 0.16, width: 0.3, height: 0.22 }, aspect: 1, content: clipart('badge-circle') }],
  },
  {
    id: 'chest-text',
    name: 'Text across the chest',
    sides: ['front'],
    layers: [{ box: { x: 0.5, y: 0.2, width: 0.8, height: 0.14 }, aspect: 5, content: text('YOUR TEXT') }],
  },
  {
    id: 'full-front',
    name: 'Full front',
    sides: ['front'],
    layers: [
      { box: { x: 0.5, y: 0.42, width: 0.85, height: 0.62 }, aspect: 1, content: clipart('star') },
      { box: { x: 0.5, y: 0.86, width: 0.9, height: 0.16 }, aspect: 5, content: text('YOUR TEXT', 'bebas-neue') },
    ],
  },
  {
    id: 'full-back',
    name: 'Full back',
    sides: ['back'],
    layers: [
      { box: { x: 0.5, y: 0.42, width: 0.85, height: 0.62 }, aspect: 1, content: clipart('star') },
      { box: { x: 0.5, y: 0.86, width: 0.9, height: 0.16 }, aspect: 5, content: text('YOUR TEXT', 'bebas-neue') },
    ],
  },
  {
    // A team shirt: the name arched over the shoulders, the number large below.
    id: 'back-number-name',
    name: 'Back name and number',
    sides: ['back'],
    layers: [
      { box: { x: 0.5, y: 0.12, width: 0.8, height: 0.14 }, aspect: 4.5, content: text('NAME', 'bebas-neue') },
      { box: { x: 0.5, y: 0.5, width: 0.7, height: 0.55 }, aspect: 0.9, content: text('10', 'bebas-neue') },
    ],
  },
  {
    id: 'back-collar',
    name: 'Under the collar',
    sides: ['back'],
    layers: [{ box: { x: 0.5, y: 0.06, width: 0.4, height: 0.08 }, aspect: 6, content: text('YOUR TEXT') }],
  },
  {
    id: 'sleeve-text',
    name: 'Sleeve text',
    sides: ['left_sleeve', 'right_sleeve'],
    layers: [{ box: { x: 0.5, y: 0.5, width: 0.9, height: 0.5 }, aspect: 4, content: text('TEXT') }],
  },
  {
    id: 'sleeve-logo',
    name: 'Sleeve logo',
    sides: ['left_sleeve', 'right_sleeve'],
    layers: [{ box: { x: 0.5, y: 0.5, width: 0.8, height: 0.8 }, aspect: 1, content: clipart('shield') }],
  },
  {
    // A cap's front panel is about 4.5 × 2 in.
    id: 'cap-centre',
    name: 'Cap front, centred',
    sides: ['main'],
    fits: { maxWidthIn: 6 },
    layers: [{ box: { x: 0.5, y: 0.5, width: 0.9, height: 0.8 }, aspect: 3.5, content: text('YOUR TEXT', 'bebas-neue') }],
  },
  {
    id: 'cap-logo',
    name: 'Cap front logo',
    sides: ['main'],
    fits: { maxWidthIn: 6 },
    layers: [{ box: { x: 0.5, y: 0.5, width: 0.9, height: 0.9 }, aspect: 1, content: clipart('shield') }],
  },
  {
    // A tote's panel is roughly square and large.
    id: 'tote-centre',
    name: 'Tote, centred',
    sides: ['main'],
    fits: { minWidthIn: 9, minAspect: 0.6, maxAspect: 1.6 },
    layers: [
      { box: { x: 0.5, y: 0.42, width: 0.6, height: 0.6 }, aspect: 1, content: clipart('heart') },
      { box: { x: 0.5, y: 0.85, width: 0.8, height: 0.15 }, aspect: 5, content: text('YOUR TEXT', 'pacifico') },
    ],
  },
  {
    // An 11 oz mug wraps about 8.5 × 3.5 in: one design each side of the handle.
    id: 'mug-wrap',
    name: 'Mug wrap',
    sides: ['main'],
    fits: { minWidthIn: 7, minAspect: 1.8 },
    layers: [
      { box: { x: 0.25, y: 0.5, width: 0.42, height: 0.7 }, aspect: 3, content: text('YOUR TEXT', 'pacifico') },
      { box: { x: 0.75, y: 0.5, width: 0.42, height: 0.8 }, aspect: 1, content: clipart('heart') },
    ],
  },
];
