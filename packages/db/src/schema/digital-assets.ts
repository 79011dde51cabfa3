import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/** The digital-assets service's own PostgreSQL schema (ARCHITECTURE §3.1): only that service writes it. */
export const digitalAssetsSchema = pgSchema('digital_assets');

/**
 * What makes a catalog product (kind `digital_asset`) a digital asset: its author, the file
 * formats a buyer downloads, its tags, the seed its artwork is drawn from, and its licence terms.
 * Title, prices, images, category and search stay the catalog's. The standard licence allows
 * `standard_print_cap` printed units per licence bought (null: no cap); `pod_as_is` says whether
 * the design may be sold print-on-demand unchanged under the standard licence. The extended
 * licence has no cap and allows it (`@storefront/contracts` LICENCES).
 */
export const digitalAssets = digitalAssetsSchema.table(
  'assets',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    formats: text('formats').array().notNull(),
    tags: text('tags').array().notNull(),
    /** the artwork is drawn from this seed (`@storefront/design-document` assetArt): previews, downloads and print files agree */
    artSeed: integer('art_seed').notNull(),
    standardPrintCap: integer('standard_print_cap'),
    podAsIs: boolean('pod_as_is').notNull().default(false),
  },
  (t) => [
    index('assets_author_idx').on(t.author),
    index('assets_tags_idx').using('gin', t.tags),
    check('assets_cap_positive', sql`${t.standardPrintCap} is null or ${t.standardPrintCap} > 0`),
  ],
);

/**
 * A file a shopper uploaded on the digital-assets pages, after `@storefront/uploads` sniffed,
 * capped and re-encoded it; the bytes are in the shared blob store (content-keyed). Owned by a
 * user or, for a guest, by the hash of the guest cookie. `product_slug` is the asset page it was
 * uploaded on (§7 "upload file ids by slug"), null from the area's own page.
 */
export const digitalAssetUploads = digitalAssetsSchema.table(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    guestTokenHash: text('guest_token_hash'),
    productSlug: text('product_slug'),
    blobKey: text('blob_key').notNull(),
    contentType: text('content_type').notNull(),
    /** 'raster' (re-encoded PNG) or 'svg' (sanitised) */
    kind: text('kind').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    /** the file name as shown back to the shopper, reduced to a safe base name */
    displayName: text('display_name').notNull(),
    /**
     * Set on the print file a send to print made from a bought licence (that order line): such a
     * file is the licence's, counted when sent, so it is never offered as a free upload.
     */
    orderLineId: uuid('order_line_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('da_uploads_owner', sql`(${t.userId} is not null) <> (${t.guestTokenHash} is not null)`),
    check('da_uploads_kind', sql`${t.kind} in ('raster', 'svg')`),
    check('da_uploads_size_positive', sql`${t.width} > 0 and ${t.height} > 0 and ${t.byteSize} > 0`),
    index('da_uploads_user_idx').on(t.userId, t.createdAt.desc()),
    index('da_uploads_guest_idx').on(t.guestTokenHash, t.createdAt.desc()),
    index('da_uploads_order_line_idx').on(t.orderLineId),
  ],
);

/**
 * Account sign-in events (`account.sign_in_events`) the digital-assets service has settled: the
 * guest's uploads moved to the account. The primary key makes it exactly once (as the cart's and
 * the design lab's do). No foreign key: the event row belongs to another service.
 */
export const digitalAssetsSettledSignIns = digitalAssetsSchema.table('settled_sign_ins', {
  signInId: uuid('sign_in_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  uploadsAdopted: integer('uploads_adopted').notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Printed units counted against one bought licence (an order line of the cart's, no foreign key
 * across services). `cap` is fixed when the row is first made (the asset's standard cap × the
 * licences bought; null for extended). A send to print is one conditional UPDATE
 * (`units_used + n <= cap`), so concurrent sends can never pass the cap.
 */
export const licenceUsage = digitalAssetsSchema.table(
  'licence_usage',
  {
    orderLineId: uuid('order_line_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    productId: integer('product_id').notNull(),
    licence: text('licence').notNull(),
    cap: integer('cap'),
    unitsUsed: integer('units_used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('licence_usage_user_idx').on(t.userId),
    check('licence_usage_licence', sql`${t.licence} in ('standard', 'extended')`),
    check('licence_usage_within_cap', sql`${t.unitsUsed} >= 0 and (${t.cap} is null or ${t.unitsUsed} <= ${t.cap})`),
  ],
);

/** Each send to print: the units it counted and the print file it made (an upload row of the buyer's, origin of the DTF artwork). */
export const printSends = digitalAssetsSchema.table(
  'print_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderLineId: uuid('order_line_id').notNull(),
    userId: uuid('user_id').notNull(),
    units: integer('units').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('print_sends_line_idx').on(t.orderLineId, t.createdAt), check('print_sends_units_positive', sql`${t.units} > 0`)],
);
