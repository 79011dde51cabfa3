import type { Material } from '@storefront/contracts';
import type { ApparelGarment } from './garments';

/**
 * A fabric decides an apparel product's fibre content, how soft it feels and the words its
 * title uses, so "Triblend" in a title always means 50/25/25 polyester/cotton/rayon.
 */
export interface Fabric {
  key: string;
  /** descriptor in titles ("Triblend", "Heavy Blend"); may be empty */
  words: string;
  /** percentages sum to 100 */
  materials: readonly (readonly [Material, number])[];
  /** softness score range, 1..10, higher is softer */
  softness: readonly [number, number];
  /** softness_composition_name */
  compositionName: string;
  /** athletic fabrics place blanks in the sports subsite */
  athletic?: boolean;
}

const fabric = (
  key: string,
  words: string,
  materials: Fabric['materials'],
  softness: Fabric['softness'],
  compositionName: string,
  athletic = false,
): Fabric => ({ key, words, materials, softness, compositionName, athletic });

export const FABRICS: Record<string, Fabric> = Object.fromEntries(
  [
    fabric('jersey', 'Jersey', [['cotton', 100]], [7.0, 8.6], 'Combed ring-spun cotton jersey'),
    fabric('fine-jersey', 'Fine Jersey', [['cotton', 100]], [7.4, 8.8], 'Fine combed ring-spun cotton jersey'),
    fabric('heavy-cotton', 'Heavy Cotton', [['cotton', 100]], [3.8, 5.4], 'Open-end heavyweight cotton'),
    fabric('heavyweight', 'Heavyweight', [['cotton', 100]], [5.0, 6.6], 'Carded heavyweight cotton jersey'),
    fabric('garment-dyed', 'Garment-Dyed Heavyweight', [['cotton', 100]], [6.4, 7.8], 'Ring-spun garment-dyed cotton'),
    fabric('softstyle', 'Softstyle', [['cotton', 100]], [6.6, 7.9], 'Softstyle ring-spun cotton'),
    fabric('triblend', 'Triblend', [['polyester', 50], ['cotton', 25], ['rayon', 25]], [8.5, 9.7], 'Tri-blend jersey (polyester/cotton/rayon)'),
    fabric('cvc', 'CVC', [['cotton', 60], ['polyester', 40]], [7.0, 8.3], 'CVC combed cotton/polyester jersey'),
    fabric('heather', 'Heather', [['cotton', 52], ['polyester', 48]], [6.8, 8.0], 'Heather combed cotton/polyester jersey'),
    fabric('sueded', 'Sueded', [['cotton', 60], ['polyester', 40]], [8.6, 9.5], 'Sueded CVC jersey'),
    fabric('dri-power', '50/50 Blend', [['cotton', 50], ['polyester', 50]], [5.2, 6.5], 'Moisture-wicking 50/50 cotton/polyester jersey'),
    fabric('performance', 'Performance', [['polyester', 100]], [5.0, 6.6], 'Moisture-wicking polyester interlock', true),
    fabric('cooling', 'Cooling Performance', [['polyester', 90], ['spandex', 10]], [6.0, 7.3], 'Four-way stretch cooling knit', true),
    fabric('flowy', 'Flowy', [['polyester', 65], ['rayon', 35]], [8.8, 9.7], 'Airlume polyester/rayon flowy jersey'),
    fabric('heavy-blend', 'Heavy Blend', [['cotton', 50], ['polyester', 50]], [5.4, 6.8], 'Air-jet spun cotton/polyester fleece'),
    fabric('sponge-fleece', 'Sponge Fleece', [['cotton', 52], ['polyester', 48]], [8.0, 9.2], 'Brushed sponge fleece'),
    fabric('midweight-fleece', 'Midweight', [['cotton', 80], ['polyester', 20]], [6.8, 8.0], 'Ring-spun cotton/polyester fleece'),
    fabric('heavy-fleece', 'Heavyweight Fleece', [['cotton', 80], ['polyester', 20]], [7.0, 8.3], 'Heavyweight brushed-back fleece'),
    fabric('dyed-fleece', 'Garment-Dyed', [['cotton', 80], ['polyester', 20]], [7.3, 8.5], 'Ring-spun garment-dyed fleece'),
    fabric('triblend-fleece', 'Tri-Blend Fleece', [['polyester', 50], ['cotton', 38], ['rayon', 12]], [8.3, 9.3], 'Tri-blend French terry'),
    fabric('perf-fleece', 'Sport-Wick Fleece', [['polyester', 100]], [6.0, 7.1], 'Moisture-wicking polyester fleece', true),
    fabric('pique', 'Pique', [['cotton', 60], ['polyester', 40]], [5.2, 6.5], 'Cotton/polyester pique knit'),
    fabric('silk-touch', 'Silk Touch', [['polyester', 65], ['cotton', 35]], [6.5, 7.6], 'Silk Touch polyester/cotton pique'),
    fabric('micropique', 'Micropique', [['polyester', 100]], [5.8, 6.9], 'Moisture-wicking micropique', true),
    fabric('jersey-polo', 'Jersey', [['cotton', 50], ['polyester', 50]], [6.0, 7.2], 'Cotton/polyester jersey knit'),
    fabric('twill', 'Cotton Twill', [['cotton', 100]], [3.0, 4.6], 'Brushed cotton twill, structured crown'),
    fabric('trucker', 'Mesh-Back', [['cotton', 60], ['polyester', 40]], [2.6, 4.0], 'Cotton/polyester front, polyester mesh back'),
    fabric('chino', 'Washed Chino', [['cotton', 100]], [4.2, 5.6], 'Garment-washed chino twill'),
    fabric('wool-blend', 'Wool Blend', [['acrylic', 85], ['wool', 15]], [3.8, 5.0], 'Acrylic/wool blend'),
    fabric('knit', 'Cuffed Knit', [['acrylic', 100]], [5.5, 7.0], 'Soft-touch acrylic rib knit'),
    fabric('canvas', 'Canvas', [['cotton', 100]], [2.0, 3.4], 'Heavy cotton canvas'),
    fabric('recycled-canvas', 'Recycled Canvas', [['cotton', 80], ['polyester', 20]], [2.4, 3.6], 'Recycled cotton/polyester canvas'),
    fabric('poly-tote', 'Polyester', [['polyester', 100]], [2.6, 3.8], '600D polyester'),
    fabric('linen-blend', 'Linen Blend', [['linen', 55], ['cotton', 45]], [5.8, 7.0], 'Linen/cotton slub jersey'),
  ].map((f) => [f.key, f]),
);

/** Which fabrics a synthesised style of each garment may use. */
export const GARMENT_FABRICS: Record<ApparelGarment, readonly string[]> = {
  tee: ['jersey', 'fine-jersey', 'heavy-cotton', 'heavyweight', 'garment-dyed', 'softstyle', 'triblend', 'cvc', 'heather', 'sueded', 'dri-power', 'performance', 'cooling', 'linen-blend'],
  longsleeve: ['jersey', 'heavy-cotton', 'heavyweight', 'garment-dyed', 'softstyle', 'triblend', 'cvc', 'dri-power', 'performance', 'cooling'],
  hoodie: ['heavy-blend', 'sponge-fleece', 'midweight-fleece', 'heavy-fleece', 'dyed-fleece', 'triblend-fleece', 'perf-fleece'],
  sweatshirt: ['heavy-blend', 'sponge-fleece', 'midweight-fleece', 'heavy-fleece', 'dyed-fleece', 'triblend-fleece'],
  tank: ['jersey', 'heavy-cotton', 'garment-dyed', 'triblend', 'cvc', 'flowy', 'performance'],
  polo: ['pique', 'silk-touch', 'micropique', 'jersey-polo'],
  hat: ['twill', 'trucker', 'chino', 'wool-blend', 'knit'],
  tote: ['canvas', 'recycled-canvas', 'poly-tote'],
};

export function fabricOf(key: string): Fabric {
  const f = FABRICS[key];
  if (!f) throw new Error(`unknown fabric ${key}`);
  return f;
}
