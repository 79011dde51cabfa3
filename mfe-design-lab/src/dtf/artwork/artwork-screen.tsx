import type { HttpClient } from '@storefront/http';
import { AppLink, LoadFailed, useShop, useChunk } from '@storefront/ui';
import { artworkParams, transfersHref } from '../dtf-links';
import type { ArtworkEntry } from './artwork-entry';

/** The page's chunk: the contracts' schemas, the tools and the size picker load only here. */
const loadArtwork = () => import('./artwork-entry').then((m) => m.ArtworkEntry as typeof ArtworkEntry);

/**
 * /design-lab/artwork?id={uuid}: a light shell the server renders (heading and a loading line),
 * then the artwork with its versions, tools and size picker, loaded in the browser after
 * hydration (the artwork is the shopper's own: their cookie, their files).
 */
export function ArtworkScreen({ http, search }: { http: HttpClient; search: string }) {
  const { code } = useShop();
  const { id, product } = artworkParams(search);
  const { part: Entry, failed, retry } = useChunk(loadArtwork, id !== null);
  return (
    <section aria-labelledby="design-lab-title" className="dl-artwork-screen">
      <h1 id="design-lab-title">Your artwork</h1>
      {!id ? (
        <div className="dl-choose">
          <p>No artwork is chosen yet.</p>
          <p>
            <AppLink href={transfersHref(code)}>Choose an artwork</AppLink> of yours, or upload a new one.
          </p>
        </div>
      ) : failed ? (
        <LoadFailed message="This page could not be loaded." onRetry={retry} />
      ) : Entry ? (
        <Entry key={id} http={http} storeCode={code} id={id} product={product} />
      ) : (
        <p role="status" className="dl-dtf__loading">
          Loading…
        </p>
      )}
    </section>
  );
}
