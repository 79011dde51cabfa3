import type { SideId } from './design-document';

/**
 * The size of one print area in inches. Only the size matters to the document: positions are
 * measured from the area's top-left corner, so where the area sits on the garment image is the
 * renderer's business, not this package's.
 */
export interface PrintAreaSize {
  width: number;
  height: number;
}

/** The print areas of one product, by side (a cap or mug has only `main`). */
export type PrintAreasBySide = Partial<Record<SideId, PrintAreaSize>>;
