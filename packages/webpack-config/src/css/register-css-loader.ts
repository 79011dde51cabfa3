import { createHash } from 'node:crypto';
import type { LoaderContext } from 'webpack';

export interface RegisterCssOptions {
  /** absolute path of register-css.ts, which the emitted module imports */
  runtime: string;
}

/**
 * Turns a `.css` file into a module that registers the (minified) sheet under a content hash.
 * Replaces style-loader + css-loader: the same id lets the gateway inline a sheet with the
 * server-rendered HTML and the browser skip it, and the sheets carry no `@import` or `url()`
 * (checked here, so one added later fails the build instead of silently not loading).
 */
export default function registerCssLoader(this: LoaderContext<RegisterCssOptions>, source: string): string {
  if (/@import|url\(/.test(source)) throw new Error(`${this.resourcePath}: @import and url() are not supported by the CSS loader; inline the rule or the data URI instead`);
  const css = minifyCss(source);
  const id = createHash('sha256').update(css).digest('hex').slice(0, 12);
  const { runtime } = this.getOptions();
  return `import { registerCss } from ${JSON.stringify(runtime)};\nregisterCss(${JSON.stringify(id)}, ${JSON.stringify(css)});\n`;
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
