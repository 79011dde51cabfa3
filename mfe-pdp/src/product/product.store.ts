import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PageData, ProductDetail, ScreenData } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { readFailure } from '@storefront/http';
import type { PdpApi } from '../api';
import { isOrderable } from '../sizes/size-stock';
import { writeColorParam } from './color-param';

export type ProductStatus = 'idle' | 'loading' | 'ready' | 'not-found' | 'error';

export interface ProductState {
  status: ProductStatus;
  /** the route's slug and store this state belongs to; a location change to another pair loads again */
  slug: string | null;
  storeCode: StoreCode;
  product: ProductDetail | null;
  errorMessage: string | null;
  /** selected composition (colour) id */
  colorId: number | null;
  /** selected size, by sku within the selected composition */
  sku: string | null;
  /** index into the selected composition's images */
  imageIndex: number;
}

export interface ProductActions {
  load(slug: string, storeCode: StoreCode, colorParam: number | null): Promise<void>;
  /** follows ?color= when the location changes under a loaded product (Back/Forward) */
  followColorParam(colorParam: number | null): void;
  selectColor(id: number): void;
  selectSize(sku: string): void;
  showImage(index: number): void;
}

export interface ProductModel {
  store: StoreApi<ProductState>;
  actions: ProductActions;
}

const EMPTY_SELECTION = { colorId: null, sku: null, imageIndex: 0 } as const;

function colorFor(product: ProductDetail, wanted: number | null): number | null {
  const match = product.compositions.find((c) => c.id === wanted);
  return (match ?? product.compositions[0])?.id ?? null;
}

/** A colour that comes in one size only (stickers, transfers, one-size caps): nothing to choose, so it is chosen when orderable. */
function onlySizeSku(product: ProductDetail, colorId: number | null): string | null {
  const sizes = product.compositions.find((c) => c.id === colorId)?.sizes ?? [];
  return sizes.length === 1 && isOrderable(sizes[0]!, product.made_to_order) ? sizes[0]!.sku : null;
}

function readyState(product: ProductDetail, slug: string, storeCode: StoreCode, colorParam: number | null): ProductState {
  const colorId = colorFor(product, colorParam);
  return { status: 'ready', slug, storeCode, product, errorMessage: null, ...EMPTY_SELECTION, colorId, sku: onlySizeSku(product, colorId) };
}

/**
 * The state to render on first mount, before any effect runs, so the inlined product paints at once
 * (its first image is the LCP). A 404 document with no product data means the slug is unknown —
 * but only while the location is still the one the document was served for.
 */
export function firstMountState(args: {
  slug: string | null;
  storeCode: StoreCode;
  routePath: string;
  colorParam: number | null;
  pageData: PageData;
  initialData: ScreenData | null;
}): ProductState {
  const { slug, storeCode, routePath, colorParam, pageData, initialData } = args;
  const idle: ProductState = { status: 'idle', slug: null, storeCode, product: null, errorMessage: null, ...EMPTY_SELECTION };
  if (!slug) return idle;
  if (initialData?.kind === 'pdp') return readyState(initialData.product, slug, storeCode, colorParam);
  if (pageData.status === 404 && pageData.path === routePath) return { ...idle, status: 'not-found', slug };
  return idle;
}

/**
 * One store per mounted screen (not a module singleton) so two mounts, or two tests, never share state.
 * Actions are plain functions outside components, so non-React code can drive the page too.
 */
export function createProductModel(api: PdpApi, initial: ProductState): ProductModel {
  const store = createStore<ProductState>(() => initial);
  const { getState, setState } = store;
  let inflight: AbortController | null = null;

  const actions: ProductActions = {
    async load(slug, storeCode, colorParam) {
      inflight?.abort();
      const controller = new AbortController();
      inflight = controller;
      setState({ status: 'loading', slug, storeCode, product: null, errorMessage: null, ...EMPTY_SELECTION });
      try {
        const product = await api.getProduct(slug, storeCode, controller.signal);
        // A newer navigation started while this one was in flight: its answer wins.
        if (inflight !== controller) return;
        setState(readyState(product, slug, storeCode, colorParam));
      } catch (err) {
        if (inflight !== controller) return;
        const failure = readFailure(err);
        if (failure.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'error', errorMessage: failure.message });
      } finally {
        if (inflight === controller) inflight = null;
      }
    },

    followColorParam(colorParam) {
      const { product, colorId } = getState();
      if (!product || colorParam === null || colorParam === colorId) return;
      if (!product.compositions.some((c) => c.id === colorParam)) return;
      setState({ ...EMPTY_SELECTION, colorId: colorParam, sku: onlySizeSku(product, colorParam) });
    },

    selectColor(id) {
      const { product, colorId, sku } = getState();
      if (!product || id === colorId) return;
      const next = product.compositions.find((c) => c.id === id);
      if (!next) return;
      // Keep the shopper's size when the new colour has it in stock (or makes it to order).
      const currentSize = product.compositions.find((c) => c.id === colorId)?.sizes.find((s) => s.sku === sku)?.size;
      const sameSize = next.sizes.find((s) => s.size === currentSize && isOrderable(s, product.made_to_order));
      setState({ colorId: id, sku: sameSize?.sku ?? onlySizeSku(product, id), imageIndex: 0 });
      writeColorParam(id);
    },

    selectSize(sku) {
      setState({ sku });
    },

    showImage(index) {
      setState({ imageIndex: index });
    },
  };

  return { store, actions };
}
