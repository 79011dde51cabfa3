import { skusForCart, type Database } from '@storefront/db';
import type { Money } from '@storefront/contracts';
import { STORES } from '@storefront/store-config';
import { abortWith, inTransaction, type Outcome, type Problem } from '@storefront/server-kit';
import { additionProblems, writeAdditions, type CartAddition } from './cart-additions';
import type { CartOwner, StoreCode } from './cart-owner';
import { lockOpenCart } from './open-cart';
import { describeSku } from './stock-check';
import { priceCartLines } from './view-cart';

export interface BlanksOrderInput {
  store: StoreCode;
  /** each SKU once (the contract refuses a repeat) */
  lines: readonly { sku: string; quantity: number }[];
}

export interface BlanksOrderLine {
  id: string;
  sku: string;
  added: number;
  quantity: number;
  unitPrice: Money;
  lineTotal: Money;
}

export interface BlanksOrderAdded {
  orderNumber: string;
  totalItemsQty: number;
  lines: BlanksOrderLine[];
}

/** Why one line of the order cannot be added, and which of its fields the shopper should change. */
interface LineRefusal {
  index: number;
  sku: string;
  field: 'sku' | 'quantity';
  problem: Problem;
}

/**
 * One problem naming every refused line: 409 `insufficient_stock` when stock alone stands in the way
 * (fewer units would do), else 422 `blanks_order_refused` (an unknown SKU, not a blank, not sold in
 * the store, past the per-line cap). `fieldErrors` per line: `lines.<i>.sku` or `lines.<i>.quantity`.
 */
function refusalProblem(refusals: readonly LineRefusal[]): Problem {
  const stockOnly = refusals.every((r) => r.problem.kind === 'conflict');
  const fieldErrors: Record<string, string[]> = {};
  for (const r of refusals) fieldErrors[`lines.${r.index}.${r.field}`] = [r.problem.message];
  const reasons = refusals.map((r) => `${r.sku}: ${r.problem.message}`).join(' ');
  return {
    kind: stockOnly ? 'conflict' : 'invalid',
    code: stockOnly ? 'insufficient_stock' : 'blanks_order_refused',
    message: `Nothing was added to your cart. ${reasons}`,
    fieldErrors,
  };
}

/**
 * POST /api/cart/blanks_order: adds every line to the owner's active open cart in the store (made
 * on the first add), all or nothing, in one transaction. Every SKU must be a blank (products.kind
 * 'blank') sold in the store, and each line — what the cart already holds plus the units added —
 * within the per-line cap and the stock on hand. When any line fails, nothing is written (a cart
 * this call created is rolled back too) and the problem names every failing SKU.
 * The cart row is locked before the lines are checked, as for a single add. The added lines come
 * back priced as the cart prices them: a blank's tier counts all units of its product in the cart.
 */
export async function addBlanksOrder(db: Database, owner: CartOwner, input: BlanksOrderInput, imageBaseUrl: string): Promise<Outcome<BlanksOrderAdded>> {
  return inTransaction(db, async (tx) => {
    const cart = await lockOpenCart(tx, owner, input.store);
    const items = await skusForCart(
      tx,
      input.lines.map((l) => l.sku),
      input.store,
    );

    const refusals: LineRefusal[] = [];
    const additions: CartAddition[] = [];
    const indexOf = new Map<string, number>();
    input.lines.forEach((line, index) => {
      const item = items.get(line.sku);
      if (!item) {
        refusals.push({ index, sku: line.sku, field: 'sku', problem: { kind: 'not_found', message: `No product with SKU ${line.sku}.` } });
      } else if (item.product.kind !== 'blank') {
        const message = `${describeSku(item)} is not a blank: add it from its own product page.`;
        refusals.push({ index, sku: line.sku, field: 'sku', problem: { kind: 'invalid', code: 'not_a_blank', message } });
      } else {
        indexOf.set(item.sku, index);
        additions.push({ item, quantity: line.quantity });
      }
    });
    const problems = await additionProblems(tx, cart, additions);
    problems.forEach((problem, i) => {
      const addition = additions[i]!;
      if (!problem) return;
      // not sold in the store is about the SKU; the cap and the stock are about the quantity
      const field = problem.code === 'not_priced' ? 'sku' : 'quantity';
      refusals.push({ index: indexOf.get(addition.item.sku)!, sku: addition.item.sku, field, problem });
    });
    if (refusals.length > 0) abortWith(refusalProblem(refusals.sort((a, b) => a.index - b.index)));

    const written = await writeAdditions(tx, cart, additions);
    const { priced } = await priceCartLines(tx, cart, imageBaseUrl);
    const pricedBySku = new Map(priced.filter((p) => p.madeDesign === null && p.dtfPrint === null && p.gangSheet === null && p.letters === null).map((p) => [p.sku, p]));
    const currency = STORES[input.store].currency;
    const addedOf = new Map(additions.map((a) => [a.item.sku, a.quantity]));
    return {
      orderNumber: cart.number,
      totalItemsQty: written.totalItemsQty,
      lines: written.lines.map((line) => {
        const p = pricedBySku.get(line.sku);
        return {
          id: line.id,
          sku: line.sku,
          added: addedOf.get(line.sku) ?? 0,
          quantity: line.quantity,
          unitPrice: { amount: p?.unitPrice ?? 0, currency },
          lineTotal: { amount: p?.lineTotal ?? 0, currency },
        };
      }),
    };
  });
}
