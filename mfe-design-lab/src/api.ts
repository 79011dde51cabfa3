// Typed calls of the start page. The answer's shape is checked by hand, not with zod: the start
// page is a shopper's landing page and ships no schema library (like mfe-listing's api.ts); the
// design-lab service's route tests hold its answers to the full contract. The editor's calls live
// in editor/editor-api.ts, inside the editor's own chunk.
import type { Image, MadeCategory, MadeColor, MadeProductSummary, Money, PrintSide } from '@storefront/contracts';
import { isInt, isListOf, isRecord, isText, unreadableAnswer, type HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

export interface DesignLabApi {
  /** GET /api/made/products: one category of the start list, in the store's prices */
  madeProducts(store: StoreCode, category: string): Promise<MadeCategory[]>;
}

export function createDesignLabApi(http: HttpClient): DesignLabApi {
  return {
    async madeProducts(store, category) {
      const body = await http.get<unknown>('/api/made/products', { searchParams: { store, category }, cacheable: true });
      const categories = readMadeCategories(body);
      if (!categories) throw unreadableAnswer('/api/made/products', 'design lab');
      return categories;
    },
  };
}

/** The start list's categories from an answer (fetched, or inlined by the gateway), or null when it is not one. */
export function readMadeCategories(body: unknown): MadeCategory[] | null {
  return isRecord(body) && isListOf(body.categories, isCategory) ? body.categories : null;
}


const isMoney = (v: unknown): v is Money => isRecord(v) && isInt(v.amount) && (v.currency === 'USD' || v.currency === 'CAD');
const isImage = (v: unknown): v is Image =>
  isRecord(v) && isText(v.src) && isText(v.srcset) && isText(v.type) && isInt(v.width) && isInt(v.height) && isText(v.alt);
/** contracts' PRINT_SIDES, spelt out: importing the constant would bring its module's zod along */
const SIDES: readonly string[] = ['front', 'back', 'left_sleeve', 'right_sleeve', 'main'];
const isSide = (v: unknown): v is PrintSide => isText(v) && SIDES.includes(v);
const isColor = (v: unknown): v is MadeColor => isRecord(v) && isInt(v.composition_id) && isText(v.name) && isText(v.hex);
const isSummary = (v: unknown): v is MadeProductSummary =>
  isRecord(v) &&
  isText(v.slug) &&
  isText(v.title) &&
  isText(v.garment_type) &&
  isImage(v.image) &&
  isListOf(v.colors, isColor) &&
  isMoney(v.from_price) &&
  isListOf(v.sides, isSide);
const isCategory = (v: unknown): v is MadeCategory => isRecord(v) && isText(v.slug) && isText(v.name) && isListOf(v.products, isSummary);
