import type { PageData, ScreenData } from '@storefront/contracts';

/**
 * The inlined screen data is only true for the URL the document was served for; after the
 * first client-side navigation the remotes fetch for themselves.
 */
export function createInitialDataSource(page: PageData, servedUrl: string): () => ScreenData | null {
  return () => {
    const here = location.pathname + location.search;
    return here === servedUrl ? page.data : null;
  };
}
