import { z } from 'zod';
import { MAX_LAYERS_PER_SIDE, MAX_TEXT_LENGTH, SIDE_IDS } from './design-document';

// Version 1 of the design document, kept only so that projects and cart lines saved by the first
// editor still open (`parseDesignDocument` migrates them). Never written any more. How it differed:
// - `garment` / `colorway` where v2 says `product` / `color`;
// - `sides` was an array of `{ side, layers }` (so a side could appear twice; v2 keys them);
// - layers said `type` where v2 says `kind`;
// - x, y, width and height were fractions (0..1) of the print area's width and height, which made a
//   design resize with the area but meant the same document printed at different sizes on a youth
//   and an adult tee: v2 stores inches so what the shopper sees is what is printed;
// - text had `font` plus a `bold` flag (only Inter had a bold face: v2 names it `inter-bold`);
// - colours could be `#abc` or `#AABBCC` (v2: six lower-case hex digits);
// - no `locked`, no text `curve` and no text `outline` (v2 adds them: unlocked, straight, none).

export const DESIGN_DOCUMENT_V1_FONTS = ['inter', 'bebas-neue', 'pacifico', 'roboto-slab'] as const;

const v1Color = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a colour like #1a2b3c');
/** a fraction of the area; a layer could hang off the area by up to one area on either side */
const fraction = z.number().finite().min(-1).max(2);
const positiveFraction = z.number().finite().gt(0).max(2);

const v1LayerBase = {
  id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, _ or -'),
  x: fraction,
  y: fraction,
  width: positiveFraction,
  height: positiveFraction,
  rotation: z.number().finite().min(-360).max(360),
};

const v1TextLayer = z
  .object({
    ...v1LayerBase,
    type: z.literal('text'),
    text: z.string().min(1).max(MAX_TEXT_LENGTH),
    font: z.enum(DESIGN_DOCUMENT_V1_FONTS),
    bold: z.boolean(),
    color: v1Color,
    align: z.enum(['left', 'center', 'right']),
  })
  .strict();

const v1ClipartLayer = z
  .object({ ...v1LayerBase, type: z.literal('clipart'), clipart: z.string().min(1).max(64).regex(/^[a-z0-9-]+$/), color: v1Color })
  .strict();

const v1ImageLayer = z.object({ ...v1LayerBase, type: z.literal('image'), upload: z.uuid() }).strict();

export const designDocumentV1Layer = z.discriminatedUnion('type', [v1TextLayer, v1ClipartLayer, v1ImageLayer]);
export type DesignDocumentV1Layer = z.infer<typeof designDocumentV1Layer>;

export const designDocumentV1 = z
  .object({
    version: z.literal(1),
    garment: z.string().min(1).max(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    colorway: z.string().min(1).max(64),
    sides: z
      .array(
        z
          .object({
            side: z.enum(SIDE_IDS),
            layers: z.array(designDocumentV1Layer).max(MAX_LAYERS_PER_SIDE, `at most ${MAX_LAYERS_PER_SIDE} layers on one side`),
          })
          .strict(),
      )
      .max(SIDE_IDS.length),
  })
  .strict();
export type DesignDocumentV1 = z.infer<typeof designDocumentV1>;
