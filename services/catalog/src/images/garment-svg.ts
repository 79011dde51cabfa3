// The product image's SVG document is drawn by @storefront/design-document/garments (shared with
// the design lab's mockups).
export { garmentSvg } from '@storefront/design-document/garments';
