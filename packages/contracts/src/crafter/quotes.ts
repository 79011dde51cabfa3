import { z } from 'zod';
import { CA_PROVINCES, optionalText, savedAddress, shipAddressBody, US_STATES } from '../account/address';
import { testCard } from '../checkout/payments';
import { QUOTE_STATES } from './quote-states';
import { depositRule } from './quote-money';

/**
 * A crafter's quotes and invoices (issue 14): the portal's API under /api/crafter/quotes and the
 * customer's public page under /api/crafter/public/quotes/{token}. Money is integer minor units of
 * the crafter's store currency (USD in the US store, CAD in the Canadian one).
 */

const MAX_UNIT_MINOR = 100_000_000;
const MAX_QUANTITY = 100_000;

const quantity = z.number().int('Whole units only').min(1, 'At least 1').max(MAX_QUANTITY, `At most ${MAX_QUANTITY.toLocaleString('en-US')}`);
const cents = z.number().int('In cents').min(0, 'Not negative').max(MAX_UNIT_MINOR, 'Too large');
/** A calendar day, YYYY-MM-DD (in the crafter's store's time zone). */
const day = z.iso.date('must be a date (YYYY-MM-DD)');

/**
 * One size of a catalog line: a SKU of the store's catalog and how many. All SKUs of a line
 * belong to one product; the store's price for the crafter is the product's tier at the line's
 * total quantity, as the cart prices blanks.
 */
export const quoteLineSize = z.object({ sku: z.string().trim().min(1, 'is required').max(64), quantity }).strict();

/** What a line priced by the store carries: a quantity per size (SKUs), the crafter's unit price, a note and a picture. */
const sizedLineFields = {
  sizes: z.array(quoteLineSize).min(1, 'Pick at least one size').max(20, 'At most 20 sizes'),
  unit_price: cents,
  /** a note shown on the line, e.g. "Front print, 3 colours" */
  description: optionalText(500),
  /** an image the crafter uploaded for this quote (POST /api/crafter/quotes/images), e.g. a mockup */
  image_id: z.uuid('must be an image id').nullish(),
};

/** A line of the store's catalog: the crafter's price per unit; the cost comes from the store's pricing. */
const catalogLineBody = z.object({ kind: z.literal('catalog'), ...sizedLineFields }).strict();

/** A line the crafter describes themselves (a service, a setup fee): their own cost, if any. */
const freeLineBody = z
  .object({
    kind: z.literal('free'),
    title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
    description: optionalText(500),
    quantity,
    unit_price: cents,
    unit_cost: cents.default(0),
    image_id: z.uuid('must be an image id').nullish(),
  })
  .strict();

/**
 * A design-lab project of the crafter's, printed: the sizes are SKUs of the project's garment and
 * colour; the cost is the store's made price for the design at the line's quantity (garment after
 * the quantity tier plus print per printed side), as the cart prices it.
 */
const designLineBody = z.object({ kind: z.literal('design'), project_id: z.uuid('must be a design-lab project id'), ...sizedLineFields }).strict();

export const quoteLineBody = z.discriminatedUnion('kind', [catalogLineBody, freeLineBody, designLineBody]);
export type QuoteLineBody = z.input<typeof quoteLineBody>;

export const DELIVERY_METHODS = ['ship', 'pickup', 'local_delivery'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = { ship: 'Shipping', pickup: 'Pickup', local_delivery: 'Local delivery' };

/**
 * POST /api/crafter/quotes (a new draft) and PUT /api/crafter/quotes/{id} (a draft's new version:
 * the whole quote, so a save is one write). Dates: issued ≤ valid until ≤ due.
 */
export const quoteBody = z
  .object({
    title: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
    customer_id: z.uuid('must be a customer id').nullish(),
    lines: z.array(quoteLineBody).min(1, 'Add at least one line').max(100, 'At most 100 lines'),
    shipping: cents,
    delivery_method: z.enum(DELIVERY_METHODS),
    /** where the goods go (ship, local delivery); its region is the tax region when given */
    ship_to: shipAddressBody.nullish(),
    /** the state or province whose taxes apply: the store's country's codes */
    tax_region: z.enum([...US_STATES, ...CA_PROVINCES], { error: 'must be a US state or Canadian province code, such as NY or ON' }),
    deposit: depositRule,
    message: optionalText(2000),
    issued_on: day,
    valid_until: day,
    due_on: day,
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.valid_until < q.issued_on) ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'must be on or after the issue date' });
    if (q.due_on < q.valid_until) ctx.addIssue({ code: 'custom', path: ['due_on'], message: 'must be on or after the valid-until date' });
    if (q.delivery_method !== 'pickup' && !q.ship_to) ctx.addIssue({ code: 'custom', path: ['ship_to'], message: 'is required for shipping or local delivery' });
  });
export type QuoteBody = z.input<typeof quoteBody>;
export type QuoteInput = z.output<typeof quoteBody>;

export const quoteParams = z.object({ id: z.uuid('must be a quote id') }).strict();

const taxLine = z.object({ name: z.string(), rate_ppm: z.number().int(), amount: z.number().int() });
const paymentPart = z.object({ amount: z.number().int(), tax_lines: z.array(taxLine), tax: z.number().int(), net: z.number().int() });

/** What a quote comes to, as quoteMoney computes it (the contract of its result). */
export const quoteTotals = z.object({
  subtotal: z.number().int(),
  shipping: z.number().int(),
  tax_lines: z.array(taxLine),
  tax: z.number().int(),
  total: z.number().int(),
  deposit: paymentPart,
  balance: paymentPart,
  cost: z.number().int(),
  margin: z.number().int(),
});
export type QuoteTotals = z.infer<typeof quoteTotals>;

export const QUOTE_LINE_KINDS = ['catalog', 'free', 'design'] as const;
export const quoteLine = z.object({
  id: z.string(),
  kind: z.enum(QUOTE_LINE_KINDS),
  /** a design line's design-lab project (portal only) */
  project_id: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  /** catalog lines: the product's page and colour */
  product_slug: z.string().nullable(),
  color_name: z.string().nullable(),
  sizes: z.array(z.object({ sku: z.string(), size: z.string(), quantity: z.number().int() })),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  /** the store's price to the crafter (portal only: the public page never carries it) */
  unit_cost: z.number().int(),
  line_total: z.number().int(),
  /** the line's picture: the crafter's image, else the catalog product's; null when neither */
  image_url: z.string().nullable(),
  image_id: z.string().nullable(),
});
export type QuoteLine = z.infer<typeof quoteLine>;

export const INVOICE_STATUSES = ['unpaid', 'partly_paid', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { unpaid: 'Unpaid', partly_paid: 'Partly paid', paid: 'Paid', overdue: 'Overdue' };

export const quotePayment = z.object({
  id: z.string(),
  part: z.enum(['deposit', 'balance']),
  amount: z.number().int(),
  tax: z.number().int(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  paid_at: z.string(),
});
export type QuotePayment = z.infer<typeof quotePayment>;

/** The portal's view of one quote. */
export const crafterQuote = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  state: z.enum(QUOTE_STATES),
  store: z.enum(['us', 'ca']),
  currency: z.enum(['USD', 'CAD']),
  customer: z.object({ id: z.string().nullable(), name: z.string(), email: z.string() }).nullable(),
  lines: z.array(quoteLine),
  delivery_method: z.enum(DELIVERY_METHODS),
  ship_to: savedAddress.omit({ id: true, is_default: true, created_at: true }).nullable(),
  tax_region: z.string(),
  deposit_rule: depositRule,
  totals: quoteTotals,
  message: z.string().nullable(),
  issued_on: z.string(),
  valid_until: z.string(),
  due_on: z.string(),
  /** the customer's page while it is out with them (proposed) or paid through (accepted and later); null for a draft */
  share_url: z.string().nullable(),
  /** invoiced or completed quotes: how the invoice stands */
  invoice_status: z.enum(INVOICE_STATUSES).nullable(),
  paid: z.number().int(),
  balance_due: z.number().int(),
  payments: z.array(quotePayment),
  proposed_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  declined_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** the crafter's store order for this quote's goods, once attached (PUT /api/crafter/orders/{number}) */
  order: z.object({ number: z.string(), placed_at: z.string() }).nullable(),
  /** "Order the goods" filled the crafter's cart of this number: once placed, that order is attached here */
  goods_order_number: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CrafterQuote = z.infer<typeof crafterQuote>;
export const crafterQuoteResponse = z.object({ quote: crafterQuote });
export type CrafterQuoteResponse = z.infer<typeof crafterQuoteResponse>;

/** GET /api/crafter/quotes?state=&customer_id=&q=&page= — newest first, 20 a page. */
export const crafterQuotesQuery = z
  .object({
    state: z.enum(QUOTE_STATES).optional(),
    customer_id: z.uuid('must be a customer id').optional(),
    q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    page: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').max(10_000).default(1),
  })
  .strict();

export const crafterQuoteSummary = crafterQuote.pick({
  id: true,
  number: true,
  title: true,
  state: true,
  currency: true,
  customer: true,
  issued_on: true,
  valid_until: true,
  due_on: true,
  invoice_status: true,
  paid: true,
  balance_due: true,
  updated_at: true,
}).extend({ total: z.number().int(), margin: z.number().int() });
export type CrafterQuoteSummary = z.infer<typeof crafterQuoteSummary>;

export const crafterQuotesResponse = z.object({ quotes: z.array(crafterQuoteSummary), page: z.number().int(), per_page: z.number().int(), total: z.number().int() });
export type CrafterQuotesResponse = z.infer<typeof crafterQuotesResponse>;

/** GET /api/crafter/invoices?status=&page= — invoiced and completed quotes, with the sums of the filtered set. */
export const crafterInvoicesQuery = z
  .object({
    status: z.enum(INVOICE_STATUSES).optional(),
    page: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').max(10_000).default(1),
  })
  .strict();
export const crafterInvoicesResponse = z.object({
  invoices: z.array(crafterQuoteSummary),
  sums: z.object({ total: z.number().int(), paid: z.number().int(), balance_due: z.number().int() }),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type CrafterInvoicesResponse = z.infer<typeof crafterInvoicesResponse>;

/** POST /api/crafter/quotes/{id}/propose — no body: the quote goes to its customer's email. */
export const proposeQuoteResponse = crafterQuoteResponse.extend({ emailed_to: z.string() });

/** What the invoice refresh check did with the quote's pending payments (POST /quotes/{id}/refresh). */
export const quoteRefresh = z.object({
  /** taken by the provider and now on the invoice */
  recorded: z.number().int(),
  /** not taken: released, so the customer can pay again */
  failed: z.number().int(),
  /** still on their way (younger than a minute, or the provider is processing) */
  pending: z.number().int(),
});
export type QuoteRefresh = z.infer<typeof quoteRefresh>;
export const refreshQuoteResponse = crafterQuoteResponse.extend({ refreshed: quoteRefresh });
export type RefreshQuoteResponse = z.infer<typeof refreshQuoteResponse>;
export type ProposeQuoteResponse = z.infer<typeof proposeQuoteResponse>;

const earningsRow = z.object({ billed: z.number().int(), collected: z.number().int(), cost: z.number().int(), margin: z.number().int(), quotes: z.number().int() });
/** GET /api/crafter/earnings — accepted and later quotes: by month of acceptance (newest first) and by customer. */
export const crafterEarningsResponse = z.object({
  currency: z.enum(['USD', 'CAD']),
  totals: earningsRow,
  months: z.array(earningsRow.extend({ month: z.string() })),
  customers: z.array(earningsRow.extend({ customer_id: z.string().nullable(), name: z.string() })),
});
export type CrafterEarningsResponse = z.infer<typeof crafterEarningsResponse>;

const productSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * GET /api/crafter/catalog?q= — products of the crafter's store to quote, with their SKUs and the
 * store's price tiers; or ?slugs=a,b (at most 40) — those products, so a saved draft's catalog
 * lines can offer their other colours and sizes again.
 */
export const crafterCatalogQuery = z
  .object({
    q: z.string().trim().min(2, 'Type at least 2 characters').max(100, 'must be at most 100 characters').optional(),
    slugs: z
      .string()
      .max(4000, 'must be at most 4000 characters')
      .transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))])
      .refine((list) => list.length >= 1 && list.length <= 40, 'must name 1 to 40 products')
      .refine((list) => list.every((s) => productSlug.test(s)), 'must be product slugs separated by commas')
      .optional(),
  })
  .strict()
  .refine((v) => (v.q === undefined) !== (v.slugs === undefined), { message: 'Give either q (a search) or slugs', path: ['q'] });
export type CrafterCatalogQuery = z.output<typeof crafterCatalogQuery>;
export const crafterCatalogResponse = z.object({
  products: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      image_url: z.string(),
      colors: z.array(z.object({ name: z.string(), hex: z.string(), skus: z.array(z.object({ sku: z.string(), size: z.string() })) })),
      tiers: z.array(z.object({ min_qty: z.number().int(), amount: z.number().int() })),
    }),
  ),
});
export type CrafterCatalogResponse = z.infer<typeof crafterCatalogResponse>;

/** POST /api/crafter/quotes/images — the body is the image's bytes (PNG, JPEG or WebP; re-encoded to PNG). */
export const quoteImageResponse = z.object({ id: z.string(), url: z.string() });
export type QuoteImageResponse = z.infer<typeof quoteImageResponse>;

// ── The customer's page (no account: the link's token is the key) ─────────────────────────────

export const publicQuoteParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This quote link is not valid.') }).strict();

/** What the customer sees: no costs, no margins, no other customers. */
export const publicQuote = z.object({
  number: z.string(),
  title: z.string(),
  /** expired when a proposed quote's valid-until day has passed */
  state: z.enum(QUOTE_STATES),
  currency: z.enum(['USD', 'CAD']),
  store: z.enum(['us', 'ca']),
  business: z.object({ name: z.string(), email: z.string() }),
  customer_name: z.string(),
  lines: z.array(quoteLine.omit({ unit_cost: true, image_id: true, project_id: true })),
  delivery_method: z.enum(DELIVERY_METHODS),
  totals: quoteTotals.omit({ cost: true, margin: true }),
  message: z.string().nullable(),
  issued_on: z.string(),
  valid_until: z.string(),
  due_on: z.string(),
  invoice_status: z.enum(INVOICE_STATUSES).nullable(),
  paid: z.number().int(),
  balance_due: z.number().int(),
  payments: z.array(quotePayment.omit({ id: true })),
  /** what the page may offer now */
  can_accept: z.boolean(),
  can_pay_balance: z.boolean(),
  /**
   * A payment whose card asked for the bank's extra check (3-D Secure) and waits for the customer's
   * answer: the page asks it (Approve / Fail) and posts it to …/payments/{payment_id}/authenticate.
   */
  authentication: z.object({ payment_id: z.string(), part: z.enum(['deposit', 'balance']), amount: z.number().int(), message: z.string() }).nullable(),
});
export type PublicQuote = z.infer<typeof publicQuote>;
export const publicQuoteResponse = z.object({ quote: publicQuote });
export type PublicQuoteResponse = z.infer<typeof publicQuoteResponse>;

/**
 * POST …/accept and …/pay_balance. `idempotency_key` (a UUID the page makes once per attempt)
 * makes a repeated press or a retried request one charge. Accepting a quote whose deposit is 0
 * takes no card.
 */
export const quotePaymentBody = z
  .object({
    idempotency_key: z.uuid('must be a UUID'),
    card: testCard.optional(),
  })
  .strict();
export type QuotePaymentBody = z.input<typeof quotePaymentBody>;

/** POST …/payments/{payment_id}/authenticate — the customer's answer to their bank's check. */
export const quoteAuthenticationParams = publicQuoteParams.extend({ paymentId: z.uuid('must be a payment id') }).strict();
export const quoteAuthenticationBody = z.object({ result: z.enum(['approve', 'fail'], 'must be approve or fail') }).strict();
export type QuoteAuthenticationBody = z.input<typeof quoteAuthenticationBody>;

/**
 * POST /api/crafter/quotes/{id}/goods_order — "Order the goods" put the quote's goods in the crafter's
 * cart of this number (the blanks order's answer): when the crafter places that order, it is attached
 * to the quote and its customer by itself.
 */
export const quoteGoodsOrderBody = z.object({ order_number: z.string().regex(/^R\d{9}$/, 'must be an order number like R123456789') }).strict();
export type QuoteGoodsOrderBody = z.input<typeof quoteGoodsOrderBody>;

/**
 * GET /api/crafter/quotes/{id}/designs: the quote's design lines as "Order the goods" adds them to
 * the cart (made_add): each line's document as the quote priced it, frozen at the draft's last save
 * so later edits of the project change neither what is printed nor what it costs. `document` is
 * null only for a line whose project was deleted before documents were kept with quotes.
 */
export const quoteDesign = z.object({
  line_id: z.string(),
  title: z.string(),
  project_id: z.string(),
  document: z.unknown(),
  /** pieces per size, as the cart's made_add takes them */
  quantities: z.record(z.string(), z.number().int()),
});
export type QuoteDesign = z.infer<typeof quoteDesign>;
export const quoteDesignsResponse = z.object({ designs: z.array(quoteDesign) });
export type QuoteDesignsResponse = z.infer<typeof quoteDesignsResponse>;

export const declineQuoteBody = z.object({ reason: optionalText(500) }).strict();
export type DeclineQuoteBody = z.input<typeof declineQuoteBody>;

/**
 * GET /api/crafter/me.json — who the portal is for: the crafter's business, store and currency.
 * A guest gets 401 `sign_in_required`; a signed-in user without the crafter role 403 `forbidden`
 * (the portal then offers the application on the account page).
 */
export const crafterMeResponse = z.object({
  business_name: z.string(),
  email: z.string(),
  country: z.enum(['US', 'CA']),
  province: z.string().nullable(),
  store: z.enum(['us', 'ca']),
  currency: z.enum(['USD', 'CAD']),
});
export type CrafterMeResponse = z.infer<typeof crafterMeResponse>;
