import type { HttpClient } from '@storefront/http';
import { LoadFailed, useChunk } from '@storefront/ui';
import { PortalFrame, PortalLoading } from './portal-frame';
import type { PortalEntry } from './portal-entry';

/** The portal is its own chunk (zod, the editor, the forms): the customer's quote page never loads it. */
const loadPortal = () => import('./portal-entry').then((m) => m.PortalEntry as typeof PortalEntry);

/**
 * /crafter: signed-in tools, rendered in the browser. The server (and the browser's first render)
 * shows the heading and the loading state, so hydration matches; then the portal's chunk loads.
 */
export function PortalSection({ http }: { http: HttpClient }) {
  const { part: Entry, failed, retry } = useChunk(loadPortal);
  if (Entry) return <Entry http={http} />;
  return <PortalFrame title="Crafter portal">{failed ? <LoadFailed message="The crafter portal could not be loaded." onRetry={retry} /> : <PortalLoading />}</PortalFrame>;
}
