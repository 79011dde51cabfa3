/**
 * `sizes` of the first carousel image on both screens: 560 px beside the details from 992 px, the
 * whole width below. The gateway preloads that image with the same string (services/gateway
 * document/seo.ts ASSET_CAROUSEL_IMAGE_SIZES): change them together, or the browser fetches twice.
 */
export const CAROUSEL_IMAGE_SIZES = '(min-width: 992px) 560px, 100vw';

/** A slider card: half the width on a phone, a quarter of the page's 1200 px from 992 px. */
export const CARD_IMAGE_SIZES = '(min-width: 992px) 280px, (min-width: 600px) 33vw, 50vw';
