import sharp from 'sharp';
import { ArtworkToolError } from '../job/artwork-tool-error';
import { traceCutLine, type CutShape } from './trace-cut-line';

export interface StickerOutlineOptions {
  /** the artwork's printed width, inches (its height follows its pixels) */
  widthIn: number;
  /** the cut line's distance from the artwork, inches */
  offsetIn: number;
  shape: CutShape;
  /** the artwork is traced at most this many pixels on its long side; default 800 */
  maxSidePx?: number;
}

export interface StickerOutline {
  shape: CutShape;
  /** the sticker: the cut line's box, to the hundredth of an inch (equal sides for a circle or a square) */
  widthIn: number;
  heightIn: number;
  /** the cut line as SVG path data in inches, origin at the artwork's top-left corner */
  d: string;
  /** the cut line's box in the same coordinates (x, y may be negative): an SVG viewBox for the sticker */
  box: { x: number; y: number; width: number; height: number };
  /** the artwork as printed, inches */
  artworkWidthIn: number;
  artworkHeightIn: number;
}

const hundredths = (inches: number) => Math.ceil(Math.round(inches * 10_000) / 100) / 100;

/**
 * A sticker's outline and size from its artwork at a printed width: the cut line traced by
 * `traceCutLine` on a copy at most `maxSidePx` on its long side (enough for a cut and a price; the
 * shop's cut file is traced from the full image). The same function prices a sticker in the cart
 * and draws it on the sticker page.
 */
export async function stickerOutline(png: Buffer, options: StickerOutlineOptions): Promise<StickerOutline> {
  const meta = await sharp(png, { limitInputPixels: 100_000_000 }).metadata().catch(() => null);
  if (!meta?.width || !meta.height) throw new ArtworkToolError('unreadable_image', 'The artwork could not be read.');
  if (!(options.widthIn > 0)) throw new ArtworkToolError('invalid_options', 'The width must be more than 0 inches.');
  const maxSide = options.maxSidePx ?? 800;
  const scale = Math.min(1, maxSide / Math.max(meta.width, meta.height));
  const width = Math.max(1, Math.round(meta.width * scale));
  const small = scale < 1 ? await sharp(png).resize({ width }).png().toBuffer() : png;
  const cut = await traceCutLine(small, { offsetIn: options.offsetIn, dpi: width / options.widthIn, shape: options.shape });
  let widthIn = hundredths(cut.bounds.width);
  let heightIn = hundredths(cut.bounds.height);
  if (options.shape === 'circle' || options.shape === 'square') widthIn = heightIn = Math.max(widthIn, heightIn);
  return {
    shape: options.shape,
    widthIn,
    heightIn,
    d: cut.d,
    box: cut.bounds,
    artworkWidthIn: options.widthIn,
    artworkHeightIn: (options.widthIn * meta.height) / meta.width,
  };
}
