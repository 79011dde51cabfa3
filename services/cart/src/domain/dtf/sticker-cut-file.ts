import type { StickerCut } from './dtf-snapshot';

/** What a sticker's cut file is listed under, beside its print file (`sticker`). */
export const STICKER_CUT_SIDE = 'sticker_cut';

/**
 * The colour cutters' RIPs (Roland VersaWorks, Mimaki, Summa, Graphtec) read as "cut here, do not
 * print": a stroke named CutContour in 100 % magenta.
 */
const CUT_CONTOUR = '#EC008C';

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A sticker's cut line as the shop's cutter takes it: an SVG the sticker's size in inches (so it
 * lines up with the 300 DPI print file of the same box), the path as the cart traced and priced it,
 * stroked hairline in the CutContour colour and never filled. The sticker's box is the viewBox.
 */
export function stickerCutSvg(cut: StickerCut, title: string): string {
  const { x, y, width, height } = cut.box;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cut.width_in}in" height="${cut.height_in}in" viewBox="${x} ${y} ${width} ${height}">`,
    `<title>${escapeXml(title)}</title>`,
    `<path id="CutContour" d="${escapeXml(cut.path)}" fill="none" stroke="${CUT_CONTOUR}" stroke-width="0.003" vector-effect="non-scaling-stroke"/>`,
    '</svg>',
    '',
  ].join('\n');
}
