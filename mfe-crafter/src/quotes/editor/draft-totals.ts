import { canadaQuoteTax, quoteMoney, QuoteMoneyError, type CrafterMeResponse, type QuoteLineMoney, type QuoteMoney, type QuoteTax } from '@storefront/contracts';
import type { CatalogProduct } from '../../api';
import { parseMoneyInput, parsePercent, parseWhole } from '../../shared/money-input';
import type { CatalogDraftLine, DesignDraftLine, DraftLine, QuoteDraft } from './quote-draft';

/** The store's price tier for a quantity: the highest tier it reaches (the lowest below the first). */
export function tierFor(tiers: CatalogProduct['tiers'], quantity: number): CatalogProduct['tiers'][number] | null {
  const sorted = [...tiers].sort((a, b) => a.min_qty - b.min_qty);
  let chosen = sorted[0] ?? null;
  for (const t of sorted) if (quantity >= t.min_qty) chosen = t;
  return chosen;
}

/** A catalog or design line's total quantity: every size's. */
export function catalogQuantity(line: Pick<CatalogDraftLine, 'sizes'>): number {
  return line.sizes.reduce((sum, s) => sum + (parseWhole(s.quantity) ?? 0), 0);
}

/** What the store charges the crafter per unit: the tier at the line's quantity, else the cost as saved. */
export function catalogUnitCost(line: CatalogDraftLine): number {
  if (!line.product) return line.savedUnitCost;
  return tierFor(line.product.tiers, catalogQuantity(line))?.amount ?? 0;
}

/** A design line's cost per unit: the made price for its quantity now (asked while typing, else as saved), else the nearest known; null before any. */
export function designUnitCost(line: DesignDraftLine): number | null {
  const quantity = catalogQuantity(line);
  for (const known of [line.live, line.saved]) if (known && known.quantity === quantity) return known.unitCost;
  return line.live?.unitCost ?? line.saved?.unitCost ?? null;
}

/** A line's money as quoteMoney reads it; what cannot be read yet counts as 0. */
export function lineMoney(line: DraftLine): QuoteLineMoney {
  const unit_price = parseMoneyInput(line.unitPrice) ?? 0;
  if (line.kind === 'catalog') return { quantity: catalogQuantity(line), unit_price, unit_cost: catalogUnitCost(line) };
  if (line.kind === 'design') return { quantity: catalogQuantity(line), unit_price, unit_cost: designUnitCost(line) ?? 0 };
  return { quantity: parseWhole(line.quantity) ?? 0, unit_price, unit_cost: parseMoneyInput(line.unitCost) ?? 0 };
}

export interface LiveTotals {
  money: QuoteMoney | null;
  /** a rule only the whole quote can break (the deposit above the total), with its field */
  error: QuoteMoneyError | null;
  /** false in the US store: the state rates are the server's, so tax is known after a save */
  taxKnown: boolean;
}

/**
 * The quote's money as the crafter types, with contracts' quoteMoney (the service's own maths):
 * Canadian taxes by province are known here; US state rates are the service's, so a US quote is
 * shown before tax until it is saved.
 */
export function liveTotals(d: QuoteDraft, me: CrafterMeResponse): LiveTotals {
  const taxKnown = me.store === 'ca';
  const tax: QuoteTax = taxKnown ? canadaQuoteTax(d.taxRegion) : { rates: [], taxShipping: false };
  const deposit =
    d.depositKind === 'percent'
      ? { kind: 'percent' as const, basis_points: parsePercent(d.depositValue) ?? 0 }
      : { kind: 'amount' as const, amount: parseMoneyInput(d.depositValue) ?? 0 };
  try {
    return { money: quoteMoney({ lines: d.lines.map(lineMoney), shipping: parseMoneyInput(d.shipping) ?? 0, deposit, tax }), error: null, taxKnown };
  } catch (err) {
    if (err instanceof QuoteMoneyError) return { money: null, error: err, taxKnown };
    throw err;
  }
}
