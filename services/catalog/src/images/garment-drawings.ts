// The drawings live in @storefront/design-document/garments (shared with the design lab's editor
// and mockups); re-exported here for the service's image renderer and its public exports.
export { DRAWINGS, DETAIL_VIEWBOX, type View } from '@storefront/design-document/garments';

// The garment list is shared with the demo data, so it lives in @storefront/contracts.
export { GARMENTS, type Garment } from '@storefront/contracts';
