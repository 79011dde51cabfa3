import type { HttpClient } from '@storefront/http';
import { AppLink, LoadFailed, useShop, useChunk } from '@storefront/ui';
import { transfersHref } from '../dtf-links';
import type { GangSheetEntry } from './gang-sheet-entry';
import { gangSheetParams } from './gang-sheet-params';

/** The page's chunk: the contracts' schemas, the packer and the sheet editor load only here, never with the start page. */
const loadGangSheet = () => import('./gang-sheet-entry').then((m) => m.GangSheetEntry as typeof GangSheetEntry);

/**
 * /design-lab/gang-sheet: a light shell the server renders (heading, what a gang sheet is, a link
 * to upload artwork, a loading line), then the builder, loaded in the browser after hydration: the
 * artworks are per shopper (their cookie), so the document inlines nothing.
 */
export function GangSheetScreen({ http, search }: { http: HttpClient; search: string }) {
  const { code } = useShop();
  const { fromCart, cartId } = gangSheetParams(search);
  const { part: Entry, failed, retry } = useChunk(loadGangSheet, true);
  return (
    <section aria-labelledby="design-lab-title" className="dl-gang-screen">
      <h1 id="design-lab-title">Gang sheet builder</h1>
      <p className="dl-lead">
        Put your own artwork side by side on one length of DTF film, sold by its length: we print the sheet, you cut the transfers apart and press them.
      </p>
      <p className="dl-muted dl-gang-screen__other">
        Artwork not uploaded yet? <AppLink href={transfersHref(code)}>Transfers from your artwork</AppLink>
      </p>
      {failed ? (
        <LoadFailed message="This page could not be loaded." onRetry={retry} />
      ) : Entry ? (
        <Entry http={http} storeCode={code} fromCart={fromCart} cartId={cartId} />
      ) : (
        <p role="status" className="dl-dtf__loading">
          Loading…
        </p>
      )}
    </section>
  );
}
