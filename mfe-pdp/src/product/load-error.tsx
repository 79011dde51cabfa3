import { LoadFailed } from '@storefront/ui';

/** A failed load (network or server): the message of §8 and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <section className="pdp-empty" aria-label="Product could not be loaded">
      <LoadFailed message={`We could not load this product. ${message}`} onRetry={onRetry} />
    </section>
  );
}
