/** Colour arithmetic for the drawings: outlines and seams must show on black and on white. */

/**
 * `rgb`, `#RGB` or `#RRGGBB` in any case → `rrggbb`; anything else → a neutral grey.
 * The same rule as packages/db's `normalizeHex` (which builds the catalog's image URLs): kept as a
 * copy here so this browser-safe module does not depend on the database package.
 */
export function normalizeHex(hex: string): string {
  const h = hex.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{6}$/.test(h)) return h;
  if (/^[0-9a-f]{3}$/.test(h)) return h.replace(/./g, (c) => c + c);
  return '9ca3af';
}

function channels(hex6: string): [number, number, number] {
  const n = Number.parseInt(hex6, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Relative luminance 0 (black) .. 1 (white). */
export function luminance(hex6: string): number {
  const [r, g, b] = channels(hex6).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Mix towards black (amount < 0) or white (amount > 0). */
export function shade(hex6: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  return toHex(channels(hex6).map((v) => v + (target - v) * t) as [number, number, number]);
}

export interface Palette {
  fill: string;
  /** silhouette outline */
  outline: string;
  /** seams, ribbing, stitching: darker on light cloth, lighter on dark cloth */
  detail: string;
  /** inside of a neck or hood */
  inner: string;
  /** print on the item (sticker art, card text): contrasts with the fill */
  ink: string;
  /** the lit side of the cloth gradient (left), lighter than the fill */
  light: string;
  /** the side in shade (right), darker than the fill */
  shadow: string;
}

export function paletteFor(hex6: string): Palette {
  const dark = luminance(hex6) < 0.08;
  const pale = luminance(hex6) > 0.7;
  return {
    fill: `#${hex6}`,
    outline: pale ? shade(hex6, -0.35) : shade(hex6, -0.45),
    detail: dark ? shade(hex6, 0.28) : shade(hex6, -0.22),
    inner: dark ? shade(hex6, 0.12) : shade(hex6, -0.3),
    ink: luminance(hex6) > 0.35 ? '#1f2937' : '#f9fafb',
    // dark cloth needs a stronger highlight to show its shape; white needs a deeper shade
    light: dark ? shade(hex6, 0.16) : shade(hex6, 0.12),
    shadow: pale ? shade(hex6, -0.16) : shade(hex6, -0.24),
  };
}
