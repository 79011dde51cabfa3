// The limits every upload is held to. Exported so the UI can state them before a shopper
// picks a file; processUpload takes overrides (a route may lower them, tests use tiny ones).

export interface UploadLimits {
  /** Largest accepted file, in bytes (raster or SVG). */
  maxBytes: number;
  /** SVG text is parsed into a DOM, which costs far more memory per byte than a PNG. */
  maxSvgBytes: number;
  /** Elements in an SVG. Checking runs on jsdom at about 0.15 ms per element, on the request's
   *  thread, so this bounds how long one upload can hold it (25,000: about 4 s). */
  maxSvgElements: number;
  /** Most pixels a raster (or an SVG's intrinsic size) may have: 100 MP covers a 12 × 16 in
   *  print area at 300 DPI (17 MP) several times over and a 22 × 60 in gang-sheet tile. */
  maxPixels: number;
  /** Smallest width and height in pixels. */
  minDimension: number;
  /** Longest a PDF's first page may take to parse and draw, in milliseconds. pdf.js runs on the
   *  request's thread (checked between its steps), so this bounds how long one upload holds it. */
  maxPdfRenderMs: number;
}

const MB = 1024 * 1024;

export const UPLOAD_LIMITS: Readonly<UploadLimits> = Object.freeze({
  maxBytes: 25 * MB,
  maxSvgBytes: 5 * MB,
  maxSvgElements: 25_000,
  maxPixels: 100_000_000,
  minDimension: 1,
  maxPdfRenderMs: 20_000,
});

/** What the upload form accepts. A PDF's first page is drawn at 300 DPI and stored as a PNG. */
export const ACCEPTED_TYPES = Object.freeze(['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/pdf'] as const);
export const ACCEPTED_EXTENSIONS = Object.freeze(['.png', '.jpg', '.jpeg', '.webp', '.svg', '.pdf'] as const);

export function resolveLimits(overrides?: Partial<UploadLimits>): UploadLimits {
  const limits = { ...UPLOAD_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isFinite(value) || value < 1) throw new RangeError(`upload limit ${name} must be a positive number`);
  }
  return limits;
}

/** "31.2 MB", "512 KB", "12 bytes" (1 MB = 1,048,576 bytes, as file managers count). */
export function formatBytes(bytes: number, decimals = 1): string {
  if (bytes >= MB) return `${trimZero(bytes / MB, decimals)} MB`;
  if (bytes >= 1024) return `${trimZero(bytes / 1024, decimals)} KB`;
  return bytes === 1 ? '1 byte' : `${bytes} bytes`;
}

/** A size over a limit, with enough decimals that it never reads as equal to the limit. */
export function formatBytesOver(bytes: number, limit: number): string {
  const limitText = formatBytes(limit);
  for (let decimals = 1; decimals <= 3; decimals++) {
    const text = formatBytes(bytes, decimals);
    if (text !== limitText) return text;
  }
  return `${bytes.toLocaleString('en-US')} bytes`;
}

/** "100 megapixels", "0.5 megapixels", "10,000 pixels" for the small limits tests use. */
export function formatPixels(pixels: number): string {
  if (pixels >= 100_000) return `${trimZero(Math.round(pixels / 100_000) / 10)} megapixels`;
  return `${pixels.toLocaleString('en-US')} pixels`;
}

function trimZero(value: number, decimals = 1): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: decimals });
}

/** One sentence for the upload form: "PNG, JPEG, WebP or SVG, up to 25 MB (SVG up to 5 MB) and 100 megapixels (PDFs too: the first page is used)." */
export function describeLimits(limits: UploadLimits = UPLOAD_LIMITS): string {
  return `PNG, JPEG, WebP or SVG, up to ${formatBytes(limits.maxBytes)} (SVG up to ${formatBytes(limits.maxSvgBytes)}) and ${formatPixels(limits.maxPixels)} (PDFs too: the first page is used).`;
}
