import { Notice } from '@storefront/ui';

/** A failed load (network or server): the message of §8 and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <section className="pdp-empty" aria-label="Product could not be loaded">
      <Notice tone="error">
        <p>We could not load this product. {message}</p>
      </Notice>
      <button type="button" className="sf-button sf-button--primary" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
