import { LICENCE_TERMS, LICENCES, licencePrice, licenceSku, type LicenceOffer } from '@storefront/contracts';
import type { Currency } from '@storefront/store-config';

/** An asset's licence terms, as digital_assets.assets keeps them. */
export interface AssetTerms {
  standardPrintCap: number | null;
  podAsIs: boolean;
}

/**
 * Both licences of an asset in a store: the price from the store's unit price (the standard
 * licence's) times the licence's factor, the SKU the cart sells it as, the printed-unit cap of
 * one licence (extended: none) and whether it may be sold print-on-demand unchanged.
 */
export function licenceOffers(catalogNumber: string, unitPrice: number, currency: Currency, asset: AssetTerms): LicenceOffer[] {
  return LICENCES.map((licence) => {
    const terms = LICENCE_TERMS[licence];
    return {
      licence,
      label: terms.label,
      sku: licenceSku(catalogNumber, licence),
      price: { amount: licencePrice(unitPrice, licence), currency },
      print_cap: terms.capped ? asset.standardPrintCap : null,
      pod_as_is: terms.podAsIs === 'always' ? true : asset.podAsIs,
      terms: [...terms.terms],
    };
  });
}
