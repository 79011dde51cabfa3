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
      if (spec!.startsWith('.')) visit(resolve(dirname(file), `${spec!.replace(/\.js$/, '')}.ts`));
      else packages.add(spec!);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the public entry point', () => {
  it('is browser-safe: reaches only zod and the shared browser packages, never print/ or garments/', () => {
    const { files, packages } = importGraph(resolve(here, 'index.ts'));
    expect([...packages].sort()).toEqual(['@storefront/contracts', '@storefront/store-config', 'zod']);
    const reached = [...files].map((f) => f.slice(here.length + 1));
    expect(reached.filter((f) => f.startsWith('print/') || f.startsWith('garments/') || f.startsWith('testing/'))).toEqual([]);
  });

  it('names the design lab’s functions', () => {
    for (const name of [
      'parseDesignDocument',
      'effectiveDpi',
      'printQuality',
      'documentQuality',
      'priceMadeItem',
      'printedSidesOf',
      'presetsFor',
      'applyPreset',
      'addLayer',
      'moveLayer',
      'resizeLayer',
      'rotateLayer',
      'duplicateLayer',
      'deleteLayer',
      'bringForward',
      'sendBackward',
      'setLayerLocked',
      'snapPosition',
      'layerOutsideArea',
      'createHistory',
      'push',
      'undo',
      'redo',
      'canUndo',
      'canRedo',
      'searchClipart',
      'findClipart',
      'checkClipart',
      'assetArt',
      'assetArtLayers',
      'assetThemeOfSeed',
    ]) {
      expect(typeof (api as Record<string, unknown>)[name], name).toBe('function');
    }
  });
});
