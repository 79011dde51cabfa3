import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import type { FontId } from '../document/design-document';

// The bundled fonts of the design document, read from the @fontsource packages' latin .woff files.
// The design lab serves these same files to the editor, so the proof and the print file draw the
// same outlines.

/** Each font id's file, as the package specifier `require.resolve` takes. */
export const FONT_FILES: Readonly<Record<FontId, string>> = {
  inter: '@fontsource/inter/files/inter-latin-400-normal.woff',
  'inter-bold': '@fontsource/inter/files/inter-latin-700-normal.woff',
  'bebas-neue': '@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff',
  pacifico: '@fontsource/pacifico/files/pacifico-latin-400-normal.woff',
  'roboto-slab': '@fontsource/roboto-slab/files/roboto-slab-latin-400-normal.woff',
};

const require = createRequire(import.meta.url);

/** The absolute path of a font's .woff file (to serve it, or to read it). */
export function fontFilePath(id: FontId): string {
  return require.resolve(FONT_FILES[id]);
}

const loaded = new Map<FontId, opentype.Font>();

/** The parsed font, read once per process. */
export function loadFont(id: FontId): opentype.Font {
  let font = loaded.get(id);
  if (!font) {
    const bytes = readFileSync(fontFilePath(id));
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    loaded.set(id, font);
  }
  return font;
}
