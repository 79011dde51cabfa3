import { z } from 'zod';
import { LICENCES } from '../digital-assets/licences';

// How a licence of a digital asset shows on a cart line and an order line (issue 13); apart from
// digital.ts so the cart view can import it without a cycle.

/** Set on a cart line that is a licence of a digital asset: nothing ships, the files download at once. */
export const cartDigitalAsset = z.object({
  licence: z.enum(LICENCES),
  /** "Standard licence", "Extended licence" */
  licence_label: z.string(),
});
export type CartDigitalAsset = z.infer<typeof cartDigitalAsset>;

/** The same on an order line: the licence bought (the line's `size`, kept as it was at purchase). */
export const orderDigitalAssetLine = cartDigitalAsset;
export type OrderDigitalAssetLine = CartDigitalAsset;
