import { Notice } from '@storefront/ui';

/** Shown in this area's slot only when rendering throws; the header and other areas keep working. */
export function AreaError({ error }: { error: Error }) {
  return (
    <div className="pdp-root">
      <section className="pdp-empty" aria-label="Product page error">
        <Notice tone="error">
          <p>Something went wrong while showing this product.</p>
          {error.message ? <p className="pdp-empty__detail">{error.message}</p> : null}
        </Notice>
        <button type="button" className="pdp-button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </section>
    </div>
  );
}
