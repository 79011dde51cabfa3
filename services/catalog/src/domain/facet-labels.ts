import { LICENCE_TERMS, licenceOfSize } from '@storefront/contracts';

/**
 * A size facet value as shoppers read it: a digital asset's SKU size is its licence key
 * (`standard` / `extended`), shown as the licence's name; every other size is shown as it is.
 */
export function sizeFacetLabel(size: string): string {
  const licence = licenceOfSize(size);
  return licence ? LICENCE_TERMS[licence].label : size;
}
