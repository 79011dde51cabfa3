import { pageTitle } from '@storefront/store-config';
import { useDocumentTitle } from '@storefront/ui';
import type { PdpApi } from '../api';
import { REVIEWS_TITLE, StoreReviews } from './reviews-section';

/** /reviews (and /ca/reviews): every product's reviews, newest first, with the §2 filters. */
export function StoreReviewsPage({ api }: { api: PdpApi }) {
  useDocumentTitle(pageTitle(REVIEWS_TITLE));
  return <StoreReviews api={api} />;
}
