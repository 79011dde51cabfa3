import { z } from 'zod';

/**
 * The crafter's own store orders (the goods they bought for their jobs), each with the customer and
 * the quote it is for, when the crafter attached them (issue 14: "attach or detach to an order").
 */
export const crafterOrder = z.object({
  number: z.string(),
  store: z.enum(['us', 'ca']),
  placed_at: z.string(),
  status: z.string(),
  total: z.object({ amount: z.number().int(), currency: z.enum(['USD', 'CAD']) }),
  /** whom the store shipped it to, as the order says */
  ship_to: z.object({ name: z.string(), city: z.string(), region: z.string() }),
  customer: z.object({ id: z.string(), name: z.string() }).nullable(),
  quote: z.object({ id: z.string(), number: z.string(), title: z.string() }).nullable(),
});
export type CrafterOrder = z.infer<typeof crafterOrder>;

/** GET /api/crafter/orders?page= — the crafter's store orders, newest first, 20 a page. */
export const crafterOrdersQuery = z
  .object({ page: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').max(10_000).default(1) })
  .strict();
export const crafterOrdersResponse = z.object({ orders: z.array(crafterOrder), page: z.number().int(), per_page: z.number().int(), total: z.number().int() });
export type CrafterOrdersResponse = z.infer<typeof crafterOrdersResponse>;

export const crafterOrderParams = z.object({ number: z.string().trim().min(1, 'is required').max(32, 'must be at most 32 characters') }).strict();

/**
 * PUT /api/crafter/orders/{number} — attach a customer and a quote to the order, or detach them
 * (null). The quote must be accepted (its goods are what was ordered) and on no other order.
 */
export const crafterOrderLinkBody = z
  .object({
    customer_id: z.uuid('must be a customer id').nullable(),
    quote_id: z.uuid('must be a quote id').nullable(),
  })
  .strict();
export type CrafterOrderLinkBody = z.infer<typeof crafterOrderLinkBody>;
export const crafterOrderResponse = z.object({ order: crafterOrder });
export type CrafterOrderResponse = z.infer<typeof crafterOrderResponse>;
