import { z } from 'zod';
import { SAVED_CART_NAME_MAX } from '../catalog/limits';
import { storeCode } from '../common';

export { SAVED_CART_NAME_MAX };

/** §3 saved cart: number, cart_name, active flag, items (count), same_day_eligible; plus its id and store. */
export const savedCart = z.object({
  id: z.string(),
  number: z.string(),
  cart_name: z.string(),
  active: z.boolean(),
  /** units in the cart */
  items: z.number().int(),
  /** every line can ship today from one warehouse (stock on hand there) */
  same_day_eligible: z.boolean(),
  store: storeCode,
  updated_at: z.string(),
});
export type SavedCart = z.infer<typeof savedCart>;

/** GET /api/v2/saved_carts.json?store= — newest first; activeCart null when the user has no open cart in the store */
export const savedCartsResponse = z.object({ carts: z.array(savedCart), activeCart: savedCart.nullable() });
export type SavedCartsResponse = z.infer<typeof savedCartsResponse>;

/** GET /api/v2/saved_carts/active.json?store= */
export const activeSavedCartResponse = z.object({ activeCart: savedCart.nullable() });
export type ActiveSavedCartResponse = z.infer<typeof activeSavedCartResponse>;

/** An empty or blank name gets a default name ("Cart 3"). */
const cartName = z.string().trim().max(SAVED_CART_NAME_MAX, `must be at most ${SAVED_CART_NAME_MAX} characters`);

/** POST /api/v2/saved_carts.json — §7: payload saved_carts with cart_name (may be ''). */
export const createSavedCartBody = z
  .object({ saved_carts: z.object({ cart_name: cartName.default('') }).strict(), store: storeCode.default('us') })
  .strict();
export type CreateSavedCartBody = z.input<typeof createSavedCartBody>;

/** 201: the new cart is active and first in `carts`; `number` is its order number (§7 "response number"). */
export const createSavedCartResponse = z.object({ number: z.string(), cart: savedCart, carts: z.array(savedCart) });
export type CreateSavedCartResponse = z.infer<typeof createSavedCartResponse>;

/** PUT /api/v2/saved_carts/{id}.json — rename; a blank name is a 400 here (renaming to nothing is a mistake). */
export const renameSavedCartBody = z
  .object({ saved_carts: z.object({ cart_name: cartName.min(1, 'is required') }).strict() })
  .strict();
export type RenameSavedCartBody = z.input<typeof renameSavedCartBody>;

export const savedCartResponse = z.object({ cart: savedCart });
export type SavedCartResponse = z.infer<typeof savedCartResponse>;

/** PUT /api/v2/saved_carts/{id}.json/switch.json is spelled PUT /api/v2/saved_carts/{id}/switch.json, payload number (§7). */
export const switchSavedCartBody = z.object({ number: z.string().min(1, 'is required').max(20) }).strict();
export type SwitchSavedCartBody = z.input<typeof switchSavedCartBody>;

/** Ids that cannot exist are answered as unknown (404) by the handler, not as a 400. */
export const savedCartParams = z.object({ id: z.string().max(100) });
