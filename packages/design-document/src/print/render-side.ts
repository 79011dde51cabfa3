import sharp from 'sharp';
import type { DesignDocument, ImageLayer, Layer, SideId } from '../document/design-document';
import { clipToArea, layerOutsideArea, rotatedBounds } from '../layers/geometry';
import { loadFont } from './fonts';
import { textLayerOutline } from './text-outline';

// One side of a design document as an SVG of its print area: the print file and the mockup are
// both rasterised from it (sharp / librsvg), so they cannot disagree. Coordinates are the
// document's: inches from the area's top-left corner; the viewBox is the area in inches and the
// width/height attributes are its pixels at the requested pixels per inch.

/** A print area's size in inches. */
export interface AreaSize {
  width: number;
  height: number;
}

/** An upload's pixels: its stored bytes (PNG, JPEG, WebP, SVG…) or a data URL, and its pixel size. */
export type ImageSource = ({ bytes: Uint8Array } | { dataUrl: string }) & { width: number; height: number };
export type ImageLookup = (uploadId: string) => ImageSource | undefined | Promise<ImageSource | undefined>;
/** A clipart's SVG path data, drawn in a `0 0 100 100` viewBox. */
export type ClipartLookup = (clipartId: string) => string | undefined;

export interface RenderSideOptions {
  pixelsPerInch: number;
  images: ImageLookup;
  clipartPath: ClipartLookup;
}

/** A layer that does not fit inside the print area: cut at its edge, or not printed at all. */
export interface ClippedLayer {
  id: string;
  /** nothing of the layer's box is on the area */
  entirely: boolean;
}

export interface SideSvg {
  svg: string;
  /** pixels */
  width: number;
  height: number;
  clipped: ClippedLayer[];
}

/** The document names something the renderer cannot find: it refuses rather than print without it. */
export class RenderError extends Error {
  constructor(
    readonly code: 'unknown_clipart' | 'unknown_upload' | 'bad_area',
    message: string,
  ) {
    super(message);
    this.name = 'RenderError';
  }
}

const num = (v: number) => {
  const s = v.toFixed(5);
  return s === '-0.00000' ? '0' : s.replace(/\.?0+$/, '');
};

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Whether a layer's (rotated) box reaches past the area's edges, by the same rule the editor uses
 * to say "clipped at the edge of the print area" (`layerOutsideArea`, a thousandth of an inch of
 * tolerance). `entirely`: nothing of its rotated box's bounding box is on the area, so a rotated
 * box whose bounding box only grazes a corner of the area counts as partly clipped.
 */
export function clippingOf(l: Pick<Layer, 'x' | 'y' | 'width' | 'height' | 'rotation'>, area: AreaSize): { clipped: boolean; entirely: boolean } {
  const clipped = layerOutsideArea(l, area);
  return { clipped, entirely: clipped && clipToArea(rotatedBounds(l), area) === null };
}

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const looksLikeSvg = (b: Uint8Array) => /^\s*(<\?xml|<svg|<!--)/i.test(Buffer.from(b.subarray(0, 256)).toString('utf8'));

/**
 * The upload as a data URL librsvg draws: PNG and JPEG as they are; anything else (WebP, SVG…)
 * re-encoded as PNG, an SVG rasterised at the box's pixel size.
 */
async function imageHref(src: ImageSource, layer: ImageLayer, pixelsPerInch: number): Promise<string> {
  if ('dataUrl' in src) {
    if (!/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(src.dataUrl)) {
      throw new RenderError('unknown_upload', `Upload ${layer.upload} is not a PNG or JPEG data URL`);
    }
    return src.dataUrl;
  }
  const b = src.bytes;
  if (isPng(b)) return `data:image/png;base64,${Buffer.from(b).toString('base64')}`;
  if (isJpeg(b)) return `data:image/jpeg;base64,${Buffer.from(b).toString('base64')}`;
  const targetPx = Math.max(1, layer.width * pixelsPerInch, layer.height * pixelsPerInch);
  const density = looksLikeSvg(b) ? Math.min(100_000, Math.max(1, (72 * targetPx) / Math.max(1, src.width, src.height))) : undefined;
  const png = await sharp(b, density ? { density } : {}).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const place = (l: Layer) => `translate(${num(l.x)} ${num(l.y)})${l.rotation ? ` rotate(${num(l.rotation)})` : ''}`;

async function layerSvg(l: Layer, opts: RenderSideOptions): Promise<string> {
  switch (l.kind) {
    case 'text': {
      const outline = textLayerOutline(l, loadFont(l.font));
      if (!outline.d) return '';
      const stroke = l.outline
        ? ` stroke="${l.outline.color}" stroke-width="${num(2 * l.outline.width)}" stroke-linejoin="round" paint-order="stroke"`
        : '';
      return `<path data-layer="${attr(l.id)}" transform="${place(l)}" d="${outline.d}" fill="${l.color}"${stroke}/>`;
    }
    case 'clipart': {
      const d = opts.clipartPath(l.clipart);
      if (d === undefined) throw new RenderError('unknown_clipart', `No clipart "${l.clipart}"`);
      return `<g data-layer="${attr(l.id)}" transform="${place(l)} scale(${num(l.width / 100)} ${num(l.height / 100)}) translate(-50 -50)"><path d="${attr(d)}" fill="${l.color}"/></g>`;
    }
    case 'image': {
      const src = await opts.images(l.upload);
      if (!src) throw new RenderError('unknown_upload', `No upload ${l.upload}`);
      const href = await imageHref(src, l, opts.pixelsPerInch);
      return `<image data-layer="${attr(l.id)}" transform="${place(l)}" x="${num(-l.width / 2)}" y="${num(-l.height / 2)}" width="${num(l.width)}" height="${num(l.height)}" preserveAspectRatio="none" href="${href}" xlink:href="${href}"/>`;
    }
  }
}

function checkArea(area: AreaSize, pixelsPerInch: number) {
  if (!(area.width > 0 && area.height > 0 && Number.isFinite(area.width) && Number.isFinite(area.height))) {
    throw new RenderError('bad_area', `A print area needs a positive size, not ${area.width} × ${area.height} in`);
  }
  if (!(pixelsPerInch > 0 && Number.isFinite(pixelsPerInch))) throw new RenderError('bad_area', `pixelsPerInch must be positive, not ${pixelsPerInch}`);
}

/**
 * The side's layers (bottom to top) clipped to the area, in the area's inch coordinates, without
 * the root element: `renderSideSvg` wraps it in an `<svg>`, the mockup in a nested one placed on
 * the garment. `idPrefix` keeps its ids apart from the page it is nested in.
 */
export async function sideSvgContent(
  doc: DesignDocument,
  sideId: SideId,
  area: AreaSize,
  opts: RenderSideOptions,
  idPrefix = 'dd',
): Promise<{ content: string; clipped: ClippedLayer[] }> {
  checkArea(area, opts.pixelsPerInch);
  const layers = doc.sides[sideId]?.layers ?? [];
  const clipped: ClippedLayer[] = [];
  const drawn: string[] = [];
  for (const l of layers) {
    const c = clippingOf(l, area);
    if (c.clipped) clipped.push({ id: l.id, entirely: c.entirely });
    // a layer entirely off the area prints nothing; its lookups are still checked
    const svg = await layerSvg(l, opts);
    if (!c.entirely) drawn.push(svg);
  }
  const clipId = `${idPrefix}-area`;
  const content =
    `<defs><clipPath id="${clipId}"><rect x="0" y="0" width="${num(area.width)}" height="${num(area.height)}"/></clipPath></defs>` +
    `<g clip-path="url(#${clipId})">${drawn.join('')}</g>`;
  return { content, clipped };
}

/** Pixels of an area at a resolution: round(inches × ppi), at least 1. */
export const pixelsOf = (inches: number, pixelsPerInch: number) => Math.max(1, Math.round(inches * pixelsPerInch));

/**
 * One side as a standalone SVG document of its print area: `width` = round(area width × ppi)
 * pixels (likewise the height), transparent, layers in order, clipped to the area. Also says
 * which layers reach past the area (the editor and the order say so).
 */
export async function renderSideSvg(doc: DesignDocument, sideId: SideId, area: AreaSize, opts: RenderSideOptions): Promise<SideSvg> {
  const { content, clipped } = await sideSvgContent(doc, sideId, area, opts);
  const width = pixelsOf(area.width, opts.pixelsPerInch);
  const height = pixelsOf(area.height, opts.pixelsPerInch);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${num(area.width)} ${num(area.height)}" preserveAspectRatio="none">${content}</svg>`;
  return { svg, width, height, clipped };
}
