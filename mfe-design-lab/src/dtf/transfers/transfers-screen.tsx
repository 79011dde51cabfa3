import type { HttpClient } from '@storefront/http';
import { AppLink, LoadFailed, useShop, useChunk } from '@storefront/ui';
import { lettersHref, transfersParams } from '../dtf-links';
import type { TransfersEntry } from './transfers-entry';

/** The page's chunk: the contracts' schemas and the uploader load only here, never with the start page. */
const loadTransfers = () => import('./transfers-entry').then((m) => m.TransfersEntry as typeof TransfersEntry);

/**
 * /design-lab/transfers: a light shell the server renders (heading, what the page is for, a
 * loading line), then the drop zone and the shopper's artworks, loaded in the browser after
 * hydration: the list is per shopper (their cookie), so the document inlines nothing.
 */
export function TransfersScreen({ http, csrfToken, search }: { http: HttpClient; csrfToken: string; search: string }) {
  const { code } = useShop();
  const { catalogNumber } = transfersParams(search);
  const { part: Entry, failed, retry } = useChunk(loadTransfers, true);
  return (
    <section aria-labelledby="design-lab-title" className="dl-transfers">
      <h1 id="design-lab-title">Transfers from your artwork</h1>
      <p className="dl-lead">Upload your own artwork, clean it up with our tools, and choose the size it prints at as a DTF transfer.</p>
      <p className="dl-muted dl-transfers__letters">
        Lettering instead? <AppLink href={lettersHref(code)}>Set your text</AppLink>
      </p>
      {failed ? (
        <LoadFailed message="This page could not be loaded." onRetry={retry} />
      ) : Entry ? (
        <Entry http={http} csrfToken={csrfToken} storeCode={code} catalogNumber={catalogNumber} />
      ) : (
        <p role="status" className="dl-dtf__loading">
          Loading…
        </p>
      )}
    </section>
  );
}
