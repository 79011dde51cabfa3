import { z } from 'zod';
import { image } from '../catalog/image';
import { FAVORITE_NOTE_MAX, MAX_FAVORITES, MAX_MONITORED_ITEMS } from '../catalog/limits';
import { businessLine, productKind } from '../catalog/taxonomy-schemas';
import { skuCode } from '../cart/cart';
import { money, slug, storeCode } from '../common';

export { FAVORITE_NOTE_MAX, MAX_FAVORITES, MAX_MONITORED_ITEMS };

/** A note on a favorite: trimmed; empty or null means none. */
const noteText = z.string({ error: 'must be text or null' }).trim().max(FAVORITE_NOTE_MAX, `must be at most ${FAVORITE_NOTE_MAX} characters`);
const noNote = (s: string | null | undefined) => (s ? s : null);

/** §3 favorite item: the product as its listing card shows it, priced in the shopper's store, plus the shopper's note. */
export const favoriteItem = z.object({
  id: z.string(),
  /** the product's slug */
  product: z.string(),
  name: z.string(),
  business_line: businessLine,
  kind: productKind,
  catalog_number: z.string(),
  url: z.string(),
  image,
  /** the unit price in the store asked about; null when that store does not sell the product */
  price: money.nullable(),
  in_stock: z.boolean(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type FavoriteItem = z.infer<typeof favoriteItem>;

export const MONITORED_KINDS = ['price_drop', 'back_in_stock'] as const;
export const monitoredKind = z.enum(MONITORED_KINDS, { error: `must be one of ${MONITORED_KINDS.join(', ')}` });
export type MonitoredKind = z.infer<typeof monitoredKind>;

/**
 * An alert on a favorite ("monitored item"): what it watches and the state it compares against,
 * taken when the shopper subscribed, so the mail job can tell a change from what was seen.
 */
export const monitoredItem = z.object({
  id: z.string(),
  /** the product's slug */
  product: z.string(),
  kind: monitoredKind,
  store: storeCode,
  /** back_in_stock only: one colour and size (sku), or a size in any colour; both null: any SKU */
  sku: z.string().nullable(),
  size: z.string().nullable(),
  /** price_drop: the unit price in `store` when subscribed; a lower price is a drop */
  baseline_price: money.nullable(),
  /** back_in_stock: whether what it watches had stock when subscribed */
  baseline_in_stock: z.boolean().nullable(),
  created_at: z.string(),
  last_notified_at: z.string().nullable(),
});
export type MonitoredItem = z.infer<typeof monitoredItem>;

/** GET /api/users/favorites?store=&product= — with `product`, only that product: an empty `items` means "not a favorite". */
export const favoritesQuery = z.object({ store: storeCode.default('us'), product: slug.optional() }).strict();
export type FavoritesQuery = z.input<typeof favoritesQuery>;

/** §3 favorites response: newest first, and the shopper's alerts. */
export const favoritesResponse = z.object({ success: z.literal(true), items: z.array(favoriteItem), monitored_items: z.array(monitoredItem) });
export type FavoritesResponse = z.infer<typeof favoritesResponse>;

/** POST /api/users/favorites — adding a favorite again changes nothing and answers it (200; new: 201). */
export const addFavoriteBody = z.object({ product: slug, note: noteText.nullish().transform(noNote), store: storeCode.default('us') }).strict();
export type AddFavoriteBody = z.input<typeof addFavoriteBody>;

/** PATCH /api/users/favorites/{product} — the note; null or empty removes it. */
export const updateFavoriteNoteBody = z.object({ note: noteText.nullable().transform(noNote), store: storeCode.default('us') }).strict();
export type UpdateFavoriteNoteBody = z.input<typeof updateFavoriteNoteBody>;

export const favoriteParams = z.object({ product: slug }).strict();

export const favoriteResponse = z.object({ success: z.literal(true), item: favoriteItem });
export type FavoriteResponse = z.infer<typeof favoriteResponse>;

/** DELETE answers */
export const successResponse = z.object({ success: z.literal(true) });

/** PUT /api/users/library/{slug} (§7 "set to my library"): save true keeps it in My Library, false takes it out; either way again is no change. */
export const libraryParams = z.object({ slug }).strict();
export const setLibraryBody = z.object({ save: z.boolean({ error: 'must be true or false' }) }).strict();
export type SetLibraryBody = z.infer<typeof setLibraryBody>;
export type SuccessResponse = z.infer<typeof successResponse>;

/**
 * POST /api/subscriptions — an alert on one of the shopper's favorites. Prices are per product and
 * store, so only back_in_stock may name a `sku` (one colour and size) or a `size` (any colour).
 */
export const subscribeBody = z
  .object({
    product: slug,
    kind: monitoredKind,
    sku: skuCode.optional(),
    size: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters').optional(),
    store: storeCode.default('us'),
  })
  .strict()
  .superRefine((b, ctx) => {
    for (const key of ['sku', 'size'] as const) {
      if (b[key] !== undefined && b.kind === 'price_drop') ctx.addIssue({ code: 'custom', path: [key], message: 'is only for back_in_stock alerts (a price drop watches the whole product)' });
    }
    if (b.sku !== undefined && b.size !== undefined) ctx.addIssue({ code: 'custom', path: ['size'], message: 'must not be sent with sku: a sku has its own size' });
  });
export type SubscribeBody = z.input<typeof subscribeBody>;

export const subscriptionResponse = z.object({ success: z.literal(true), monitored_item: monitoredItem });
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;

export const subscriptionParams = z.object({ id: z.uuid('must be a subscription id') }).strict();
