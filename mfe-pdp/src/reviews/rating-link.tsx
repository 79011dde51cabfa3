import type { ReviewSummary } from '@storefront/contracts';
import { useShop } from '@storefront/ui';
import { reviewCount, starsText } from './review-words';
import { Stars } from './stars';

/**
 * The stars by the product's title, from the summary the page came with: a link down to the
 * reviews. Nothing when there are none (or the summary is not known: after moving between products).
 */
export function RatingLink({ summary }: { summary: ReviewSummary | undefined }) {
  const { code } = useShop();
  if (!summary || summary.count === 0 || summary.average === null) return null;
  const text = `${starsText(summary.average, true)}, ${reviewCount(summary.count, code)}`;
  return (
    <a href="#reviews" className="pdp-rating-link" aria-label={`${text}: read the reviews`}>
      <Stars rating={summary.average} label={starsText(summary.average, true)} />
      <span aria-hidden="true">{summary.average.toFixed(1)}</span>
      <span className="pdp-rating-link__count" aria-hidden="true">
        ({reviewCount(summary.count, code)})
      </span>
    </a>
  );
}
