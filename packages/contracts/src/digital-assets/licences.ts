// The licences a digital asset is sold under, with no schema library behind them: the asset page,
// the cart's prices and the digital-assets service's print caps all read this one table.

export const LICENCES = ['standard', 'extended'] as const;
export type Licence = (typeof LICENCES)[number];

export interface LicenceTerms {
  label: string;
  /** the price is the asset's catalog unit price times this */
  priceFactor: number;
  /** whether printed units are capped (the cap itself is the asset's `standard_print_cap`) */
  capped: boolean;
  /** whether the design may be sold print-on-demand unchanged: for standard, the asset decides */
  podAsIs: 'asset' | 'always';
  /** the SKU suffix and the SKU's `size` in the catalog */
  skuSuffix: string;
  terms: readonly string[];
}

export const LICENCE_TERMS: Record<Licence, LicenceTerms> = {
  standard: {
    label: 'Standard licence',
    priceFactor: 1,
    capped: true,
    podAsIs: 'asset',
    skuSuffix: 'STD',
    terms: [
      'Print the design on products you sell or give away, up to the printed-unit cap shown.',
      'Change colours, crop and combine it with your own artwork.',
      'Do not resell or share the file itself, or use it in a logo or trademark.',
    ],
  },
  extended: {
    label: 'Extended licence',
    priceFactor: 5,
    capped: false,
    podAsIs: 'always',
    skuSuffix: 'EXT',
    terms: [
      'Everything the standard licence allows, with no cap on printed units.',
      'Sell it print-on-demand unchanged (marketplaces, your own store).',
      'Do not resell or share the file itself, or use it in a logo or trademark.',
    ],
  },
};

/** The standard licence's printed-unit cap when an asset names none (DOMAIN: "500 for standard"). */
export const DEFAULT_STANDARD_PRINT_CAP = 500;

/** Past this share of the cap, sending to print offers the extended licence. */
export const NEAR_CAP_SHARE = 0.8;

export function isLicence(value: unknown): value is Licence {
  return typeof value === 'string' && (LICENCES as readonly string[]).includes(value);
}

/** The licence's price from the asset's catalog unit price (minor units). */
export function licencePrice(unitAmount: number, licence: Licence): number {
  return unitAmount * LICENCE_TERMS[licence].priceFactor;
}

/** The catalog SKU of one licence of an asset: `<catalog number>-STD` / `-EXT`. */
export function licenceSku(catalogNumber: string, licence: Licence): string {
  return `${catalogNumber}-${LICENCE_TERMS[licence].skuSuffix}`;
}

/** The licence a digital asset's SKU stands for, from its catalog `size` (the licence key). */
export function licenceOfSize(size: string): Licence | undefined {
  return isLicence(size) ? size : undefined;
}

/** Printed units one bought line allows: the cap per licence times the licences bought; null is no cap. */
export function printCapFor(licence: Licence, standardCap: number | null, quantity: number): number | null {
  if (!LICENCE_TERMS[licence].capped || standardCap === null) return null;
  return standardCap * quantity;
}
