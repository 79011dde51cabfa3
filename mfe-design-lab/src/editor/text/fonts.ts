import { FONT_IDS, type FontId } from '@storefront/design-document';

/** What the font menu says. */
export const FONT_LABELS: Readonly<Record<FontId, string>> = {
  inter: 'Inter',
  'inter-bold': 'Inter Bold',
  'bebas-neue': 'Bebas Neue',
  pacifico: 'Pacifico',
  'roboto-slab': 'Roboto Slab',
};

/** The family the canvas draws each font id with; a system stack stands in until the file arrives. */
export function fontFamily(id: FontId): string {
  const fallback = id === 'pacifico' ? 'cursive' : id === 'roboto-slab' ? 'serif' : 'sans-serif';
  return `"dl-${id}", ${fallback}`;
}

export const fontWeight = (id: FontId) => (id === 'inter-bold' ? 700 : 400);

/**
 * Where the editor fetches each font: the @fontsource .woff files the print renderer reads
 * (design-document print/fonts.ts FONT_FILES), served by the design-lab service, so the proof on
 * screen and the 300 DPI print file draw the same outlines.
 */
export const fontUrl = (id: FontId) => `/api/made/fonts/${id}.woff`;

let requested = false;

/** Registers the bundled fonts with the FontFace API, once per page; a font that fails keeps its fallback. */
export function loadEditorFonts(): void {
  if (requested || typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) return;
  requested = true;
  for (const id of FONT_IDS) {
    const face = new FontFace(`dl-${id}`, `url(${fontUrl(id)}) format("woff")`, { weight: String(fontWeight(id)), display: 'swap' });
    document.fonts.add(face);
    face.load().catch(() => document.fonts.delete(face));
  }
}
