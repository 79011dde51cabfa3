import { z } from 'zod';

// The design document (issue 11): what a shopper made in the editor, saved as a project and
// attached to a made cart line. Lengths are inches on the print area, measured from the area's
// top-left corner; the browser and the server read the same schema, and the server renders the
// mockup and the 300 DPI print files from it.

/** The current version. Older documents are migrated forward by `parseDesignDocument`. */
export const DESIGN_DOCUMENT_VERSION = 2;

/** The sides a garment can be printed on; caps, mugs and totes have the one `main` area. */
export const SIDE_IDS = ['front', 'back', 'left_sleeve', 'right_sleeve', 'main'] as const;
export const sideId = z.enum(SIDE_IDS);
export type SideId = z.infer<typeof sideId>;

/** The bundled fonts (self-hosted from @fontsource): the editor and the print renderer use the same files. */
export const FONT_IDS = ['inter', 'inter-bold', 'bebas-neue', 'pacifico', 'roboto-slab'] as const;
export const fontId = z.enum(FONT_IDS);
export type FontId = z.infer<typeof fontId>;

/** At most this many layers on one side: more is refused with 413 and the limit in the message. */
export const MAX_LAYERS_PER_SIDE = 30;
export const MAX_TEXT_LENGTH = 200;

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/, 'must be a colour like #1a2b3c (lower-case hex)');
/** Inches: nothing printed is larger than 30 in, and a layer may hang off its area by as much. */
const inches = z.number().finite().min(-30).max(60);
const positiveInches = z.number().finite().gt(0).max(60);

const layerBase = {
  id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, _ or -'),
  /** centre of the layer's box, from the print area's top-left corner */
  x: inches,
  y: inches,
  /** the layer's box before rotation */
  width: positiveInches,
  height: positiveInches,
  /** degrees clockwise */
  rotation: z.number().finite().min(-360).max(360),
  locked: z.boolean(),
};

export const textLayer = z
  .object({
    ...layerBase,
    kind: z.literal('text'),
    text: z.string().min(1).max(MAX_TEXT_LENGTH),
    font: fontId,
    color: hexColor,
    outline: z.object({ color: hexColor, width: z.number().finite().gt(0).max(0.5) }).strict().nullable(),
    align: z.enum(['left', 'center', 'right']),
    /** bend of the baseline: 0 straight, 100 a half circle up, -100 down */
    curve: z.number().finite().min(-100).max(100),
  })
  .strict();

export const clipartLayer = z
  .object({
    ...layerBase,
    kind: z.literal('clipart'),
    clipart: z.string().min(1).max(64).regex(/^[a-z0-9-]+$/),
    color: hexColor,
  })
  .strict();

export const imageLayer = z
  .object({
    ...layerBase,
    kind: z.literal('image'),
    /** the stored upload; its pixel size is read from the upload record, never from the document */
    upload: z.uuid(),
  })
  .strict();

export const layer = z.discriminatedUnion('kind', [textLayer, clipartLayer, imageLayer]);
export type Layer = z.infer<typeof layer>;
export type TextLayer = z.infer<typeof textLayer>;
export type ClipartLayer = z.infer<typeof clipartLayer>;
export type ImageLayer = z.infer<typeof imageLayer>;

/** Layers bottom to top. */
export const side = z
  .object({ layers: z.array(layer).max(MAX_LAYERS_PER_SIDE, `at most ${MAX_LAYERS_PER_SIDE} layers on one side`) })
  .strict();
export type Side = z.infer<typeof side>;

export const designDocument = z
  .object({
    version: z.literal(DESIGN_DOCUMENT_VERSION),
    /** the made product's slug */
    product: z.string().min(1).max(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    /** the garment colour: the catalog composition id */
    color: z.string().min(1).max(64),
    sides: z.partialRecord(sideId, side),
  })
  .strict();
export type DesignDocument = z.infer<typeof designDocument>;
