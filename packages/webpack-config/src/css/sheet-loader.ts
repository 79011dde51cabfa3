import type { LoaderContext } from 'webpack';

export interface SheetLoaderOptions {
  /** the server bundle renders HTML only: its sheets come from the browser build (see cli.ts) */
  drop?: boolean;
}

/**
 * First step for every `.css` file: minified, and refused if it uses `@import` or `url()` (the
 * sheets carry neither, and one added later fails the build instead of silently not loading).
 * In the browser build css-loader and mini-css-extract-plugin take it from here into a `.css` file
 * per chunk; the server build drops it.
 */
export default function sheetLoader(this: LoaderContext<SheetLoaderOptions>, source: string): string {
  if (/@import|url\(/.test(source)) throw new Error(`${this.resourcePath}: @import and url() are not supported in the sheets; inline the rule or the data URI instead`);
  if (this.getOptions().drop) return 'export {};\n';
  return minifyCss(source);
}

/** Comments and layout whitespace out; enough for hand-written sheets (no strings with runs of spaces). */
export function minifyCss(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}
