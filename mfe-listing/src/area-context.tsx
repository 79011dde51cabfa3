// What every screen of the area shares: the typed API and the per-mount stores (navigation comes
// from @storefront/ui's NavigateProvider, set up in root.tsx).
import { createContext, useContext } from 'react';
import type { ListingApi } from './api';
import type { HomeStore } from './home/home.store';
import type { ContentStore } from './info/content.store';
import type { BrandPagesStore } from './brand/brand-page.store';
import type { ListingStore } from './listing/listing.store';
import type { MobileFiltersStore } from './filters/mobile-filters.store';

export interface Area {
  api: ListingApi;
  listing: ListingStore;
  home: HomeStore;
  content: ContentStore;
  brandPages: BrandPagesStore;
  mobileFilters: MobileFiltersStore;
}

export const AreaContext = createContext<Area | null>(null);

export function useArea(): Area {
  const area = useContext(AreaContext);
  if (!area) throw new Error('useArea outside the listing area');
  return area;
}
