import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgSchema, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/** The design-lab service's own PostgreSQL schema (ARCHITECTURE §3.1): only that service writes it. */
export const designLabSchema = pgSchema('design_lab');

/**
 * A made product: a blank from the catalog that can be printed on. Its title, colours (catalog
 * compositions), sizes, prices and stock stay the catalog's and are read through the catalog's
 * named read (`catalog/made-blanks`); this row adds what the design lab needs: where it is
 * listed (`category`), which print areas it has (`garment_type`, the key of `print_areas`), and
 * its order in the start list.
 */
export const madeProducts = designLabSchema.table(
  'made_products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    catalogProductId: integer('catalog_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** tees | polos | hoodies-sweatshirts | hats | bags | drinkware */
    category: text('category').notNull(),
    /** tee, youth_tee, hoodie, hat, mug …: which print areas it has */
    garmentType: text('garment_type').notNull(),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('made_products_slug_idx').on(t.slug),
    uniqueIndex('made_products_catalog_product_idx').on(t.catalogProductId),
    index('made_products_category_idx').on(t.category, t.sortOrder),
  ],
);

/**
 * Print areas per garment type and side (front, back, left_sleeve, right_sleeve, or main for
 * caps, totes and drinkware), in inches, with the editor's guides (a safe zone inset inside the
 * area, a bleed outside it) and the area's place on the product image (`view` 0 front, 1 back of
 * the catalog's square garment drawing; left/top/width/height as fractions of that image).
 */
export const printAreas = designLabSchema.table(
  'print_areas',
  {
    garmentType: text('garment_type').notNull(),
    side: text('side').notNull(),
    label: text('label').notNull(),
    position: smallint('position').notNull(),
    widthIn: doublePrecision('width_in').notNull(),
    heightIn: doublePrecision('height_in').notNull(),
    safeInsetIn: doublePrecision('safe_inset_in').notNull(),
    bleedIn: doublePrecision('bleed_in').notNull(),
    view: smallint('view').notNull(),
    left: doublePrecision('left').notNull(),
    top: doublePrecision('top').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.garmentType, t.side] }),
    check('print_areas_side', sql`${t.side} in ('front', 'back', 'left_sleeve', 'right_sleeve', 'main')`),
    check('print_areas_inches', sql`${t.widthIn} > 0 and ${t.heightIn} > 0 and ${t.safeInsetIn} >= 0 and ${t.bleedIn} >= 0 and 2 * ${t.safeInsetIn} < least(${t.widthIn}, ${t.heightIn})`),
    check('print_areas_placement', sql`${t.left} >= 0 and ${t.top} >= 0 and ${t.width} > 0 and ${t.height} > 0 and ${t.left} + ${t.width} <= 1 and ${t.top} + ${t.height} <= 1`),
    check('print_areas_view', sql`${t.view} in (0, 1)`),
  ],
);

/**
 * A shopper's saved design: owned by an account user, or by a guest known by the hash of their
 * `cart` cookie (the same guest identity the cart uses), adopted by the account at sign-in
 * (`settled_sign_ins`). `revision` is the optimistic-concurrency counter an autosave must name;
 * `document_version` is the design document's schema version.
 */
export const designProjects = designLabSchema.table(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    guestTokenHash: text('guest_token_hash'),
    madeProductId: integer('made_product_id')
      .notNull()
      .references(() => madeProducts.id, { onDelete: 'cascade' }),
    /** the garment colour: catalog.compositions.id (no foreign key: the catalog owns it, the domain checks it) */
    compositionId: integer('composition_id').notNull(),
    name: text('name').notNull(),
    document: jsonb('document').notNull(),
    documentVersion: smallint('document_version').notNull(),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('projects_owner', sql`(${t.userId} is not null) <> (${t.guestTokenHash} is not null)`),
    index('projects_user_idx').on(t.userId, t.updatedAt.desc()),
    index('projects_guest_idx').on(t.guestTokenHash, t.updatedAt.desc()),
    index('projects_made_product_idx').on(t.madeProductId),
  ],
);

/**
 * Account sign-in events (`account.sign_in_events`) the design lab has settled: the guest's
 * projects moved to the account. The primary key makes it exactly once (as `cart.settled_sign_ins`
 * does for the cart). No foreign key: the event row belongs to another service.
 */
export const designLabSettledSignIns = designLabSchema.table('settled_sign_ins', {
  signInId: uuid('sign_in_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  projectsAdopted: integer('projects_adopted').notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An artwork file a shopper uploaded to the design lab, after `@storefront/uploads` sniffed,
 * capped and re-encoded it. The bytes live in the blob store under `blob_key` (content-addressed,
 * so the same file is stored once); this row is the owner's claim on it and the pixel size the
 * DPI check trusts (never the browser's). Owned like a project, and adopted with them at sign-in.
 */
export const designLabUploads = designLabSchema.table(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    guestTokenHash: text('guest_token_hash'),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('uploads_owner', sql`(${t.userId} is not null) <> (${t.guestTokenHash} is not null)`),
    check('uploads_kind', sql`${t.kind} in ('raster', 'svg')`),
    check('uploads_size_positive', sql`${t.width} > 0 and ${t.height} > 0 and ${t.byteSize} > 0`),
    index('uploads_user_idx').on(t.userId, t.createdAt.desc()),
    index('uploads_guest_idx').on(t.guestTokenHash, t.createdAt.desc()),
  ],
);

/**
 * A shopper's DTF artwork (issue 12): an image bought as transfers, stickers, spangles or on a
 * gang sheet. Its pixels are versions (`dtf_artwork_versions`): every server-side tool (background
 * removal, colour change, CMYK, refine) adds one, and going back is choosing an earlier one.
 * Owned like a project (user, or guest by cookie hash), adopted at sign-in with them.
 */
export const dtfArtworks = designLabSchema.table(
  'dtf_artworks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    guestTokenHash: text('guest_token_hash'),
    name: text('name').notNull(),
    /** the transfer product it was uploaded for (catalog number), when there was one */
    catalogNumber: text('catalog_number'),
    /** the digital-assets file it came from, when the shopper picked one from their library */
    digitalAssetsFileId: text('digital_assets_file_id'),
    /** the version in use (its `version` number) */
    currentVersion: integer('current_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('dtf_artworks_owner', sql`(${t.userId} is not null) <> (${t.guestTokenHash} is not null)`),
    index('dtf_artworks_user_idx').on(t.userId, t.updatedAt.desc()),
    index('dtf_artworks_guest_idx').on(t.guestTokenHash, t.updatedAt.desc()),
  ],
);

/** One version of an artwork's pixels: a re-encoded PNG in the blob store, and what made it. */
export const dtfArtworkVersions = designLabSchema.table(
  'dtf_artwork_versions',
  {
    artworkId: uuid('artwork_id')
      .notNull()
      .references(() => dtfArtworks.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    blobKey: text('blob_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** 'upload', 'segment', 'color_change', 'cmyk', 'refine' */
    operation: text('operation').notNull(),
    params: jsonb('params').notNull().default({}),
    /** what the tool reported (share of background removed, DPI before and after…) */
    facts: jsonb('facts').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.artworkId, t.version] }),
    check('dtf_versions_size_positive', sql`${t.width} > 0 and ${t.height} > 0 and ${t.byteSize} > 0 and ${t.version} > 0`),
    index('dtf_versions_blob_idx').on(t.blobKey),
  ],
);

/**
 * A long tool run on an artwork, so its progress survives a page reload and it can be cancelled.
 * One running job per artwork (the partial unique index): a second is refused with a 409.
 */
export const dtfJobs = designLabSchema.table(
  'dtf_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artworkId: uuid('artwork_id')
      .notNull()
      .references(() => dtfArtworks.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** 'running', 'done', 'failed', 'cancelled' */
    status: text('status').notNull().default('running'),
    progress: doublePrecision('progress').notNull().default(0),
    params: jsonb('params').notNull().default({}),
    /** the version the job made, once done */
    resultVersion: integer('result_version'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('dtf_jobs_status', sql`${t.status} in ('running', 'done', 'failed', 'cancelled')`),
    check('dtf_jobs_progress', sql`${t.progress} >= 0 and ${t.progress} <= 1`),
    uniqueIndex('dtf_jobs_one_running_idx').on(t.artworkId).where(sql`${t.status} = 'running'`),
    index('dtf_jobs_artwork_idx').on(t.artworkId, t.createdAt.desc()),
  ],
);
