/** Colour arithmetic for the drawings: in @storefront/design-document/garments with the drawings. */
export { luminance, shade, paletteFor, type Palette } from '@storefront/design-document/garments';

// one hex normalisation for the drawings and the image URLs (packages/db's product-image)
export { normalizeHex } from '@storefront/db';
