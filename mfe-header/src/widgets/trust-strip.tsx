import { createPortal } from 'react-dom';
import { formatMoney, STORES, SUPPORT } from '@storefront/store-config';
import { useShop } from '@storefront/ui';

/** The footer's slot the strip goes in (services/gateway site-footer.ts): below the page, so showing it moves nothing above. */
export const TRUST_SLOT = '[data-trust-slot]';

/**
 * The trust badge strip: what the store stands behind, from the constants checkout and delivery
 * apply. Marked `data-chat-widget` with the help launcher: full-height sheets hide both (§4).
 */
export function TrustStrip() {
  const { code: store } = useShop();
  const slot = typeof document === 'undefined' ? null : document.querySelector(TRUST_SLOT);
  if (!slot) return null;
  const badges = [
    'Secure checkout: card details go to the payment provider, never to us',
    `Free standard shipping from ${formatMoney(STORES[store].freeShippingFrom, store, { showCode: store === 'ca' })}`,
    'Real people answer: email or phone, on business days',
    `Misprinted or damaged? Reprinted or refunded within ${SUPPORT.returnDays} days`,
  ];
  return createPortal(
    <ul className="hdr-trust" aria-label="Why shop with us" data-chat-widget="">
      {badges.map((b) => (
        <li key={b} className="hdr-trust__badge">
          <svg className="hdr-trust__check" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 8.5l3 3 7-7" />
          </svg>
          {b}
        </li>
      ))}
    </ul>,
    slot,
  );
}
