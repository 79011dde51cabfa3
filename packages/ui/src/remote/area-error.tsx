import { useEffect } from 'react';

/** What an area's slot says when its React tree throws; the header and the other areas keep working. */
export interface AreaErrorText {
  /** the accessible name of the region, e.g. "Cart error" */
  label: string;
  /** one friendly sentence for shoppers; the thrown error's own message never shows */
  message: string;
  /**
   * 'reload' (default) offers "Reload the page"; 'home' a link to the home page, for the header,
   * which is on every page, so reloading one would show the same failure again.
   */
  recovery?: 'reload' | 'home';
}

/**
 * One area error for every remote: friendly text and a way on, the detail to the console. An
 * error's message is written for developers (a stack, a schema dump), so shoppers never see it.
 */
export function AreaError({ error, label, message, recovery = 'reload' }: AreaErrorText & { error: unknown }) {
  useEffect(() => {
    console.error(`${label}:`, error);
  }, [error, label]);
  return (
    <section className="sf-area-error" aria-label={label}>
      <p role="alert">{message}</p>
      {recovery === 'home' ? (
        <a href="/">Go to the home page</a>
      ) : (
        <button type="button" className="sf-button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      )}
    </section>
  );
}
