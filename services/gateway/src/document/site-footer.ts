import { hourText, PRODUCTION_DAYS, STOCK_CUTOFFS } from '@storefront/delivery';
import { withStore } from '@storefront/routing';
import { formatMoney, STORES, type StoreCode } from '@storefront/store-config';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The store's information pages (§2 reserved pages; their screens are the listing area's info pages). */
export const FOOTER_LINKS = [
  { label: 'Help', path: '/help' },
  { label: 'Shipping', path: '/shipping' },
  { label: 'Returns', path: '/returns' },
  { label: 'Contact us', path: '/contactus' },
  { label: 'About us', path: '/about-us' },
  { label: 'Accessibility', path: '/accessibility' },
] as const;

/**
 * What checkout takes: cards (payment_method_type `card`) of the networks the cart's provider
 * recognises (services/cart payments/test-cards.ts `cardBrand`), and store credit. Each badge is
 * inline SVG text with its name as the accessible name: no image requests, nothing to load.
 */
const PAYMENT_BADGES = [
  { name: 'Visa', short: 'VISA', fill: '#1a1f71' },
  { name: 'Mastercard', short: 'MC', fill: '#1b1b1b' },
  { name: 'American Express', short: 'AMEX', fill: '#1f5fa8' },
  { name: 'Discover', short: 'DISC', fill: '#6b3a00' },
] as const;

function badge(name: string, short: string, fill: string): string {
  return `<li><svg class="sf-pay" role="img" aria-label="${name}" viewBox="0 0 48 30" width="48" height="30"><title>${name}</title><rect width="48" height="30" rx="4" fill="${fill}"/><text x="24" y="19" text-anchor="middle" font-size="10" font-weight="700" fill="#fff" font-family="system-ui,sans-serif">${short}</text></svg></li>`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The promises of the footer, from the constants the checkout and the delivery engine apply. */
export function footerPromises(store: StoreCode): { freeShipping: string; blanks: string; printed: string } {
  const cutoff = STOCK_CUTOFFS.blanks.standard;
  return {
    freeShipping: `Free standard shipping on orders of ${formatMoney(STORES[store].freeShippingFrom, store, { showCode: store === 'ca' })} or more`,
    blanks: `In-stock blanks ship the same business day when ordered by ${hourText(cutoff.hour)} (warehouse time)`,
    printed: `Printed and made-to-order goods ship after ${plural(PRODUCTION_DAYS.made, 'business day')} of production`,
  };
}

/**
 * The footer of every document, rendered here so it is on the page before any remote loads: the
 * store's links (and the same page in the other store), the payment methods taken and the shipping
 * promises. `pathAndQuery` is the current page without the store prefix; the shell keeps the store
 * switch (`data-store-switch`) on the page shown after client-side navigation.
 */
export function siteFooter(store: StoreCode, pathAndQuery: string): string {
  const other: StoreCode = store === 'ca' ? 'us' : 'ca';
  // a path of `//host…` would be another site's address in an href
  const samePage = /^\/[/\\]/.test(pathAndQuery) ? '/' : pathAndQuery;
  const promises = footerPromises(store);
  const links = [
    ...FOOTER_LINKS.map((l) => `<li><a href="${escapeHtml(withStore(l.path, store))}">${l.label}</a></li>`),
    `<li><a href="${escapeHtml(withStore(samePage, other))}" hreflang="${STORES[other].locale}" data-store-switch="${other}">${other === 'ca' ? 'Shop the Canadian store' : 'Shop the US store'}</a></li>`,
  ];
  // data-trust-slot: the header's trust strip goes here once the browser knows the visitor (§6)
  return `<footer class="sf-footer">
<div class="sf-footer__trust" data-trust-slot></div>
<div class="sf-footer__inner">
<nav class="sf-footer__nav" aria-label="Store information"><ul>${links.join('')}</ul></nav>
<section class="sf-footer__promises" aria-labelledby="sf-footer-promises"><h2 id="sf-footer-promises">Our promises</h2><ul>${[promises.freeShipping, promises.blanks, promises.printed].map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul></section>
<section class="sf-footer__pay" aria-labelledby="sf-footer-pay"><h2 id="sf-footer-pay">We accept</h2><ul>${PAYMENT_BADGES.map((b) => badge(b.name, b.short, b.fill)).join('')}<li class="sf-pay sf-pay--text">Store credit</li></ul></section>
</div>
<p class="sf-footer__store">Prices in ${STORES[store].currency}. ${store === 'ca' ? 'Canadian store' : 'US store'}.</p>
</footer>`;
}
