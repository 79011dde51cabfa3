import { Notice } from '@storefront/ui';

/** Shown in this area's slot only when rendering throws; the header and other areas keep working. */
export function AreaError({ error }: { error: Error }) {
  return (
    <div className="cart-root">
      <section className="cart-page" aria-label="Cart error">
        <Notice tone="error">
          <p>Something went wrong while showing your cart.</p>
          {error.message ? <p>{error.message}</p> : null}
        </Notice>
        <button type="button" className="cart-button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </section>
    </div>
  );
}
