/**
 * The store's tax rules, shared: the cart's checkout and the crafter's quotes tax the same way.
 * Sales tax maths, pure: rates in parts per million (13% = 130000), money in minor units.
 * Each tax line is rounded half up to the cent on its own base.
 */

export interface TaxRate {
  /** "GST", "HST", "PST", "RST", "QST", "NY sales tax" */
  label: string;
  ratePpm: number;
}

export interface TaxLineAmount {
  /** "HST 13%", "QST 9.975%" */
  name: string;
  rate_ppm: number;
  amount: number;
}

const GST: TaxRate = { label: 'GST', ratePpm: 50_000 };
const hst = (ratePpm: number): TaxRate[] => [{ label: 'HST', ratePpm }];

/**
 * Canada's sales taxes by province or territory, as of 2026 (Nova Scotia's HST went from 15% to
 * 14% on 2025-04-01). Shipping is taxed like the goods.
 */
export const CANADA_TAX_RATES: Record<string, readonly TaxRate[]> = {
  ON: hst(130_000),
  NB: hst(150_000),
  NL: hst(150_000),
  PE: hst(150_000),
  NS: hst(140_000),
  BC: [GST, { label: 'PST', ratePpm: 70_000 }],
  MB: [GST, { label: 'RST', ratePpm: 70_000 }],
  SK: [GST, { label: 'PST', ratePpm: 60_000 }],
  QC: [GST, { label: 'QST', ratePpm: 99_750 }],
  AB: [GST],
  NT: [GST],
  NU: [GST],
  YT: [GST],
};

/** 88750 → "8.875%", 130000 → "13%". */
export function percentLabel(ratePpm: number): string {
  const whole = Math.floor(ratePpm / 10_000);
  const fraction = String(ratePpm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

/** base × rate, rounded half up to the minor unit (integers only: no float drift). */
export function taxOn(base: number, ratePpm: number): number {
  if (base <= 0 || ratePpm <= 0) return 0;
  return Math.floor((base * ratePpm + 500_000) / 1_000_000);
}

/** The order's tax lines: one per rate, each on the same base. */
export function taxLines(rates: readonly TaxRate[], base: number): TaxLineAmount[] {
  return rates.map((r) => ({ name: `${r.label} ${percentLabel(r.ratePpm)}`, rate_ppm: r.ratePpm, amount: taxOn(base, r.ratePpm) }));
}

/** What a checkout is taxed on, before it knows the rates. */
export interface TaxableOrder {
  subtotal: number;
  discount: number;
  shipping: number;
}

/** Canada: every province taxes the goods after the discount, plus shipping. Unknown region → none. */
export function canadaTax(province: string, order: TaxableOrder): TaxLineAmount[] {
  const rates = CANADA_TAX_RATES[province];
  if (!rates) return [];
  return taxLines(rates, Math.max(0, order.subtotal - order.discount) + order.shipping);
}

/** US: the state's rate as operators set it (none by default), shipping only where the state taxes it. */
export function usTax(state: string, rate: { ratePpm: number; taxShipping: boolean } | null, order: TaxableOrder): TaxLineAmount[] {
  if (!rate || rate.ratePpm <= 0) return [];
  const base = Math.max(0, order.subtotal - order.discount) + (rate.taxShipping ? order.shipping : 0);
  return taxLines([{ label: `${state} sales tax`, ratePpm: rate.ratePpm }], base);
}
