import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, unique, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The cart service's own PostgreSQL schema (ARCHITECTURE §3.1). */
export const cart = pgSchema('cart');

/** A shipping address as checkout keeps it (contracts `AddressInput` without `is_default`). */
export interface ShipAddressJson {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string;
  postal_code: string;
  country: 'US' | 'CA';
  phone: string | null;
}

/**
 * A shopper's cart in one store. Its owner is either an account user (`user_id`, no foreign key:
 * account's tables belong to another service) or a guest, known only by the SHA-256 (hex) of the
 * random token in the `cart` cookie.
 *
 * A signed-in user may keep several open carts per store (saved carts, each with a `name`); exactly
 * one of them is `active` and receives adds. A guest has one open cart per store. The partial unique
 * indexes hold both rules, so two first adds racing each other meet on the same row.
 *
 * Checkout state lives on the cart until the order is placed: `email` (guests), `ship_address`,
 * `shipping_speed`, `use_store_credit` and the applied coupon.
 */
export const carts = cart.table(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the public order number: 'R' + 9 random digits */
    number: text('number').notNull().unique(),
    /** 'us' | 'ca' */
    store: text('store').notNull(),
    userId: uuid('user_id'),
    guestTokenHash: text('guest_token_hash'),
    /** 'open' | 'closed' (ordered, or merged into the user's cart at sign-in) */
    status: text('status').notNull().default('open'),
    /** saved-cart name (signed-in users); null for guests */
    name: text('name'),
    /** the open cart that receives adds; always true for guests */
    active: boolean('active').notNull().default(true),
    email: text('email'),
    shipAddress: jsonb('ship_address').$type<ShipAddressJson>(),
    /** a code of the store's shipping speeds */
    shippingSpeed: text('shipping_speed'),
    useStoreCredit: boolean('use_store_credit').notNull().default(false),
    couponId: uuid('coupon_id').references((): AnyPgColumn => coupons.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carts_user_idx').on(t.userId),
    index('carts_guest_idx').on(t.guestTokenHash),
    uniqueIndex('carts_active_user_store_idx').on(t.userId, t.store).where(sql`status = 'open' and active and user_id is not null`),
    uniqueIndex('carts_open_guest_store_idx').on(t.guestTokenHash, t.store).where(sql`status = 'open' and guest_token_hash is not null`),
    check('carts_store', sql`${t.store} in ('us', 'ca')`),
    check('carts_status', sql`${t.status} in ('open', 'closed')`),
    check('carts_owner', sql`${t.userId} is not null or ${t.guestTokenHash} is not null`),
  ],
);

/** One line per SKU in a cart; adding a SKU again adds to its quantity. */
export const lineItems = cart.table(
  'line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    productId: integer('product_id').notNull(),
    compositionId: integer('composition_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** set on the sizes of one custom design (`made_designs`); null for a blank or ready-made line */
    madeDesignId: uuid('made_design_id').references(() => madeDesigns.id, { onDelete: 'cascade' }),
    /** set on transfers printed from the shopper's artwork (`dtf_prints`, one line each); null otherwise */
    dtfPrintId: uuid('dtf_print_id').references((): AnyPgColumn => dtfPrints.id, { onDelete: 'cascade' }),
    /** set on a gang sheet of the shopper's transfers (`gang_sheets`, one line each); null otherwise */
    gangSheetId: uuid('gang_sheet_id').references((): AnyPgColumn => gangSheets.id, { onDelete: 'cascade' }),
    /** set on a lettering transfer (`letter_prints`, one line each); null otherwise */
    letterPrintId: uuid('letter_print_id').references((): AnyPgColumn => letterPrints.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one line per SKU, design and print: the same blank size in two designs is two lines, as are two
    // sizes of one artwork (nulls equal, so a blank SKU is still one line)
    unique('line_items_cart_sku_kind_key').on(t.cartId, t.sku, t.madeDesignId, t.dtfPrintId, t.gangSheetId, t.letterPrintId).nullsNotDistinct(),
    uniqueIndex('line_items_dtf_print_idx').on(t.dtfPrintId).where(sql`dtf_print_id is not null`),
    uniqueIndex('line_items_gang_sheet_idx').on(t.gangSheetId).where(sql`gang_sheet_id is not null`),
    uniqueIndex('line_items_letter_print_idx').on(t.letterPrintId).where(sql`letter_print_id is not null`),
    check('line_items_quantity_positive', sql`${t.quantity} > 0`),
    check('line_items_one_kind', sql`num_nonnulls(${t.madeDesignId}, ${t.dtfPrintId}, ${t.gangSheetId}, ${t.letterPrintId}) <= 1`),
  ],
);

/**
 * Transfers (`POST /api/cart/dtf_add`) or stickers (`POST /api/cart/sticker_add`) printed from a
 * shopper's own artwork (issue 12): the
 * artwork version frozen as it was added (a later tool run or "use this version" does not change
 * what is bought), its pixel size (the DPI check trusts the design lab's rows, never the browser),
 * the printed size in hundredths of an inch (the height follows the aspect ratio), pre-cut, and
 * the low-resolution waiver. Its pieces are the one `line_items` row pointing here, anchored on
 * the custom transfer product's SKU; the price is the printed area's, recomputed every time.
 * The artwork is the design lab's (no foreign key across areas).
 */
export const dtfPrints = cart.table(
  'dtf_prints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    artworkId: uuid('artwork_id').notNull(),
    artworkVersion: integer('artwork_version').notNull(),
    name: text('name').notNull(),
    pixelWidth: integer('pixel_width').notNull(),
    pixelHeight: integer('pixel_height').notNull(),
    widthHundredths: integer('width_hundredths').notNull(),
    heightHundredths: integer('height_hundredths').notNull(),
    preCut: boolean('pre_cut').notNull().default(false),
    lowResolutionAccepted: boolean('low_resolution_accepted').notNull().default(false),
    /** 'dtf': transfers; 'sticker': stickers cut along `sticker`'s outline; 'spangle': rhinestone transfers of `spangle`'s pattern */
    kind: text('kind').notNull().default('dtf'),
    /** a sticker's shape, cut offset and outline (its size is the outline's box), as traced when added */
    sticker: jsonb('sticker'),
    /** a spangle transfer's stone size, colours and stone count, as laid out when added */
    spangle: jsonb('spangle'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'dtf_prints_kind',
      sql`${t.kind} in ('dtf', 'sticker', 'spangle') and (${t.kind} = 'sticker') = (${t.sticker} is not null) and (${t.kind} = 'spangle') = (${t.spangle} is not null)`,
    ),
    index('dtf_prints_cart_idx').on(t.cartId),
    index('dtf_prints_artwork_idx').on(t.artworkId),
    check('dtf_prints_sizes_positive', sql`${t.pixelWidth} > 0 and ${t.pixelHeight} > 0 and ${t.widthHundredths} > 0 and ${t.heightHundredths} > 0 and ${t.artworkVersion} > 0`),
  ],
);

/**
 * A lettering transfer (`POST /api/cart/letters_add`, issue 12): a line of text in a bundled font
 * with its capitals `height` tall, in one colour. Its width is set by the cart from the font when
 * added; the price is the characters', recomputed every time.
 */
export const letterPrints = cart.table(
  'letter_prints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    font: text('font').notNull(),
    heightHundredths: integer('height_hundredths').notNull(),
    widthHundredths: integer('width_hundredths').notNull(),
    colour: text('colour').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('letter_prints_cart_idx').on(t.cartId), check('letter_prints_size_positive', sql`${t.heightHundredths} > 0 and ${t.widthHundredths} > 0`)],
);

/**
 * A gang sheet of the shopper's transfers (`POST /api/v2/cart/gang_sheet.json`, issue 12): the
 * packed plan as it was put in the cart — sheet size, margin, and per image the artwork version,
 * its pixels and where it lies — so its preview and the shop's 300 DPI print file are drawn from
 * the row alone. Priced by its preset length, recomputed every time.
 */
export const gangSheets = cart.table(
  'gang_sheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    widthIn: integer('width_in').notNull(),
    lengthIn: integer('length_in').notNull(),
    /** images, placements, margin and use, as `GangSheetPlan` in the cart's domain */
    plan: jsonb('plan').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gang_sheets_cart_idx').on(t.cartId), check('gang_sheets_size_positive', sql`${t.widthIn} > 0 and ${t.lengthIn} > 0`)],
);

/**
 * A custom design in a cart (`POST /api/cart/made_add`): a frozen copy of the design document as
 * it was added (the project may change afterwards), the made product and colour it is printed on,
 * the sides printed (§3 placement count), and whether the shopper accepted a low-resolution print
 * (the server's own DPI check decides when that is needed). Its sizes are `line_items` rows
 * pointing here; prices are recomputed from the document, never stored from the browser.
 */
export const madeDesigns = cart.table(
  'made_designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** the design-lab project it came from (no foreign key: the design lab owns projects) */
    projectId: uuid('project_id'),
    madeProductSlug: text('made_product_slug').notNull(),
    productId: integer('product_id').notNull(),
    compositionId: integer('composition_id').notNull(),
    document: jsonb('document').notNull(),
    placementCount: integer('placement_count').notNull(),
    lowResolutionAccepted: boolean('low_resolution_accepted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('made_designs_cart_idx').on(t.cartId), check('made_designs_placements', sql`${t.placementCount} between 1 and 5`)],
);

/**
 * Discount codes. `code` is stored upper-case (the check keeps it so): codes are matched whatever
 * the capitals. Percent coupons work in either store; fixed ones are in one currency. `times_used`
 * is counted in the order transaction (row-locked), so `max_uses` holds under concurrency.
 */
export const coupons = cart.table(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    /** 'percent' | 'fixed' */
    kind: text('kind').notNull(),
    /** 1..100 for percent coupons */
    percentOff: integer('percent_off'),
    /** minor units, in `currency`, for fixed coupons */
    amountOff: integer('amount_off'),
    /** 'USD' | 'CAD'; required for fixed coupons, null means any store for percent ones */
    currency: text('currency'),
    /** minimum cart subtotal in the cart's currency (minor units) */
    minSubtotal: integer('min_subtotal').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** null: unlimited */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    timesUsed: integer('times_used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.code),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'coupons_kind',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.amountOff} is null) or (${t.kind} = 'fixed' and ${t.amountOff} > 0 and ${t.currency} in ('USD', 'CAD') and ${t.percentOff} is null)`,
    ),
    check('coupons_uses', sql`${t.timesUsed} >= 0 and (${t.maxUses} is null or ${t.timesUsed} <= ${t.maxUses})`),
  ],
);

/**
 * An order: what was bought, at what prices, where it goes, and its state (the transitions allowed
 * live in one table in the cart service). Placed once per cart (`cart_id` unique) and once per
 * idempotency key. The order number is the cart's number.
 */
export const orders = cart.table(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id),
    idempotencyKey: text('idempotency_key').notNull(),
    store: text('store').notNull(),
    currency: text('currency').notNull(),
    userId: uuid('user_id'),
    guestTokenHash: text('guest_token_hash'),
    email: text('email').notNull(),
    shipAddress: jsonb('ship_address').$type<ShipAddressJson>().notNull(),
    shippingSpeed: text('shipping_speed').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    shipping: integer('shipping').notNull(),
    tax: integer('tax').notNull(),
    /** [{name: 'GST', rate_ppm, amount}] */
    taxLines: jsonb('tax_lines').$type<{ name: string; rate_ppm: number; amount: number }[]>().notNull(),
    storeCredit: integer('store_credit').notNull().default(0),
    total: integer('total').notNull(),
    couponCode: text('coupon_code'),
    /** see the cart service's order state machine */
    status: text('status').notNull(),
    paymentIntentId: text('payment_intent_id'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    // a canceled order leaves its cart to be ordered again (placement compensated: the cart is reopened)
    uniqueIndex('orders_cart_idx').on(t.cartId).where(sql`status <> 'canceled'`),
    uniqueIndex('orders_idempotency_idx').on(t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.placedAt),
    index('orders_guest_idx').on(t.guestTokenHash),
    // the store's recent orders (the catalog's popular list reads 90 days of them): a range, not the whole table
    index('orders_store_placed_idx').on(t.store, t.placedAt),
    check('orders_owner', sql`${t.userId} is not null or ${t.guestTokenHash} is not null`),
    check('orders_amounts', sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.shipping} >= 0 and ${t.tax} >= 0 and ${t.storeCredit} >= 0 and ${t.total} >= 0`),
  ],
);

/** The lines as bought: copied from the cart and the catalog at placement, so later catalog edits do not change history. */
export const orderLines = cart.table(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    productId: integer('product_id').notNull(),
    compositionId: integer('composition_id').notNull(),
    productSlug: text('product_slug').notNull(),
    title: text('title').notNull(),
    colorName: text('color_name').notNull(),
    size: text('size').notNull(),
    /** the contracts `image` object of the line, as shown at purchase */
    image: jsonb('image').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** where the units were taken from: what fulfilment picks, and what a cancellation puts back */
    shippedFrom: jsonb('shipped_from').$type<{ warehouse_id: number; quantity: number }[]>().notNull().default([]),
    /**
     * For a custom design's size: the design as ordered (document, made product, sides, the
     * low-resolution waiver and the print price per piece), kept with the order so its print files
     * can be rendered whatever happens to the cart or the project afterwards.
     */
    madeDesign: jsonb('made_design'),
    /**
     * For transfers from the shopper's artwork: the artwork version, its pixel size, the printed
     * size, pre-cut and the waiver as ordered — what the shop's print file is made from.
     */
    dtfPrint: jsonb('dtf_print'),
    /** For a gang sheet: the plan as ordered (what the sheet's print file is drawn from). */
    gangSheet: jsonb('gang_sheet'),
    /** For a lettering transfer: the text, font, size and colour as ordered. */
    letters: jsonb('letters'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    // the design lab asks whether an artwork was ordered before it lets the shopper delete it
    index('order_lines_dtf_artwork_idx').on(sql`(${t.dtfPrint} ->> 'artwork_id')`).where(sql`dtf_print is not null`),
  ],
);

/** Every state change of an order, in order: the audit trail of the state machine. */
export const orderEvents = cart.table(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** One use of a coupon by one order; `customer_key` is 'user:{id}' or 'email:{address}' for the per-customer limit. */
export const couponRedemptions = cart.table(
  'coupon_redemptions',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerKey: text('customer_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.orderId] }), index('coupon_redemptions_customer_idx').on(t.couponId, t.customerKey)],
);

/**
 * Payment intents, the cart's record of each attempt to charge a cart (one provider call each).
 * For the built-in test provider this row is also the provider's own state; for an outside
 * provider `provider_ref` is its id. Amount and currency are fixed when the intent is created.
 */
export const paymentIntents = cart.table(
  'payment_intents',
  {
    /** 'pi_' + 24 random characters */
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** requires_payment_method | requires_confirmation | requires_action | processing | succeeded | canceled */
    status: text('status').notNull(),
    /** {brand, last4, exp_month, exp_year}: never the full number */
    paymentMethod: jsonb('payment_method').$type<{ brand: string; last4: string; exp_month: number; exp_year: number }>(),
    /** {code, decline_code, message} of the last failed attempt */
    lastError: jsonb('last_error').$type<{ code: string; decline_code?: string; message: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_intents_cart_idx').on(t.cartId), check('payment_intents_amount', sql`${t.amount} >= 0`)],
);

/**
 * Store credit, as a ledger per user and currency: grants are positive, spends (an order) negative.
 * The balance is the sum; a spend is written in the order transaction after locking the user's rows.
 */
export const storeCredits = cart.table(
  'store_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_credits_user_idx').on(t.userId, t.currency), check('store_credits_nonzero', sql`${t.amount} <> 0`)],
);

/** US sales tax per state, set by operators (none by default). `rate_ppm`: parts per million, 8.875% = 88750. */
export const usTaxRates = cart.table(
  'us_tax_rates',
  {
    region: text('region').primaryKey(),
    ratePpm: integer('rate_ppm').notNull(),
    /** whether shipping is taxed in that state */
    taxShipping: boolean('tax_shipping').notNull().default(false),
  },
  (t) => [check('us_tax_rates_rate', sql`${t.ratePpm} between 0 and 200000`)],
);

/**
 * Account sign-in events (`account.sign_in_events`) the cart has settled: the guest's carts
 * merged, their orders claimed. The primary key makes settling exactly-once: the transaction that
 * inserts the row does the merge; a racing one waits on the key, then finds it taken. No foreign
 * key: the event row belongs to another service.
 */
export const settledSignIns = cart.table('settled_sign_ins', {
  signInId: uuid('sign_in_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  cartsMerged: integer('carts_merged').notNull(),
  ordersClaimed: integer('orders_claimed').notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
});
