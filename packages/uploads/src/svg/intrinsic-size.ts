// The size an SVG asks to be drawn at, in CSS pixels (96 per inch): what DPI figures and
// "fit to the print area" start from. width/height first; a missing or percentage one comes
// from the viewBox's aspect ratio; no width, height or viewBox means no size at all.

const PX_PER_UNIT: Record<string, number> = {
  '': 1,
  px: 1,
  pt: 96 / 72,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
  em: 16,
  ex: 8,
};

// `\d+(?:\.\d*)?` rather than `\d+\.?\d*`: the latter backtracks quadratically on a long run of digits.
const LENGTH = /^\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i;

/** A length in px, or null when absent, a percentage or not a length. */
export function parseLength(value: string | null): number | null {
  if (value === null || value.length > 100) return null;
  const match = LENGTH.exec(value);
  if (!match) return null;
  const factor = PX_PER_UNIT[(match[2] ?? '').toLowerCase()];
  if (factor === undefined) return null;
  const px = Number(match[1]) * factor;
  return Number.isFinite(px) ? px : null;
}

export function parseViewBox(value: string | null): { width: number; height: number } | null {
  if (value === null || value.length > 400) return null;
  const parts = value.trim().split(/[\s,]+/).map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [, , width, height] = parts as [number, number, number, number];
  return width > 0 && height > 0 ? { width, height } : null;
}

export function intrinsicSize(root: Element): { width: number; height: number } | null {
  let width = parseLength(root.getAttribute('width'));
  let height = parseLength(root.getAttribute('height'));
  const viewBox = parseViewBox(root.getAttribute('viewBox'));
  if (viewBox) {
    if (width === null && height === null) ({ width, height } = viewBox);
    else if (width === null && height !== null) width = (height * viewBox.width) / viewBox.height;
    else if (height === null && width !== null) height = (width * viewBox.height) / viewBox.width;
  }
  if (width === null || height === null) return null;
  return { width: Math.round(width), height: Math.round(height) };
}
