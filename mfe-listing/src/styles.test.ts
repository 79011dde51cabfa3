import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The area's button and not-found colours, read from the stylesheet itself: a theme change that
// drops a button under WCAG AA (4.5:1 for text) fails here, before a browser run with axe.
const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'styles.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

function rule(selector: string): Record<string, string> {
  for (const [, selectors = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!selectors.split(',').some((s) => s.trim() === selector)) continue;
    return Object.fromEntries(
      body
        .split(';')
        .map((d) => d.split(':').map((p) => p.trim()))
        .filter((d): d is [string, string] => d.length === 2 && d[0] !== ''),
    );
  }
  throw new Error(`no rule for ${selector}`);
}

const theme = rule('.mfl-root');
function colour(value: string | undefined): string {
  const name = /^var\((--[\w-]+)\)$/.exec(value ?? '')?.[1];
  const resolved = name ? theme[name] : value;
  if (!resolved || !/^#[0-9a-f]{6}$/i.test(resolved)) throw new Error(`not a colour: ${value}`);
  return resolved;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('mfe-listing colours meet WCAG AA for text', () => {
  const primary = rule('.mfl-root .sf-button--primary');
  const primaryHover = rule('.mfl-root .sf-button--primary:hover:not(:disabled)');
  it.each([
    ['primary button (Apply filters, Show N products, Go to the home page)', primary.color, primary.background],
    ['primary button under the pointer', primary.color, primaryHover.background],
    // the kit's outlined sf-button is white; the area sets its ink
    ['outlined button (Filters, Retry, Try again)', rule('.mfl-root .sf-button').color, '#ffffff'],
    ['not-found text on its panel', rule('.mfl-not-found__text').color, rule('.mfl-not-found').background],
  ])('%s', (_, ink, ground) => {
    expect(contrast(colour(ink), colour(ground))).toBeGreaterThanOrEqual(4.5);
  });
});
