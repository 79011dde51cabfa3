import { z } from 'zod';
import { CANADA_TAX_RATES, taxLines, type TaxLineAmount, type TaxRate } from '../checkout/sales-tax';

/**
 * A quote's money (issue 14), pure and in integer minor units of the crafter's store currency:
 * lines, shipping and the customer's taxes make the total; the deposit is a share of that total
 * and the balance the rest, each carrying its own part of every tax line, so that deposit +
 * balance = total to the cent, line by line.
 */

/** Up to $1,000,000.00 a unit, 100,000 units, and $10,000,000.00 a quote: all maths stays exact in a double. */
const MAX_UNIT_MINOR = 100_000_000;
const MAX_QUANTITY = 100_000;
export const MAX_QUOTE_MINOR = 1_000_000_000;

export const quoteLineMoney = z.object({
  quantity: z.number().int('Whole units only').min(1, 'At least 1').max(MAX_QUANTITY, `At most ${MAX_QUANTITY.toLocaleString('en-US')}`),
  /** what the crafter charges their customer for one */
  unit_price: z.number().int('In cents').min(0, 'Not negative').max(MAX_UNIT_MINOR),
  /** what the store charges the crafter for one (its own pricing) */
  unit_cost: z.number().int('In cents').min(0, 'Not negative').max(MAX_UNIT_MINOR),
});
export type QuoteLineMoney = z.infer<typeof quoteLineMoney>;

/** A deposit as a share (basis points: 3000 = 30%) or as an amount. */
export const depositRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), basis_points: z.number().int('Up to two decimals').min(0).max(10_000, 'At most 100%') }),
  z.object({ kind: z.literal('amount'), amount: z.number().int('In cents').min(0, 'Not negative') }),
]);
export type DepositRule = z.infer<typeof depositRule>;

/** The money fields of a quote as the crafter sends them; the service's quote body extends this. */
export const quoteMoneyInput = z.object({
  lines: z.array(quoteLineMoney).min(1, 'Add at least one line').max(200, 'At most 200 lines'),
  shipping: z.number().int('In cents').min(0, 'Not negative').max(MAX_UNIT_MINOR),
  deposit: depositRule,
});
export type QuoteMoneyInput = z.infer<typeof quoteMoneyInput>;

/** The customer's taxes: the rates where the goods go, and whether shipping is taxed there. */
export interface QuoteTax {
  rates: readonly TaxRate[];
  taxShipping: boolean;
}

/** A payment's share of the total: the amount charged, the tax in it line by line, and the rest. */
export interface PaymentPart {
  amount: number;
  tax_lines: TaxLineAmount[];
  tax: number;
  /** amount − tax */
  net: number;
}

export interface QuoteMoney {
  subtotal: number;
  shipping: number;
  tax_lines: TaxLineAmount[];
  tax: number;
  total: number;
  deposit: PaymentPart;
  balance: PaymentPart;
  /** what the store charges the crafter for the goods */
  cost: number;
  /** subtotal − cost: the crafter's margin on the goods (shipping and taxes pass through) */
  margin: number;
}

/** A rule that only the whole quote can break (a deposit above the total), with the field to show it at. */
export class QuoteMoneyError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Canada's taxes for a province (shipping taxed like the goods); an unknown one has none. */
export function canadaQuoteTax(province: string): QuoteTax {
  return { rates: CANADA_TAX_RATES[province] ?? [], taxShipping: true };
}

export function quoteMoney(input: QuoteMoneyInput & { tax: QuoteTax }): QuoteMoney {
  const subtotal = input.lines.reduce((sum, l) => sum + l.quantity * l.unit_price, 0);
  const cost = input.lines.reduce((sum, l) => sum + l.quantity * l.unit_cost, 0);
  if (subtotal + input.shipping > MAX_QUOTE_MINOR) {
    throw new QuoteMoneyError('lines', `A quote can come to at most ${MAX_QUOTE_MINOR} in cents before tax`);
  }
  // the store's own rules: each tax line rounded half up on its own base, as at checkout
  const tax_lines = taxLines(input.tax.rates, subtotal + (input.tax.taxShipping ? input.shipping : 0));
  const tax = sum(tax_lines);
  const total = subtotal + input.shipping + tax;
  const depositAmount = input.deposit.kind === 'percent' ? halfUp(BigInt(total) * BigInt(input.deposit.basis_points), 10_000n) : input.deposit.amount;
  if (depositAmount > total) {
    throw new QuoteMoneyError('deposit.amount', `The deposit can be at most the quote's total (${total} in cents)`);
  }
  const depositTax = shareOf(tax_lines, depositAmount, total);
  const balanceTax = tax_lines.map((t, i) => ({ ...t, amount: t.amount - depositTax[i]!.amount }));
  const part = (amount: number, lines: TaxLineAmount[]): PaymentPart => ({ amount, tax_lines: lines, tax: sum(lines), net: amount - sum(lines) });
  return {
    subtotal,
    shipping: input.shipping,
    tax_lines,
    tax,
    total,
    deposit: part(depositAmount, depositTax),
    balance: part(total - depositAmount, balanceTax),
    cost,
    margin: subtotal - cost,
  };
}

/**
 * Each tax line's part in a payment of `amount` out of `total`: the payment carries the tax in
 * proportion, rounded half up as a whole and spread over the lines by largest remainder, so the
 * parts never exceed their lines nor the payment.
 */
function shareOf(lines: readonly TaxLineAmount[], amount: number, total: number): TaxLineAmount[] {
  if (total === 0) return lines.map((l) => ({ ...l, amount: 0 }));
  const exact = lines.map((l) => BigInt(l.amount) * BigInt(amount));
  const whole = exact.map((e) => e / BigInt(total));
  let left = halfUp(BigInt(sum(lines)) * BigInt(amount), BigInt(total)) - whole.reduce((a, b) => a + Number(b), 0);
  const byRemainder = exact.map((e, i) => ({ i, rest: e % BigInt(total) })).sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  const parts = whole.map(Number);
  for (const { i, rest } of byRemainder) {
    if (left <= 0 || rest === 0n) break;
    parts[i]! += 1;
    left -= 1;
  }
  return lines.map((l, i) => ({ ...l, amount: parts[i]! }));
}

function halfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

function sum(lines: readonly { amount: number }[]): number {
  return lines.reduce((s, l) => s + l.amount, 0);
}
