import fs from 'node:fs';
import path from 'node:path';

/** One `.css` file of a browser build: its file name (as the chunk loader asks for it) and its text. */
export interface BrowserSheet {
  id: string;
  css: string;
}

interface Manifest {
  exposes?: Array<{ assets?: { css?: { sync?: string[]; async?: string[] } } }>;
}

/**
 * The sheets a remote's exposed modules can need, from the build's mf-manifest.json: those its
 * first screen loads with it and those of its lazy parts, since the server renders those too.
 * The gateway inlines them as `<style data-href="<file>">`, and the browser's chunk loader,
 * finding that, does not fetch the file again.
 */
export function browserSheets(outputDir: string): BrowserSheet[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(outputDir, 'mf-manifest.json'), 'utf8')) as Manifest;
  const files = new Set((manifest.exposes ?? []).flatMap((e) => [...(e.assets?.css?.sync ?? []), ...(e.assets?.css?.async ?? [])]));
  return [...files].map((file) => {
    if (!/^[\w.-]+\.css$/.test(file)) throw new Error(`${outputDir}: unexpected sheet name in mf-manifest.json: ${file}`);
    return { id: file, css: fs.readFileSync(path.join(outputDir, file), 'utf8') };
  });
}
