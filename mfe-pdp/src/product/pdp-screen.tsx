import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { PageData, ScreenData } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { Spinner } from '@storefront/ui';
import type { PdpApi } from '../api';
import { createCustomizeModel } from '../customize/customize.store';
import { readColorParam } from './color-param';
import { LoadError } from './load-error';
import { ProductNotFound } from './not-found';
import { createProductModel, firstMountState } from './product.store';
import { ProductView } from './product-view';
import { useDocumentTitle } from '@storefront/ui';
import { NOT_FOUND_TITLE, pageTitle } from '@storefront/store-config';

export interface PdpRoute {
  slug: string | null;
  storeCode: StoreCode;
  path: string;
  search: string;
  /** the address form the product was reached by (recognize()'s `source`): 'made' on `/made/products/…` */
  source?: string | null;
}

/**
 * The 'pdp' screen: decides between the inlined product, a fetch, the not-found view and the error
 * view, and follows the location as the shopper moves between products.
 */
export function PdpScreen({ api, route, pageData, initialData }: { api: PdpApi; route: PdpRoute; pageData: PageData; initialData: ScreenData | null }) {
  // Created once per mount, from the inlined data, so the first render already shows the product.
  const [model] = useState(() =>
    createProductModel(
      api,
      firstMountState({ slug: route.slug, storeCode: route.storeCode, routePath: route.path, colorParam: readColorParam(route.search), pageData, initialData }),
    ),
  );
  // whether the design lab opens the product: asked by the link once the product has painted
  const [customize] = useState(() => createCustomizeModel(api));
  const state = useStore(model.store);
  const { actions } = model;
  const { slug, storeCode, search } = route;

  useEffect(() => {
    if (!slug) return;
    const current = model.store.getState();
    if (current.slug === slug && current.storeCode === storeCode && current.status !== 'idle') return;
    void actions.load(slug, storeCode, readColorParam(window.location.search));
  }, [slug, storeCode, model, actions]);

  useEffect(() => {
    actions.followColorParam(readColorParam(search));
  }, [search, actions]);

  useDocumentTitle(
    state.status === 'ready' && state.product ? pageTitle(state.product.title, state.product.brand.name) : state.status === 'not-found' ? NOT_FOUND_TITLE : null,
  );

  switch (state.status) {
    case 'ready':
      return state.product ? (
        <ProductView
          product={state.product}
          selection={state}
          actions={actions}
          // a made product's page names its made product (in the demo, and by the design lab's links, the same slug)
          customize={{ model: customize, pageSays: state.product.made_slug ?? (route.source === 'made' ? state.product.slug : null) }}
          api={api}
          // the summary came with the document for its product only
          reviewSummary={initialData?.kind === 'pdp' && initialData.product.id === state.product.id ? initialData.reviews : undefined}
        />
      ) : null;
    case 'not-found':
      return <ProductNotFound slug={state.slug} />;
    case 'error':
      return (
        <LoadError
          message={state.errorMessage ?? ''}
          onRetry={() => state.slug && void actions.load(state.slug, state.storeCode, readColorParam(window.location.search))}
        />
      );
    default:
      return (
        <div className="pdp-loading">
          <Spinner label="Loading product" visibleLabel />
        </div>
      );
  }
}
