import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { ListingResponse } from '@storefront/contracts';
import { formatNumber } from '@storefront/store-config';
import { AppLink, LoadFailed, Notice, type PageAddress, Spinner, useShop } from '@storefront/ui';
import { useArea } from '../area-context';
import { FilterPanel } from '../filters/filter-panel';
import { MobileFilters } from '../filters/mobile-filters';
import { useFilterNavigation, useUnlockOnHistoryRestore } from '../filters/use-filter-navigation';
import { NotFound } from '../not-found/not-found';
import { useIsMobile } from '../navigation/use-is-mobile';
import type { Route } from '../navigation/route';
import { listingRequest } from '@storefront/contracts';
import { BrandFeature } from '../brand/brand-feature';
import { FollowBrand } from './follow-brand';
import { pageQuery } from './listing-request';
import { loadListing } from './listing.store';
import { clearFiltersHref, filterKeys, hasFilters, type FilterScope, type PageLocation } from './listing-url';
import { Pagination } from './pagination';
import { ProductGrid } from './product-card';
import { SortSelect } from './sort-select';
import { useResultsTop } from './use-results-top';
import { useDocumentTitle } from '@storefront/ui';
import { NOT_FOUND_TITLE, pageTitle } from '@storefront/store-config';

const SKELETON_CARDS = 8;

function titleFor(route: Route, data: ListingResponse): string {
  // a brand page is titled with the brand's name (the facet carries the display name)
  if (route.screen === 'brand') return data.facets.brands.find((b) => b.value === route.params.brand)?.label ?? data.title;
  return data.title;
}

function scopeFor(route: Route): FilterScope {
  return {
    // /t-shirts or /?category=t-shirts is *about* the category; on a search or collection it refines
    categoryIsFilter: !(route.params.category && route.params.search === undefined),
    brandIsFilter: route.screen !== 'brand',
  };
}

/**
 * Every listing shape of §2 (search, category, collection, brand): title and count, the grid,
 * sort and pages, the facet filter (a side column, or a sheet under 768px) and the states.
 */
export function ListingScreen({ route, address }: { route: Route; address: PageAddress }) {
  const area = useArea();
  const store = useShop();
  const state = useStore(area.listing);
  const isMobile = useIsMobile();
  useUnlockOnHistoryRestore();

  const baseRequest = listingRequest(route.params, address.search, store.code);
  const requestKey = baseRequest.toString();

  // keyed by the query string: a new URLSearchParams for the same query is not a new page
  useEffect(() => {
    void loadListing(area.listing, area.api, new URLSearchParams(requestKey));
  }, [area, requestKey]);

  const showing = state.key === requestKey;
  const resultsHeading = useResultsTop(address.pathname, requestKey, showing && state.status === 'ready');
  const dropped = showing ? state.dropped : [];
  const loc: PageLocation = { pathname: address.pathname, params: pageQuery(address.search, dropped) };
  const currentHref = `${address.pathname}${address.search}`;
  const nav = useFilterNavigation(currentHref);
  const scope = scopeFor(route);
  useDocumentTitle(showing && state.status === 'not-found' ? NOT_FOUND_TITLE : state.data ? pageTitle(titleFor(route, state.data)) : null);

  if (showing && state.status === 'not-found') return <NotFound />;

  const data = state.data;
  if (!data) {
    if (state.status === 'error') {
      const retry = () => void loadListing(area.listing, area.api, baseRequest, { force: true });
      return <LoadFailed className="mfl-error" message={`We couldn't load these products${state.error ? `: ${state.error}` : '.'}`} onRetry={retry} />;
    }
    return <ListingSkeleton />;
  }

  const loading = state.status === 'loading';
  const title = titleFor(route, data);
  const count = `${formatNumber(data.total, store.code)} ${data.total === 1 ? 'product' : 'products'}`;
  const filtered = hasFilters(loc, scope);
  const activeCount = filterKeys(scope).filter((k) => loc.params.has(k)).length;
  const request = listingRequest(route.params, address.search, store.code, dropped);
  const panelKey = `${state.key}|${loc.params.toString()}`;

  return (
    <div className="mfl-listing" aria-busy={loading}>
      <header className="mfl-listing__head">
        <h1 ref={resultsHeading} className="mfl-listing__title" tabIndex={-1}>
          {title}
        </h1>
        {route.screen === 'brand' && route.params.brand ? <FollowBrand slug={route.params.brand} name={title} here={address.pathname + address.search} /> : null}
        <p className="mfl-listing__count">
          {count}
          {store.code === 'ca' ? <span className="mfl-listing__currency"> · Prices in {store.currency}</span> : null}
        </p>
      </header>

      {route.screen === 'brand' && route.params.brand ? <BrandFeature slug={route.params.brand} /> : null}

      {showing && state.notice ? <Notice>{state.notice}</Notice> : null}

      <div className="mfl-listing__toolbar">
        {isMobile !== false ? (
          <MobileFilters
            request={request}
            requestFor={(search) => listingRequest(route.params, search, store.code, dropped)}
            total={data.total}
            loc={loc}
            scope={scope}
            nav={nav}
            activeCount={activeCount}
          />
        ) : null}
        <SortSelect loc={loc} value={data.sort} />
        {loading ? <Spinner label="Updating products" /> : null}
      </div>

      <div className="mfl-listing__body">
        {isMobile === true ? null : (
          <aside className="mfl-listing__aside" aria-label="Filters">
            <FilterPanel key={panelKey} facets={data.facets} loc={loc} scope={scope} nav={nav} />
          </aside>
        )}
        <section className="mfl-listing__results" aria-label="Results">
          {/* the cards' titles are h3s: this keeps the outline h1 → h2 → h3 for screen readers */}
          <h2 className="sf-visually-hidden">Results</h2>
          {data.products.length === 0 ? (
            <div className="mfl-empty">
              <p className="mfl-empty__text">No products match {route.params.search ? `“${route.params.search}”` : 'these filters'}.</p>
              {filtered ? (
                <AppLink href={clearFiltersHref(loc, scope)} className="mfl-link">
                  Clear filters
                </AppLink>
              ) : null}
            </div>
          ) : (
            <ProductGrid products={data.products} label={title} />
          )}
          <Pagination loc={loc} page={data.page} perPage={data.per_page} total={data.total} />
        </section>
      </div>
    </div>
  );
}

function ListingSkeleton() {
  return (
    <div className="mfl-listing" aria-busy="true">
      <Spinner label="Loading products" />
      <ul className="mfl-grid mfl-grid--skeleton" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} className="mfl-grid__item">
            <div className="mfl-skeleton mfl-skeleton--image" />
            <div className="mfl-skeleton mfl-skeleton--line" />
            <div className="mfl-skeleton mfl-skeleton--line mfl-skeleton--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
