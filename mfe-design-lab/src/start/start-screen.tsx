import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { madeProductsRequest, withStore } from '@storefront/routing';
import { AppLink, LoadFailed, useShop } from '@storefront/ui';
import type { PageData } from '@storefront/contracts';
import { readMadeCategories, type DesignLabApi } from '../api';
import { MADE_CATEGORY_TABS, type MadeCategorySlug } from './made-categories';
import { ProductCard } from './product-card';
import { createStartModel } from './start.store';

/**
 * /design-lab/start: the made products of one category at a time. The category tabs are links
 * (`?category=`), so they work before the page's script runs and the back button walks them.
 */
export function StartScreen({ api, category, pageData }: { api: DesignLabApi; category: MadeCategorySlug; pageData?: PageData }) {
  const { code } = useShop();
  const [model] = useState(() => createStartModel(api, code, category, inlinedCategories(pageData, code, category)));
  const { status, products, problem } = useStore(model.store);
  useEffect(() => {
    void model.show(category);
  }, [model, category]);
  const current = MADE_CATEGORY_TABS.find((t) => t.slug === category)!;

  return (
    <section aria-labelledby="design-lab-title" className="dl-start">
      <h1 id="design-lab-title">Start a design</h1>
      <p className="dl-start__lead">Pick a garment and a colour, then add your text, clipart or artwork.</p>
      <nav aria-label="Made product categories">
        <ul className="dl-tabs">
          {MADE_CATEGORY_TABS.map((tab) => (
            <li key={tab.slug}>
              <AppLink
                href={`${withStore('/design-lab/start', code)}?category=${tab.slug}`}
                className="dl-tab"
                aria-current={tab.slug === category ? 'page' : undefined}
              >
                {tab.name}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <h2 id="dl-category-title">{current.name}</h2>
      {status === 'loading' && (
        <p role="status" className="dl-start__loading">
          Loading…
        </p>
      )}
      {status === 'failed' && <LoadFailed message={problem ?? 'Unexpected error'} onRetry={() => void model.show(category)} />}
      {status === 'ready' && products.length === 0 && <p>Nothing to design in this category yet.</p>}
      {status === 'ready' && products.length > 0 && (
        <ul className="dl-grid" aria-labelledby="dl-category-title">
          {products.map((product) => (
            <ProductCard key={product.slug} product={product} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The gateway's inlined answer, when it is for this very request (same store and category). */
function inlinedCategories(pageData: PageData | undefined, store: string, category: string) {
  const data = pageData?.data;
  return data?.kind === 'area' && data.request === madeProductsRequest(store, category) ? readMadeCategories(data.body) : null;
}
