// @storefront/design-document/garments: the garment drawings shared by the catalog's product
// images and the design lab (editor canvas, server mockups). Browser-safe: no sharp, no node:*.
export { DRAWINGS, DETAIL_VIEWBOX, type View } from './garment-drawings';
export { garmentSvg } from './garment-svg';
export { normalizeHex, luminance, shade, paletteFor, type Palette } from './garment-colors';
