import { and, eq, inArray } from 'drizzle-orm';
import {
  CA_PROVINCES,
  canadaQuoteTax,
  quoteMoney,
  QuoteMoneyError,
  US_STATES,
  type QuoteInput,
  type QuoteMoney,
  type QuoteTax,
} from '@storefront/contracts';
import { crafterCustomers, crafterQuoteImages, productImage, skusForCart, usTaxRateOf, type CartSku, type Database, type QuoteLineSizeJson } from '@storefront/db';
import type { DesignDocument } from '@storefront/design-document';
import { failed, succeeded, type Outcome, type Tx } from '@storefront/server-kit';
import type { Crafter } from '../../routes/crafter-guard';
import { designFactsOf, priceDesignLine } from './price-design-line';

/** A line as it is stored: what the crafter asked for, with the catalog's facts and the store's cost filled in. */
export interface PricedLine {
  kind: 'catalog' | 'free' | 'design';
  title: string;
  description: string | null;
  productSlug: string | null;
  colorName: string | null;
  productImageUrl: string | null;
  sizes: QuoteLineSizeJson[];
  quantity: number;
  unitPrice: number;
  unitCost: number;
  imageId: string | null;
  /** design lines: the design-lab project */
  projectId: string | null;
  /** design lines: the project's document as priced (frozen with the quote) */
  designDocument: DesignDocument | null;
}

export interface PricedQuote {
  lines: PricedLine[];
  totals: QuoteMoney;
}

const COUNTRY_OF_STORE = { us: 'US', ca: 'CA' } as const;
const REGIONS: Record<'us' | 'ca', readonly string[]> = { us: US_STATES, ca: CA_PROVINCES };

/**
 * Checks a quote against the catalog and the crafter's own rows, and prices it: catalog lines
 * take their title, colour and sizes from the catalog and their cost from the store's tier at
 * the line's quantity (as the cart prices blanks); design lines their cost from the store's made
 * price of the crafter's design-lab project (as the cart prices the design); taxes are the tax region's, as checkout's.
 * Every refusal names its field (`lines.2.sizes.0.sku`), and nothing is written here.
 */
export async function priceQuote(db: Database | Tx, crafter: Crafter, input: QuoteInput, imageBaseUrl: string): Promise<Outcome<PricedQuote>> {
  const errors: Record<string, string[]> = {};
  const refuse = (field: string, message: string) => void (errors[field] ??= []).push(message);

  if (!REGIONS[crafter.store].includes(input.tax_region)) {
    refuse('tax_region', crafter.store === 'ca' ? 'must be a Canadian province or territory' : 'must be a US state');
  }
  if (input.ship_to && input.ship_to.country !== COUNTRY_OF_STORE[crafter.store]) {
    refuse('ship_to.country', crafter.store === 'ca' ? 'must be in Canada: you sell from the Canadian store' : 'must be in the United States: you sell from the US store');
  }
  if (input.customer_id) {
    const [mine] = await db
      .select({ id: crafterCustomers.id })
      .from(crafterCustomers)
      .where(and(eq(crafterCustomers.id, input.customer_id), eq(crafterCustomers.crafterId, crafter.userId)))
      .limit(1);
    if (!mine) refuse('customer_id', 'is not a customer of yours');
  }
  const imageIds = [...new Set(input.lines.flatMap((l) => (l.image_id ? [l.image_id] : [])))];
  const ownImages = new Set(
    imageIds.length === 0
      ? []
      : (
          await db
            .select({ id: crafterQuoteImages.id })
            .from(crafterQuoteImages)
            .where(and(inArray(crafterQuoteImages.id, imageIds), eq(crafterQuoteImages.crafterId, crafter.userId)))
        ).map((r) => r.id),
  );
  const catalog = await skusForCart(
    db as Database,
    input.lines.flatMap((l) => (l.kind === 'free' ? [] : l.sizes.map((s) => s.sku))),
    crafter.store,
  );
  const designs = await designFactsOf(db, crafter.userId, input.lines);

  const lines: PricedLine[] = input.lines.map((line, i) => {
    const imageId = line.image_id ?? null;
    if (imageId && !ownImages.has(imageId)) refuse(`lines.${i}.image_id`, 'is not an image of yours');
    if (line.kind === 'free') {
      return { kind: 'free', title: line.title, description: line.description ?? null, productSlug: null, colorName: null, productImageUrl: null, sizes: [], quantity: line.quantity, unitPrice: line.unit_price, unitCost: line.unit_cost, imageId, projectId: null, designDocument: null };
    }
    if (line.kind === 'design') {
      const priced = priceDesignLine(line, i, designs, catalog, crafter.store, refuse);
      if (priced.quantity > 100_000) refuse(`lines.${i}.sizes`, 'At most 100,000 units on a line');
      return priced;
    }
    const sizes: QuoteLineSizeJson[] = [];
    let first: CartSku | undefined;
    line.sizes.forEach((s, j) => {
      const sku = catalog.get(s.sku);
      const field = `lines.${i}.sizes.${j}.sku`;
      if (!sku || sku.product.kind === 'digital_asset') return refuse(field, 'is not a product of the store');
      if (sku.prices.length === 0) return refuse(field, 'is not sold in your store');
      if (line.sizes.findIndex((other) => other.sku === s.sku) !== j) return refuse(field, 'is listed twice on this line');
      first ??= sku;
      if (sku.compositionId !== first.compositionId) return refuse(field, 'must be the same product and colour as the line\'s first size');
      sizes.push({ sku: sku.sku, size: sku.size, quantity: s.quantity });
    });
    const quantity = line.sizes.reduce((n, s) => n + s.quantity, 0);
    if (quantity > 100_000) refuse(`lines.${i}.sizes`, 'At most 100,000 units on a line');
    const unitCost = first ? tierFor(first.prices, quantity) : 0;
    const image = first
      ? productImage({ garment: first.product.garment, hex: first.composition.colorHex, view: 0, title: first.product.title, colorName: first.composition.colorName, baseUrl: imageBaseUrl, catalogNumber: first.product.catalogNumber })
      : null;
    return {
      kind: 'catalog',
      title: first?.product.title ?? '',
      description: line.description ?? null,
      productSlug: first?.product.slug ?? null,
      colorName: first?.composition.colorName ?? null,
      productImageUrl: image?.src ?? null,
      sizes,
      quantity,
      unitPrice: line.unit_price,
      unitCost,
      imageId,
      projectId: null,
      designDocument: null,
    };
  });
  if (Object.keys(errors).length > 0) return failed({ kind: 'invalid', code: 'quote_invalid', message: 'Some of the quote needs correcting.', fieldErrors: errors });

  try {
    const totals = quoteMoney({
      lines: lines.map((l) => ({ quantity: l.quantity, unit_price: l.unitPrice, unit_cost: l.unitCost })),
      shipping: input.shipping,
      deposit: input.deposit,
      tax: await taxOf(db, crafter.store, input.tax_region),
    });
    return succeeded({ lines, totals });
  } catch (error) {
    if (!(error instanceof QuoteMoneyError)) throw error;
    return failed({ kind: 'invalid', code: 'quote_invalid', message: error.message, fieldErrors: { [error.field]: [error.message] } });
  }
}

/** The store's unit price at this quantity: the highest tier the quantity reaches. */
export function tierFor(tiers: readonly { minQty: number; amount: number }[], quantity: number): number {
  let amount = tiers[0]?.amount ?? 0;
  for (const t of tiers) if (quantity >= t.minQty) amount = t.amount;
  return amount;
}

/** The customer's taxes where the goods go, by checkout's rules: Canada's by province; a US state's as operators set it. */
async function taxOf(db: Database | Tx, store: 'us' | 'ca', region: string): Promise<QuoteTax> {
  if (store === 'ca') return canadaQuoteTax(region);
  const rate = await usTaxRateOf(db, region);
  return rate && rate.ratePpm > 0 ? { rates: [{ label: `${region} sales tax`, ratePpm: rate.ratePpm }], taxShipping: rate.taxShipping } : { rates: [], taxShipping: false };
}
