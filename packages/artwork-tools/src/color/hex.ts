// '#rrggbb' ⇄ [r, g, b].
import type { Rgb } from './lab';

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export function parseHex(hex: string): Rgb {
  if (!HEX_COLOUR.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [Number.parseInt(hex.slice(1, 3), 16), Number.parseInt(hex.slice(3, 5), 16), Number.parseInt(hex.slice(5, 7), 16)];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}
