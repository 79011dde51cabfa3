import { Notice } from '@storefront/ui';

/** Shown in this area's slot only when rendering throws; the header and other areas keep working. */
export function AreaError({ error }: { error: Error }) {
  return (
    <div className="acc-root">
      <section className="acc-page" aria-label="Account error">
        <Notice tone="error">
          <p>Something went wrong while showing your account.</p>
          {error.message ? <p>{error.message}</p> : null}
        </Notice>
        <button type="button" className="acc-button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </section>
    </div>
  );
}
