// The server bundle's entry: the remote's own `src/server.tsx` (aliased at build time) and the
// sheets of its browser build, written in at build time (cli.ts). The gateway reads exactly this shape.
import area from 'sf-area-server';
import type { BrowserSheet } from '../css/browser-sheets';

declare const SF_BROWSER_SHEETS: BrowserSheet[];

export const render = area.render;
export const styles = (): BrowserSheet[] => SF_BROWSER_SHEETS;
