import { z } from 'zod';
import { storeCode } from '../common';

// Digital assets in the cart (issue 13, §7 "POST /api/cart/digital_add"): a licence of an asset is
// a plain cart line whose SKU is the asset's `<catalog number>-STD|EXT`; its `size` is the licence.

/** The most licences of one asset one cart line holds (the asset page's quantity field goes to here). */
export const DIGITAL_MAX_LICENCES = 100;

/** The form fields of digital_add, the only parts it takes; a file part is refused. */
export const DIGITAL_ADD_FIELDS = ['sku', 'quantity', 'store'] as const;

/** A form field is text; one that was not sent is "required". */
const formField = { error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : 'must be text') };

/**
 * POST /api/cart/digital_add, a multipart form post: the fields arrive as text, so `quantity` is
 * digits ("3", not "3.0" or " 3"). Answered like /api/cart/add (`addToCartResponse`).
 */
export const digitalAddFields = z
  .object({
    sku: z.string(formField).trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
    quantity: z
      .string(formField)
      .regex(/^[0-9]{1,9}$/, `must be a whole number from 1 to ${DIGITAL_MAX_LICENCES}`)
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be at least 1').max(DIGITAL_MAX_LICENCES, `must be at most ${DIGITAL_MAX_LICENCES}`)),
    store: storeCode.default('us'),
  })
  .strict();
export type DigitalAddFields = z.input<typeof digitalAddFields>;
