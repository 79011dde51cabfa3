import type { Image } from '@storefront/contracts';

const WIDTHS = [300, 600, 1200] as const;

/** Where a design's mockup of one side is served (owner-scoped; the route renders it from the frozen document). */
export function mockupUrl(madeDesignId: string, side: string, width = 600): string {
  return `/api/cart/made_designs/${madeDesignId}/mockup/${side}.webp?width=${width}`;
}

/** A made line's image: the design on the garment (its first printed side), in the shape of every cart image. */
export function mockupImage(madeDesignId: string, side: string, title: string, colorName: string): Image {
  return {
    src: mockupUrl(madeDesignId, side),
    srcset: WIDTHS.map((w) => `${mockupUrl(madeDesignId, side, w)} ${w}w`).join(', '),
    type: 'image/webp',
    width: 600,
    height: 600,
    alt: `Your design on ${title} in ${colorName} — ${side.replace('_', ' ')}`,
  };
}
