import { withStore } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';
import { NOT_FOUND_TEXT } from '@storefront/store-config';

/** The shell's not-found screen (shell/src/apps/status-page.ts) as HTML, in its slot. */
export function statusPageSlot(store: StoreCode): string {
  return `<div id="sf-area-status" data-area="status" data-ssr><section class="sf-status-page" aria-labelledby="sf-status-title"><h1 id="sf-status-title">${NOT_FOUND_TEXT.heading}</h1><p>${NOT_FOUND_TEXT.message.replace(/'/g, '&#39;')}</p><a href="${withStore('/', store)}">${NOT_FOUND_TEXT.home}</a></section></div>`;
}
