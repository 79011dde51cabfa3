import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CA_PROVINCES } from '../account/address';
import { quoteLineMoney, quoteMoney, QuoteMoneyError, quoteMoneyInput, canadaQuoteTax, type DepositRule, type QuoteTax } from './quote-money';

const lines = [
  { quantity: 2, unit_price: 2500, unit_cost: 1400 },
  { quantity: 1, unit_price: 1800, unit_cost: 900 },
];
const thirty: DepositRule = { kind: 'percent', basis_points: 3000 };

describe('a quote in Ontario and one in Quebec, worked by hand', () => {
  it('Ontario: HST on goods and shipping, 30% deposit carrying 30% of the tax', () => {
    const m = quoteMoney({ lines, shipping: 1200, deposit: thirty, tax: canadaQuoteTax('ON') });
    expect(m).toMatchObject({ subtotal: 6800, tax: 1040, total: 9040, cost: 3700, margin: 3100 });
    expect(m.deposit).toEqual({ amount: 2712, tax: 312, net: 2400, tax_lines: [{ name: 'HST 13%', rate_ppm: 130_000, amount: 312 }] });
    expect(m.balance).toEqual({ amount: 6328, tax: 728, net: 5600, tax_lines: [{ name: 'HST 13%', rate_ppm: 130_000, amount: 728 }] });
  });

  it('Quebec: the deposit share of GST and QST is rounded as a whole, the odd cent going to the larger remainder', () => {
    const m = quoteMoney({ lines, shipping: 1200, deposit: thirty, tax: canadaQuoteTax('QC') });
    expect(m.tax_lines.map((t) => [t.name, t.amount])).toEqual([
      ['GST 5%', 400],
      ['QST 9.975%', 798],
    ]);
    expect(m.total).toBe(9198);
    expect(m.deposit.amount).toBe(2759); // 2759.4
    // exact shares 119.98 and 239.36: 359.35 in all → 359, the extra cent to GST
    expect(m.deposit.tax_lines.map((t) => t.amount)).toEqual([120, 239]);
    expect(m.balance.tax_lines.map((t) => t.amount)).toEqual([280, 559]);
  });

  it('a US state that does not tax shipping taxes the goods only', () => {
    const m = quoteMoney({ lines, shipping: 1200, deposit: { kind: 'amount', amount: 5000 }, tax: { rates: [{ label: 'CA sales tax', ratePpm: 72_500 }], taxShipping: false } });
    expect(m.tax).toBe(493); // 7.25% of 6800
    expect(m.deposit.amount + m.balance.amount).toBe(m.total);
  });
});

describe('deposits at the edges', () => {
  it('none, all, and more than all', () => {
    const none = quoteMoney({ lines, shipping: 0, deposit: { kind: 'percent', basis_points: 0 }, tax: canadaQuoteTax('AB') });
    expect(none.deposit).toMatchObject({ amount: 0, tax: 0 });
    expect(none.balance.amount).toBe(none.total);
    const all = quoteMoney({ lines, shipping: 0, deposit: { kind: 'percent', basis_points: 10_000 }, tax: canadaQuoteTax('AB') });
    expect(all.balance).toMatchObject({ amount: 0, tax: 0, net: 0 });
    const over = () => quoteMoney({ lines, shipping: 0, deposit: { kind: 'amount', amount: all.total + 1 }, tax: canadaQuoteTax('AB') });
    expect(over).toThrow(QuoteMoneyError);
    expect(over).toThrow(/at most the quote's total/);
  });

  it('a quote above the ceiling is refused rather than rounded', () => {
    expect(() => quoteMoney({ lines: [{ quantity: 100_000, unit_price: 100_000_000, unit_cost: 0 }], shipping: 0, deposit: thirty, tax: canadaQuoteTax('ON') })).toThrow(QuoteMoneyError);
  });
});

describe('the input schema', () => {
  it.each([
    [{ quantity: -1, unit_price: 100, unit_cost: 50 }, 'At least 1'],
    [{ quantity: 1.5, unit_price: 100, unit_cost: 50 }, 'Whole units only'],
    [{ quantity: 1, unit_price: -100, unit_cost: 50 }, 'Not negative'],
    [{ quantity: 1, unit_price: 10.5, unit_cost: 50 }, 'In cents'],
  ])('refuses %o with "%s"', (line, message) => {
    const r = quoteLineMoney.safeParse(line);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
  it('needs a line, and a deposit share of at most 100%', () => {
    expect(quoteMoneyInput.safeParse({ lines: [], shipping: 0, deposit: thirty }).success).toBe(false);
    expect(quoteMoneyInput.safeParse({ lines, shipping: 0, deposit: { kind: 'percent', basis_points: 10_001 } }).success).toBe(false);
    expect(quoteMoneyInput.safeParse({ lines, shipping: 0, deposit: thirty }).success).toBe(true);
  });
});

// every province and territory, and a sample of states as operators set them (rate, shipping taxed)
const US_SAMPLE: QuoteTax[] = [
  { rates: [{ label: 'NY sales tax', ratePpm: 88_750 }], taxShipping: true },
  { rates: [{ label: 'CA sales tax', ratePpm: 72_500 }], taxShipping: false },
  { rates: [{ label: 'TX sales tax', ratePpm: 62_500 }], taxShipping: true },
  { rates: [{ label: 'WA sales tax', ratePpm: 65_000 }], taxShipping: true },
  { rates: [], taxShipping: false }, // a state with no sales tax (OR)
];
const taxes = fc.oneof(fc.constantFrom(...CA_PROVINCES).map(canadaQuoteTax), fc.constantFrom(...US_SAMPLE));
const line = fc.record({ quantity: fc.integer({ min: 1, max: 500 }), unit_price: fc.integer({ min: 0, max: 200_000 }), unit_cost: fc.integer({ min: 0, max: 200_000 }) });
const deposit: fc.Arbitrary<DepositRule> = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }).map((basis_points) => ({ kind: 'percent' as const, basis_points })),
  fc.integer({ min: 0, max: 1_000_000_000 }).map((amount) => ({ kind: 'amount' as const, amount })),
);

describe('deposit + balance = total, to the cent, tax line by tax line', () => {
  it('for every province and a sample of states, any lines, shipping and deposit', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 50_000 }), deposit, taxes, (ls, shipping, dep, tax) => {
        let m;
        try {
          m = quoteMoney({ lines: ls, shipping, deposit: dep, tax });
        } catch (e) {
          // only a deposit above the total is refused, and it is
          expect(e).toBeInstanceOf(QuoteMoneyError);
          expect(dep.kind === 'amount' && dep.amount > ls.reduce((s, l) => s + l.quantity * l.unit_price, 0) + shipping).toBe(true);
          return;
        }
        expect(m.deposit.amount + m.balance.amount).toBe(m.total);
        expect(m.total).toBe(m.subtotal + m.shipping + m.tax);
        m.tax_lines.forEach((t, i) => {
          expect(m.deposit.tax_lines[i]!.amount + m.balance.tax_lines[i]!.amount).toBe(t.amount);
          expect(m.deposit.tax_lines[i]!.amount).toBeGreaterThanOrEqual(0);
          expect(m.balance.tax_lines[i]!.amount).toBeGreaterThanOrEqual(0);
        });
        for (const p of [m.deposit, m.balance]) {
          expect(p.net).toBeGreaterThanOrEqual(0);
          expect(p.tax + p.net).toBe(p.amount);
        }
        // the deposit carries its share of the tax, within half a cent
        if (m.total > 0) expect(Math.abs(m.deposit.tax - (m.tax * m.deposit.amount) / m.total)).toBeLessThanOrEqual(0.5);
        expect(m.margin).toBe(m.subtotal - m.cost);
      }),
      { numRuns: 2000 },
    );
  });
});
