// Hand-written checks of the answers the two first screens render (the asset page, the area page),
// and of the cart's add: these screens are shoppers' landing pages and ship no schema library,
// like mfe-listing's and mfe-design-lab's start page readers. The digital-assets service's route
// tests hold its answers to the full contracts; the shopper's files and the print flow load later
// in their own chunk and parse with zod there.
// isLicence comes from contracts' zod-free licences.ts (the package is sideEffects-free, so no schema rides along)
import { isLicence, type AddToCartResponse, type AssetResponse, type DigitalHomeResponse, type Image, type LicenceOffer, type Money, type ProductCard } from '@storefront/contracts';
import { isInt, isListOf, isRecord, isText } from '@storefront/http';

const isMoney = (v: unknown): v is Money => isRecord(v) && isInt(v.amount) && (v.currency === 'USD' || v.currency === 'CAD');
const isImage = (v: unknown): v is Image =>
  isRecord(v) && isText(v.src) && isText(v.srcset) && isText(v.type) && isInt(v.width) && isInt(v.height) && isText(v.alt);
const isRef = (v: unknown) => isRecord(v) && isText(v.slug) && isText(v.name);
const isTexts = (v: unknown): v is string[] => isListOf(v, isText);

/** What a card of the sliders reads. */
const isCard = (v: unknown): v is ProductCard =>
  isRecord(v) && isInt(v.id) && isText(v.slug) && isText(v.url) && isText(v.title) && isText(v.kind) && isRecord(v.brand) && isText(v.brand.name) && isMoney(v.price) && isImage(v.image);

const isOffer = (v: unknown): v is LicenceOffer =>
  isRecord(v) &&
  isLicence(v.licence) &&
  isText(v.label) &&
  isText(v.sku) &&
  isMoney(v.price) &&
  (v.print_cap === null || isInt(v.print_cap)) &&
  typeof v.pod_as_is === 'boolean' &&
  isTexts(v.terms);

const isAsset = (v: unknown): v is AssetResponse['asset'] =>
  isRecord(v) &&
  isInt(v.id) &&
  isText(v.slug) &&
  isText(v.url) &&
  isText(v.title) &&
  isText(v.description) &&
  isText(v.catalog_number) &&
  isText(v.author) &&
  isRef(v.brand) &&
  isRef(v.category) &&
  isTexts(v.formats) &&
  isTexts(v.tags) &&
  isListOf(v.previews, isImage) &&
  isListOf(v.licences, isOffer) &&
  v.licences.length > 0 &&
  (v.store === 'us' || v.store === 'ca');

/** One asset's page from an answer (fetched, or inlined by the gateway), or null when it is not one. */
export function readAssetResponse(body: unknown): AssetResponse | null {
  return isRecord(body) && isAsset(body.asset) && isListOf(body.related, isCard) ? (body as AssetResponse) : null;
}

/** The area page's featured and newest designs from an answer, or null when it is not one. */
export function readDigitalHome(body: unknown): DigitalHomeResponse | null {
  return isRecord(body) && isListOf(body.featured, isCard) && isListOf(body.newest, isCard) ? { featured: body.featured, newest: body.newest } : null;
}

/** The cart's answer to an add (§3: total_items_qty, order_number), or null. */
export function readAddToCart(body: unknown): AddToCartResponse | null {
  return isRecord(body) && isInt(body.total_items_qty) && isText(body.order_number) ? { total_items_qty: body.total_items_qty, order_number: body.order_number } : null;
}
