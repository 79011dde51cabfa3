import type { ClipartLayer, ImageLayer, TextLayer } from '@storefront/design-document';
import { luminance, normalizeHex } from '@storefront/design-document/garments';
import type { MadeColor } from '@storefront/contracts';

export interface AreaSize {
  width: number;
  height: number;
}

const tidy = (inches: number) => Math.round(inches * 1000) / 1000;

/** Ink that reads on the garment: white on dark cloth, near-black on light. */
export function inkFor(color: MadeColor): string {
  return luminance(normalizeHex(color.hex)) < 0.3 ? '#ffffff' : '#1a1a1a';
}

const centred = (area: AreaSize, width: number, height: number) => ({
  x: tidy(area.width / 2),
  y: tidy(area.height / 2),
  width: tidy(width),
  height: tidy(height),
  rotation: 0,
  locked: false,
});

/** A new line of text across the middle of the area. */
export function newTextLayer(id: string, area: AreaSize, ink: string): TextLayer {
  const width = Math.min(area.width * 0.7, 10);
  return { id, kind: 'text', ...centred(area, width, Math.min(width / 4, area.height * 0.5)), text: 'Your text', font: 'inter-bold', color: ink, outline: null, align: 'center', curve: 0 };
}

/** A clipart shape, square, at 40 % of the area's shorter side. */
export function newClipartLayer(id: string, clipart: string, area: AreaSize, ink: string): ClipartLayer {
  const side = Math.min(area.width, area.height) * 0.4;
  return { id, kind: 'clipart', ...centred(area, side, side), clipart, color: ink };
}

/** An uploaded image at its own aspect, as large as 60 % of the area allows. */
export function newImageLayer(id: string, upload: { id: string; width: number; height: number }, area: AreaSize): ImageLayer {
  const aspect = upload.width / upload.height;
  const width = Math.min(area.width * 0.6, area.height * 0.6 * aspect);
  return { id, kind: 'image', ...centred(area, width, width / aspect), upload: upload.id };
}

let counter = 0;
/** Layer ids: unique within a document (the ops check), short, and schema-safe. */
export function makeLayerId(): string {
  counter += 1;
  return `l${Date.now().toString(36)}${counter.toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}
