import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgSchema, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DepositRule, QuoteMoney } from '@storefront/contracts';
import { users } from './account';
import { orders, type ShipAddressJson } from './cart';

/** The crafter service's own PostgreSQL schema (ARCHITECTURE §3.1): only that service writes it. */
export const crafterSchema = pgSchema('crafter');

/**
 * A crafter's own customer (§7 "consumers"). `crafter_id` is the owner: every read and write is
 * scoped by it, and another crafter's id is a 404.
 */
export const crafterCustomers = crafterSchema.table(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crafterId: uuid('crafter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customers_crafter_idx').on(t.crafterId, t.createdAt)],
);

/** A customer's addresses, in the order the crafter gave them (at most 5, the contract's limit). */
export const crafterCustomerAddresses = crafterSchema.table(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => crafterCustomers.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    region: text('region').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    phone: text('phone'),
  },
  (t) => [uniqueIndex('customer_addresses_position_idx').on(t.customerId, t.position)],
);

/** An image a crafter uploaded for their quotes (a mockup, a photo): sniffed and re-encoded to PNG. */
export const crafterQuoteImages = crafterSchema.table(
  'quote_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crafterId: uuid('crafter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blobKey: text('blob_key').notNull(),
    /** image/png, or image/svg+xml for a sanitised SVG */
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_images_crafter_idx').on(t.crafterId)],
);

/**
 * A quote, and once accepted its invoice: one row from draft to completed (states in contracts'
 * QUOTE_TRANSITIONS). `totals` is quoteMoney's result at the last save, so lists and the public
 * page never re-price; a draft's save recomputes it. The customer's name and email are copied at
 * proposal, so deleting the customer later keeps the invoice readable. `token_hash` is the
 * SHA-256 of the public link's token (the token itself is only ever in the mail).
 */
export const crafterQuotes = crafterSchema.table(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crafterId: uuid('crafter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** per crafter, from 1: shown as Q-0001 */
    number: integer('number').notNull(),
    customerId: uuid('customer_id').references(() => crafterCustomers.id, { onDelete: 'set null' }),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    title: text('title').notNull(),
    state: text('state').notNull().default('draft'),
    /** 'us' | 'ca': the crafter's store, whose currency the quote is in */
    store: text('store').notNull(),
    currency: text('currency').notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    shipTo: jsonb('ship_to').$type<ShipAddressJson>(),
    taxRegion: text('tax_region').notNull(),
    shipping: integer('shipping').notNull(),
    deposit: jsonb('deposit').$type<DepositRule>().notNull(),
    totals: jsonb('totals').$type<QuoteMoney>().notNull(),
    message: text('message'),
    issuedOn: date('issued_on').notNull(),
    validUntil: date('valid_until').notNull(),
    dueOn: date('due_on').notNull(),
    tokenHash: text('token_hash'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /**
     * The crafter's cart number "Order the goods" filled: the store order placed under that number
     * (the cart's order keeps it) is attached to this quote once the crafter has placed it.
     */
    goodsOrderNumber: text('goods_order_number'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotes_crafter_number_idx').on(t.crafterId, t.number),
    index('quotes_crafter_updated_idx').on(t.crafterId, t.updatedAt),
    uniqueIndex('quotes_token_idx').on(t.tokenHash),
    index('quotes_customer_idx').on(t.customerId),
    check('quotes_state', sql`${t.state} in ('draft', 'proposed', 'accepted', 'declined', 'expired', 'invoiced', 'completed')`),
    check('quotes_store', sql`(${t.store}, ${t.currency}) in (('us', 'USD'), ('ca', 'CAD'))`),
    check('quotes_delivery', sql`${t.deliveryMethod} in ('ship', 'pickup', 'local_delivery')`),
    check('quotes_dates', sql`${t.issuedOn} <= ${t.validUntil} and ${t.validUntil} <= ${t.dueOn}`),
    check('quotes_shipping', sql`${t.shipping} >= 0`),
  ],
);

export interface QuoteLineSizeJson {
  sku: string;
  size: string;
  quantity: number;
}

/** A quote's lines in order. Catalog lines keep the product's title, colour and sizes as quoted. */
export const crafterQuoteLines = crafterSchema.table(
  'quote_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => crafterQuotes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    productSlug: text('product_slug'),
    colorName: text('color_name'),
    /** the catalog product's picture, when the crafter gave none */
    productImageUrl: text('product_image_url'),
    sizes: jsonb('sizes').$type<QuoteLineSizeJson[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    unitCost: integer('unit_cost').notNull(),
    imageId: uuid('image_id').references(() => crafterQuoteImages.id, { onDelete: 'set null' }),
    /** a design line's design-lab project (no foreign key: the design lab owns it; priced from it at each save) */
    projectId: uuid('project_id'),
    /**
     * A design line's document as it was priced at the draft's last save: what the customer was
     * shown and accepted, so later edits of the project change neither the order nor its cost.
     */
    designDocument: jsonb('design_document'),
  },
  (t) => [
    uniqueIndex('quote_lines_position_idx').on(t.quoteId, t.position),
    check('quote_lines_kind', sql`${t.kind} in ('catalog', 'free', 'design')`),
    check('quote_lines_project', sql`(${t.kind} = 'design') = (${t.projectId} is not null)`),
    check('quote_lines_design_document', sql`${t.designDocument} is null or ${t.kind} = 'design'`),
    check('quote_lines_money', sql`${t.quantity} > 0 and ${t.unitPrice} >= 0 and ${t.unitCost} >= 0`),
  ],
);

/**
 * A charge of a quote's deposit or balance. The partial unique index allows one live attempt
 * (pending or succeeded) per part, so twenty concurrent accepts make one charge; a failed attempt
 * stays as a record and frees the part for another card. The same idempotency key answers the
 * same row.
 */
export const crafterQuotePayments = crafterSchema.table(
  'quote_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => crafterQuotes.id, { onDelete: 'cascade' }),
    part: text('part').notNull(),
    amount: integer('amount').notNull(),
    tax: integer('tax').notNull(),
    taxLines: jsonb('tax_lines').$type<{ name: string; rate_ppm: number; amount: number }[]>().notNull(),
    idempotencyKey: uuid('idempotency_key').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    status: text('status').notNull().default('pending'),
    card: jsonb('card').$type<{ brand: string; last4: string }>(),
    /**
     * The provider's intent as its last answer left it (status, provider id, amounts), written after
     * each call of the charge: what the invoice refresh check reconciles a pending attempt from.
     */
    intent: jsonb('intent').$type<Record<string, unknown>>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quote_payments_live_part_idx').on(t.quoteId, t.part).where(sql`status in ('pending', 'succeeded')`),
    uniqueIndex('quote_payments_key_idx').on(t.quoteId, t.idempotencyKey),
    check('quote_payments_part', sql`${t.part} in ('deposit', 'balance')`),
    check('quote_payments_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('quote_payments_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * A crafter's own store order (cart.orders, placed by the crafter's account) attached to one of
 * their customers and to the quote whose goods it carries: a quote is on one order at most.
 */
export const crafterOrderLinks = crafterSchema.table(
  'order_links',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    crafterId: uuid('crafter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => crafterCustomers.id, { onDelete: 'set null' }),
    quoteId: uuid('quote_id').references(() => crafterQuotes.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_links_quote_idx').on(t.quoteId), index('order_links_crafter_idx').on(t.crafterId)],
);
