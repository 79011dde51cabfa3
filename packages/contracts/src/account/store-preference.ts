import { z } from 'zod';
import { storeCode } from '../common';

/**
 * POST /api/store_preference {store} (§7, with the anti-forgery header): the store a visitor chose
 * in the Canada store redirect modal, by its button or by hiding it. The answer sets the
 * `store_preference` cookie, which scripts read so the modal is not offered again.
 */
export const storePreferenceBody = z.object({ store: storeCode }).strict();
export type StorePreferenceBody = z.input<typeof storePreferenceBody>;
export const storePreferenceResponse = z.object({ store: storeCode });
export type StorePreferenceResponse = z.infer<typeof storePreferenceResponse>;

/** The cookie holding the visitor's chosen store ("us" or "ca"), readable by scripts. */
export const STORE_PREFERENCE_COOKIE = 'store_preference';
