import type { HttpClient } from '@storefront/http';
import { AppLink, LoadFailed, useShop, useChunk } from '@storefront/ui';
import { transfersHref } from '../dtf-links';
import type { LettersEntry } from './letters-entry';

/**
 * The page's <title>. The gateway's comes from SCREEN_TITLES by screen, and this page is filed under
 * the transfers screen (routing's AREA_PAGES), so the document's first title is the transfers
 * page's until Root sets this one after hydration.
 */

/** The page's chunk: the contracts' schemas, the fonts and the preview load only here, never with the start page. */
const loadLetters = () => import('./letters-entry').then((m) => m.LettersEntry as typeof LettersEntry);

/**
 * /design-lab/letters: a light shell the server renders (heading, what the page is for, a link to
 * transfers from artwork, a loading line), then the text, font, height, colour and quantity with
 * the live preview and price, loaded in the browser after hydration.
 */
export function LettersScreen({ http }: { http: HttpClient }) {
  const { code } = useShop();
  const { part: Entry, failed, retry } = useChunk(loadLetters, true);
  return (
    <section aria-labelledby="design-lab-title" className="dl-letters-screen">
      <h1 id="design-lab-title">Custom lettering</h1>
      <p className="dl-lead">Type a name, a number or a slogan, choose a font, a letter height and a colour, and we print it as a DTF transfer.</p>
      <p className="dl-muted dl-letters-screen__other">
        Have a logo or a picture instead? <AppLink href={transfersHref(code)}>Transfers from your artwork</AppLink>
      </p>
      {failed ? (
        <LoadFailed message="This page could not be loaded." onRetry={retry} />
      ) : Entry ? (
        <Entry http={http} storeCode={code} />
      ) : (
        <p role="status" className="dl-dtf__loading">
          Loading…
        </p>
      )}
    </section>
  );
}
