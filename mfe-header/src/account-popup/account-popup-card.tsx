import { useId, useRef } from 'react';
import { withStore } from '@storefront/routing';
import { UI } from '@storefront/store-config';
import { AppLink, useDismiss, useKeepInViewport, useShop } from '@storefront/ui';
import './account-popup.css';

/** The open account popup (loaded when a page load first shows it); AccountPopup decides when. */
export function AccountPopupCard({ name, routeHref, onClose }: { name: string | null; routeHref: string; onClose(): void }) {
  const { code } = useShop();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDismiss(true, ref, onClose);
  // on a narrow phone the account link is far from the right edge: 310 px anchored to it would
  // hang off the left; moved in, its arrow moves back to keep pointing at the link
  useKeepInViewport(ref, (dx) => ref.current?.style.setProperty('--hdr-popup-arrow-shift', `${dx}px`));

  const back = `?return_to=${encodeURIComponent(routeHref)}`;
  return (
    <div ref={ref} className="hdr-popup" role="dialog" aria-modal="false" aria-labelledby={titleId} style={{ width: UI.popupWidthPx }}>
      <button type="button" className="hdr-popup__close" aria-label="Close account popup" onClick={onClose}>
        ×
      </button>
      {name ? (
        <>
          <p id={titleId} className="hdr-popup__title">
            Welcome back, {name}
          </p>
          <div className="hdr-popup__actions">
            <AppLink className="hdr-popup__primary" href={withStore('/account', code)} onClick={onClose}>
              Your account
            </AppLink>
            <AppLink className="hdr-popup__secondary" href={withStore('/orders', code)} onClick={onClose}>
              Your orders
            </AppLink>
          </div>
        </>
      ) : (
        <>
          <p id={titleId} className="hdr-popup__title">
            Sign in for faster checkout
          </p>
          <p className="hdr-popup__text">See your orders, saved carts and addresses.</p>
          <div className="hdr-popup__actions">
            <AppLink className="hdr-popup__primary" href={withStore('/account/sign-in', code) + back} onClick={onClose}>
              Sign in
            </AppLink>
            <AppLink className="hdr-popup__secondary" href={withStore('/account/sign-up', code) + back} onClick={onClose}>
              Create account
            </AppLink>
          </div>
        </>
      )}
    </div>
  );
}
