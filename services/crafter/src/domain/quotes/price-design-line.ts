import type { QuoteInput } from '@storefront/contracts';
import { designProjectsForQuote, madeProductsForCart, type CartSku, type Database, type DesignProjectForQuote, type MadeProductForCart, type QuoteLineSizeJson } from '@storefront/db';
import { parseDesignDocument, printedSidesOf, priceMadeItem, type PrintAreasBySide, type SideId } from '@storefront/design-document';
import type { Tx } from '@storefront/server-kit';
import type { PricedLine } from './price-quote';

type DesignLineInput = Extract<QuoteInput['lines'][number], { kind: 'design' }>;

/** The crafter's projects and their made products that a quote's design lines name, read at once. */
export interface DesignFacts {
  projects: Map<string, DesignProjectForQuote>;
  made: Map<string, MadeProductForCart>;
}

export async function designFactsOf(db: Database | Tx, userId: string, lines: QuoteInput['lines']): Promise<DesignFacts> {
  const ids = lines.flatMap((l) => (l.kind === 'design' ? [l.project_id] : []));
  const projects = await designProjectsForQuote(db as Database, userId, ids);
  const made = await madeProductsForCart(db as Database, [...projects.values()].map((p) => p.madeProductSlug));
  return { projects, made };
}

/**
 * A design line priced as the cart prices the design (@storefront/design-document's one function):
 * the garment's list price per size after the design's quantity tier, plus print per printed side.
 * The project must be the crafter's and print something; the sizes must be its garment and colour's.
 * Every size of a made blank has one list price, so the unit cost is exact (total ÷ quantity).
 */
export function priceDesignLine(
  line: DesignLineInput,
  i: number,
  facts: DesignFacts,
  catalog: ReadonlyMap<string, CartSku>,
  store: 'us' | 'ca',
  refuse: (field: string, message: string) => void,
): PricedLine {
  const project = facts.projects.get(line.project_id);
  const base: PricedLine = {
    kind: 'design',
    title: project?.name ?? '',
    description: line.description ?? null,
    productSlug: null,
    colorName: null,
    productImageUrl: null,
    sizes: [],
    quantity: line.sizes.reduce((n, s) => n + s.quantity, 0),
    unitPrice: line.unit_price,
    unitCost: 0,
    imageId: line.image_id ?? null,
    projectId: line.project_id,
    designDocument: null,
  };
  if (!project) {
    refuse(`lines.${i}.project_id`, 'is not a design-lab project of yours');
    return base;
  }
  const made = facts.made.get(project.madeProductSlug);
  const areas: PrintAreasBySide = Object.fromEntries((made?.areas ?? []).map((a) => [a.side as SideId, { width: a.widthIn, height: a.heightIn }]));
  const doc = made ? parseDesignDocument(project.document, areas) : null;
  const document = doc?.ok ? doc.value : null;
  const sides = document ? printedSidesOf(document, areas) : null;
  if (!sides?.ok) {
    refuse(`lines.${i}.project_id`, 'cannot be priced: open it in the design lab and save it again');
    return base;
  }
  if (sides.value.length === 0) {
    refuse(`lines.${i}.project_id`, 'prints nothing yet: add something to the design first');
    return base;
  }
  const garmentPriceBySize: Record<string, number> = {};
  const quantities: Record<string, number> = {};
  const sizes: QuoteLineSizeJson[] = [];
  let first: CartSku | undefined;
  line.sizes.forEach((s, j) => {
    const sku = catalog.get(s.sku);
    const field = `lines.${i}.sizes.${j}.sku`;
    if (!sku || sku.compositionId !== project.compositionId) return refuse(field, 'is not a size of the design\'s garment and colour');
    const list = sku.prices.find((p) => p.minQty === 1)?.amount;
    if (list === undefined) return refuse(field, 'is not sold in your store');
    if (sku.size in quantities) return refuse(field, 'is listed twice on this line');
    first ??= sku;
    garmentPriceBySize[sku.size] = list;
    quantities[sku.size] = s.quantity;
    sizes.push({ sku: sku.sku, size: sku.size, quantity: s.quantity });
  });
  if (!first) return base;
  const priced = priceMadeItem({ store, garmentPriceBySize, quantities, printedSides: sides.value });
  if (!priced.ok) {
    refuse(`lines.${i}.sizes`, priced.problem.message);
    return base;
  }
  return {
    ...base,
    productSlug: first.product.slug,
    colorName: first.composition.colorName,
    sizes,
    unitCost: Math.ceil(priced.value.total.amount / base.quantity),
    designDocument: document,
  };
}
