import { useId } from 'react';
import type { HttpClient } from '@storefront/http';
import { LoadFailed, useChunk } from '@storefront/ui';
import type { ShopperEntry } from './shopper-entry';

/** The shopper's files and the print flow: their own chunk (zod, the uploader), never with the first screen. */
const loadShopper = () => import('./shopper-entry').then((m) => m.ShopperEntry as typeof ShopperEntry);

/**
 * "Your files" on both screens: a heading and a loading line the server renders, then (per shopper,
 * after hydration) the upload area, the file list and "Send to print". `slug`: the asset page's
 * files only; null on the area page (all of them).
 */
export function ShopperSection({ http, csrfToken, slug }: { http: HttpClient; csrfToken: string; slug: string | null }) {
  const { part: Entry, failed, retry } = useChunk(loadShopper);
  const titleId = useId();
  return (
    <section className="da-files" aria-labelledby={titleId}>
      <h2 id={titleId} className="da-section-title">
        Your files
      </h2>
      <p className="da-muted">Upload your own artwork, or send a design you bought, to print as a DTF transfer.</p>
      {failed ? (
        <LoadFailed message="This part of the page could not be loaded." onRetry={retry} />
      ) : Entry ? (
        <Entry http={http} csrfToken={csrfToken} slug={slug} />
      ) : (
        <p role="status" className="da-muted">
          Loading your files…
        </p>
      )}
    </section>
  );
}
