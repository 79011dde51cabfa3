import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as api from './index';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module specifier reached from `entry` through relative imports and re-exports. */
function importGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/(?:import|export)\s[^'";]*?from\s+'([^']+)'/g)) {
      if (spec!.startsWith('.')) visit(resolve(dirname(file), `${spec!}.ts`));
      else packages.add(spec!);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the public entry point', () => {
  it('is browser-safe and pure: reaches only zod, the contracts and store-config, with extensionless relative imports', () => {
    const { files, packages } = importGraph(resolve(here, 'index.ts'));
    expect([...packages].sort()).toEqual(['@storefront/contracts', '@storefront/store-config', 'zod']);
    const reached = [...files].map((f) => f.slice(here.length + 1));
    expect(reached.filter((f) => f.startsWith('testing/') || f.endsWith('.test.ts'))).toEqual([]);
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/from '\.[^']*\.js'|Date\.now|Math\.random|new Date\(/);
  });

  it('names the transfer functions', () => {
    for (const name of [
      'priceDtfTransfer',
      'heightForWidth',
      'dpiAt',
      'transferQuality',
      'priceGangSheet',
      'packSheet',
      'fillWithCopies',
      'whatStillFits',
      'checkSheetLayout',
      'layoutClashes',
      'savingAgainstSingles',
      'priceStickers',
      'checkCutLineOffset',
      'priceSpangles',
      'stonesOnGrid',
      'priceLetters',
    ]) {
      expect(typeof (api as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(api.DTF_SIZE_PRESETS.map((s) => `${s.widthIn}x${s.heightIn}`)).toEqual(['2x2', '3x3', '4x4', '5x5', '8x10', '11x11', '12x16']);
    expect(api.GANG_SHEET_LENGTHS).toEqual([24, 36, 60, 120, 180, 240]);
    expect(api.lettersSizes).toEqual(api.LETTER_SIZES);
  });
});
