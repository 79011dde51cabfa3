import { starsText } from './review-words';

/** Five stars filled to `rating` (0–5, fractions too), read as "4 out of 5 stars" (or `label`). */
export function Stars({ rating, label, className }: { rating: number; label?: string; className?: string }) {
  const fill = `${Math.min(Math.max(rating, 0), 5) * 20}%`;
  return (
    <span className={className ? `pdp-stars ${className}` : 'pdp-stars'} role="img" aria-label={label ?? starsText(rating)}>
      <span className="pdp-stars__base" aria-hidden="true">
        ★★★★★
      </span>
      <span className="pdp-stars__fill" style={{ width: fill }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
