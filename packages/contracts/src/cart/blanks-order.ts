import { z } from 'zod';
import { money, slug, storeCode } from '../common';
import { lineQuantity, skuCode } from './cart';

/**
 * The most lines one blanks order may carry: a grid of every colour × size of one blank (the
 * widest demo blank has 12 colours × 9 sizes) with room to spare.
 */
export const BLANKS_ORDER_MAX_LINES = 200;

export const blanksOrderLine = z.object({ sku: skuCode, quantity: lineQuantity }).strict();

/**
 * POST /api/cart/blanks_order — §7 "Blanks order": every line of a colour × size grid added to the
 * shopper's open cart in one call, all or nothing. Each SKU at most once (a grid has one cell per
 * SKU); the quantity is the units added to what the cart already holds.
 */
export const blanksOrderBody = z
  .object({
    store: storeCode.default('us'),
    lines: z.array(blanksOrderLine).min(1).max(BLANKS_ORDER_MAX_LINES),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.lines.forEach((line, i) => {
      if (seen.has(line.sku)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'sku'], message: `repeats SKU ${line.sku}: give each SKU once` });
      seen.add(line.sku);
    });
  });
export type BlanksOrderBody = z.input<typeof blanksOrderBody>;

/** One line the order added to: the line as the cart now holds it, priced at its product's tier. */
export const blanksOrderAddedLine = z.object({
  /** the cart line's id (PATCH/DELETE /api/cart/blanks_order/line_items/{id}) */
  id: z.string(),
  sku: z.string(),
  /** units this order added */
  added: z.number().int(),
  /** units the line holds now (what the cart had plus `added`) */
  quantity: z.number().int(),
  /** a blank's tier counts every unit of its product in the cart, across colours and sizes */
  unit_price: money,
  line_total: money,
});
export type BlanksOrderAddedLine = z.infer<typeof blanksOrderAddedLine>;

/** The §3 add-to-cart answer (total_items_qty, order_number) plus the lines added, in the order sent. */
export const blanksOrderResponse = z.object({
  total_items_qty: z.number().int(),
  order_number: z.string(),
  lines: z.array(blanksOrderAddedLine),
});
export type BlanksOrderResponse = z.infer<typeof blanksOrderResponse>;

/**
 * GET /api/cart/blanks_order/out_of_stock?slug=&store= — the blank named by its slug (the product
 * page's own key, what the page has in hand). Other keys (cache busters) are ignored.
 */
export const blanksOutOfStockQuery = z.object({ slug, store: storeCode.default('us') });
export type BlanksOutOfStockQuery = z.input<typeof blanksOutOfStockQuery>;

/** The blank's SKUs with no units on hand in any open warehouse (every colour × size, catalog order). */
export const blanksOutOfStockResponse = z.object({ slug: z.string(), out_of_stock: z.array(z.string()) });
export type BlanksOutOfStockResponse = z.infer<typeof blanksOutOfStockResponse>;
