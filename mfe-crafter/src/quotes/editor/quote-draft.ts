import type { CrafterCustomer, CrafterMeResponse, CrafterQuote, DeliveryMethod } from '@storefront/contracts';
import type { CatalogProduct } from '../../api';
import { addDays } from '../../shared/format-day';
import { addressIsBlank, addressValueOf, emptyAddress, type AddressValue } from '../../shared/address-value';
import { moneyInputOf, percentInputOf } from '../../shared/money-input';

// The quote as the editor holds it: text as typed (amounts in the store's major units), turned
// into contracts' quoteBody by draft-body.ts and into live totals by draft-totals.ts.

export interface ImageRef {
  id: string;
  url: string;
}

interface LineCommon {
  /** the line's identity in the form (React key, upload state) */
  key: string;
  description: string;
  /** the crafter's picture for the line (POST /api/crafter/quotes/images) */
  image: ImageRef | null;
}

export interface SizeDraft {
  sku: string;
  size: string;
  quantity: string;
}

export interface CatalogDraftLine extends LineCommon {
  kind: 'catalog';
  /** the product as the catalog answered it; null for a saved line until the catalog answers (or the store stopped selling it) */
  product: CatalogProduct | null;
  /** the product's slug: a saved line finds its product by it (withCatalogProducts) */
  productSlug: string | null;
  /** the product's title */
  title: string;
  color: string;
  /** the colour's sizes (each a SKU) and how many of each */
  sizes: SizeDraft[];
  unitPrice: string;
  /** the store's price per unit when the line was saved (used while the product's tiers are unknown) */
  savedUnitCost: number;
  /** the product's own picture, shown when the crafter has not uploaded one */
  productImage: string | null;
}

export interface FreeDraftLine extends LineCommon {
  kind: 'free';
  title: string;
  quantity: string;
  unitPrice: string;
  unitCost: string;
}

/** A design-lab project of the crafter's, printed in a quantity per size of its garment and colour. */
export interface DesignDraftLine extends LineCommon {
  kind: 'design';
  projectId: string;
  /** the project's name */
  title: string;
  color: string;
  sizes: SizeDraft[];
  unitPrice: string;
  /** the store's made price per unit at the last save, and the quantity it was for; null before the first save */
  saved: { unitCost: number; quantity: number } | null;
  /** the store's made price asked while typing (POST /api/made/prices), for the quantity it was asked for */
  live: { unitCost: number; quantity: number; needsWaiver: boolean } | null;
}

export type DraftLine = CatalogDraftLine | FreeDraftLine | DesignDraftLine;

export interface DraftCustomer {
  id: string;
  name: string;
  email: string;
}

export interface QuoteDraft {
  title: string;
  customer: DraftCustomer | null;
  lines: DraftLine[];
  shipping: string;
  deliveryMethod: DeliveryMethod;
  shipTo: AddressValue;
  /** the customer whose first address filled ship-to, until the crafter edits it */
  shipToFrom: string | null;
  taxRegion: string;
  /** the crafter chose the tax region; until then it follows the ship-to region */
  taxRegionChosen: boolean;
  depositKind: 'percent' | 'amount';
  depositValue: string;
  message: string;
  issuedOn: string;
  validUntil: string;
  dueOn: string;
}

/** Valid until and due default to this many days after the issue day. */
export const DEFAULT_TERM_DAYS = 30;

const lineKey = () => crypto.randomUUID();

export function newFreeLine(init: Partial<Pick<FreeDraftLine, 'title' | 'image'>> = {}): FreeDraftLine {
  return { kind: 'free', key: lineKey(), title: init.title ?? '', description: '', quantity: '', unitPrice: '', unitCost: '', image: init.image ?? null };
}

export function newCatalogLine(): CatalogDraftLine {
  return { kind: 'catalog', key: lineKey(), product: null, productSlug: null, title: '', color: '', sizes: [], unitPrice: '', savedUnitCost: 0, productImage: null, description: '', image: null };
}

/** A design-lab project as a new line: its sizes with no quantities yet, its mockup as the picture. */
export function newDesignLine(init: { projectId: string; title: string; image: ImageRef | null; sizes: { sku: string; size: string }[] }): DesignDraftLine {
  return {
    kind: 'design',
    key: lineKey(),
    projectId: init.projectId,
    title: init.title,
    color: '',
    sizes: init.sizes.map((s) => ({ sku: s.sku, size: s.size, quantity: '' })),
    unitPrice: '',
    saved: null,
    live: null,
    description: '',
    image: init.image,
  };
}

/** The sizes of one colour of a product, keeping the quantities typed for sizes of the same name. */
export function sizesOfColor(product: CatalogProduct, color: string, before: SizeDraft[] = []): SizeDraft[] {
  const skus = product.colors.find((c) => c.name === color)?.skus ?? [];
  return skus.map((s) => ({ sku: s.sku, size: s.size, quantity: before.find((b) => b.size === s.size)?.quantity ?? '' }));
}

/** A catalog line on a product just picked: its first colour, no quantities yet. */
export function withProduct(line: CatalogDraftLine, product: CatalogProduct): CatalogDraftLine {
  const color = product.colors[0]?.name ?? '';
  return { ...line, product, productSlug: product.slug, title: product.title, color, sizes: sizesOfColor(product, color), productImage: product.image_url };
}

/**
 * A saved draft's catalog lines with their products again, so every colour and size can be chosen:
 * each keeps its colour and quantities. A line whose product, colour or sizes the store no longer
 * offers stays as saved.
 */
export function withCatalogProducts(d: QuoteDraft, products: readonly CatalogProduct[]): QuoteDraft {
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  const lines = d.lines.map((line): DraftLine => {
    if (line.kind !== 'catalog' || line.product || !line.productSlug) return line;
    const product = bySlug.get(line.productSlug);
    const color = product?.colors.find((c) => c.name === line.color);
    if (!product || !color || !line.sizes.every((s) => color.skus.some((k) => k.sku === s.sku))) return line;
    return { ...line, product, sizes: sizesOfColor(product, color.name, line.sizes) };
  });
  return { ...d, lines };
}

/** The editor's new quote: no lines yet, shipped, dated today, valid and due 30 days on. */
export function newDraft(me: CrafterMeResponse, today: string): QuoteDraft {
  return {
    title: '',
    customer: null,
    lines: [],
    shipping: '0.00',
    deliveryMethod: 'ship',
    shipTo: emptyAddress(me.country),
    shipToFrom: null,
    taxRegion: me.province ?? '',
    taxRegionChosen: false,
    depositKind: 'percent',
    depositValue: '0',
    message: '',
    issuedOn: today,
    validUntil: addDays(today, DEFAULT_TERM_DAYS),
    dueOn: addDays(today, DEFAULT_TERM_DAYS),
  };
}

function lineOf(line: CrafterQuote['lines'][number]): DraftLine {
  const image = line.image_id ? { id: line.image_id, url: line.image_url ?? '' } : null;
  const common = { key: lineKey(), description: line.description ?? '', image, unitPrice: moneyInputOf(line.unit_price) };
  if (line.kind === 'free') return { ...common, kind: 'free', title: line.title, quantity: String(line.quantity), unitCost: moneyInputOf(line.unit_cost) };
  const sizes = line.sizes.map((s) => ({ sku: s.sku, size: s.size, quantity: String(s.quantity) }));
  if (line.kind === 'design') {
    return { ...common, kind: 'design', projectId: line.project_id ?? '', title: line.title, color: line.color_name ?? '', sizes, saved: { unitCost: line.unit_cost, quantity: line.quantity }, live: null };
  }
  return {
    ...common,
    kind: 'catalog',
    product: null,
    productSlug: line.product_slug,
    title: line.title,
    color: line.color_name ?? '',
    sizes,
    savedUnitCost: line.unit_cost,
    productImage: line.image_id ? null : line.image_url,
  };
}

/**
 * The form as typed after a save, with the store's made price of each design line as the service
 * worked it out (the lines keep their order), since only the service prices designs.
 */
export function withSavedDesignCosts(d: QuoteDraft, q: CrafterQuote): QuoteDraft {
  const lines = d.lines.map((line, i) => {
    const saved = q.lines[i];
    return line.kind === 'design' && saved?.kind === 'design' ? { ...line, color: saved.color_name ?? line.color, saved: { unitCost: saved.unit_cost, quantity: saved.quantity } } : line;
  });
  return { ...d, lines };
}

/** A saved quote as the editor's form values. */
export function draftFromQuote(q: CrafterQuote, me: CrafterMeResponse): QuoteDraft {
  return {
    title: q.title,
    customer: q.customer?.id ? { id: q.customer.id, name: q.customer.name, email: q.customer.email } : null,
    lines: q.lines.map(lineOf),
    shipping: moneyInputOf(q.totals.shipping),
    deliveryMethod: q.delivery_method,
    shipTo: q.ship_to ? addressValueOf(q.ship_to) : emptyAddress(me.country),
    shipToFrom: null,
    taxRegion: q.tax_region,
    taxRegionChosen: true,
    depositKind: q.deposit_rule.kind,
    depositValue: q.deposit_rule.kind === 'percent' ? percentInputOf(q.deposit_rule.basis_points) : moneyInputOf(q.deposit_rule.amount),
    message: q.message ?? '',
    issuedOn: q.issued_on,
    validUntil: q.valid_until,
    dueOn: q.due_on,
  };
}

/** Regions of the crafter's store country: the tax region must be one of them. */
function inStoreCountry(region: string, me: CrafterMeResponse, shipTo: AddressValue): boolean {
  return region !== '' && shipTo.country === me.country;
}

/** Ship-to changed by the crafter: it is theirs now, and the tax region follows it unless chosen. */
export function withShipTo(d: QuoteDraft, shipTo: AddressValue, me: CrafterMeResponse): QuoteDraft {
  const taxRegion = !d.taxRegionChosen && inStoreCountry(shipTo.region, me, shipTo) ? shipTo.region : d.taxRegion;
  return { ...d, shipTo, shipToFrom: null, taxRegion };
}

/**
 * A customer chosen (or none): ship-to is filled from their first address when it is still blank
 * or was filled from the previous customer and not edited since.
 */
export function withCustomer(d: QuoteDraft, customer: DraftCustomer | CrafterCustomer | null, me: CrafterMeResponse): QuoteDraft {
  const next: QuoteDraft = { ...d, customer: customer ? { id: customer.id, name: customer.name, email: customer.email } : null };
  const first = customer && 'addresses' in customer ? customer.addresses[0] : undefined;
  if (!first || !(addressIsBlank(d.shipTo) || d.shipToFrom !== null)) return next;
  const filled = withShipTo(next, addressValueOf(first), me);
  return { ...filled, shipToFrom: customer!.id };
}
