import type { DigitalHomeResponse } from '@storefront/contracts';
import { digitalAssetCards, type Database } from '@storefront/db';
import type { StoreCode } from '@storefront/store-config';

/** Cards in the area page's carousel and in its slider. */
export const HOME_CARDS = 12;

/** The digital-assets page in a store: the 12 best-selling assets (carousel) and the 12 newest (slider). */
export async function digitalHome(db: Database, store: StoreCode, imageBaseUrl: string): Promise<DigitalHomeResponse> {
  const [featured, newest] = await Promise.all([
    digitalAssetCards(db, { store, imageBaseUrl, order: 'best_selling', limit: HOME_CARDS }),
    digitalAssetCards(db, { store, imageBaseUrl, order: 'newest', limit: HOME_CARDS }),
  ]);
  return { featured, newest };
}
