import type { HttpClient } from '@storefront/http';
import { DeliverTo } from '@storefront/ui';

/**
 * "Deliver to 10001" in the header's utility bar: opens the deliver-to modal (the same one as the
 * product page's); a saved code announces `storefront:location-changed` and every badge follows.
 */
export function DeliverToControl({ http }: { http: HttpClient }) {
  return (
    <div className="hdr-deliver-to">
      <DeliverTo http={http} className="hdr-deliver-to__button" />
    </div>
  );
}
