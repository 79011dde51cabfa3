import { Notice } from '@storefront/ui';

/** What this area's slot shows when rendering throws; the header and other areas keep working. */
export function AreaError({ error }: { error: unknown }) {
  // the message is for people; details stay in the console for developers
  console.error(error);
  return (
    <div className="mfl-root">
      <div className="mfl-error">
        <Notice tone="error">Something went wrong showing these products.</Notice>
        <button type="button" className="mfl-button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    </div>
  );
}
