import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import { UI } from '@storefront/store-config';
import { AppLink, useDismiss, useShop } from '@storefront/ui';
import { accountPopupFlag } from '../session/page-flags';
import { createAccountPopupModel } from './account-popup.store';
import { popupAlreadyShown } from './popup-cookie';
import './account-popup.css';

/** Whether this page load should show the popup (§4): never when the page says off or it was shown before. */
export function popupWanted(signedIn: boolean): boolean {
  const flag = accountPopupFlag();
  if (flag === 'off' || popupAlreadyShown()) return false;
  return signedIn ? flag === 'on' : true;
}

/**
 * The account popup of §4, anchored under the account link (render it inside the link's positioned
 * wrapper): opens by itself once the page has loaded, closes after 6 s, on an outside click or Escape.
 * Non-modal and opened without the shopper asking, so it never takes the focus.
 */
export function AccountPopup({ name, routeHref, onAuthScreen }: { name: string | null; routeHref: string; onAuthScreen: boolean }) {
  const [popup] = useState(createAccountPopupModel);
  const open = useStore(popup.store, (s) => s.open);
  const { code } = useShop();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => popup.close, [popup]);

  // decided once, when the page has loaded, with what is known then
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current) return;
    const decide = () => {
      decided.current = true;
      // a guest already on the sign-in or sign-up form needs no invitation to it
      if (!onAuthScreen && popupWanted(name !== null)) popup.open();
    };
    if (document.readyState === 'complete') return decide();
    window.addEventListener('load', decide, { once: true });
    return () => window.removeEventListener('load', decide);
  }, [popup, name, onAuthScreen]);

  useDismiss(open, ref, popup.close);

  if (!open) return null;
  const back = `?return_to=${encodeURIComponent(routeHref)}`;
  return (
    <div ref={ref} className="hdr-popup" role="dialog" aria-modal="false" aria-labelledby={titleId} style={{ width: UI.popupWidthPx }}>
      <button type="button" className="hdr-popup__close" aria-label="Close account popup" onClick={popup.close}>
        ×
      </button>
      {name ? (
        <>
          <p id={titleId} className="hdr-popup__title">
            Welcome back, {name}
          </p>
          <div className="hdr-popup__actions">
            <AppLink className="hdr-popup__primary" href={withStore('/account', code)} onClick={popup.close}>
              Your account
            </AppLink>
            <AppLink className="hdr-popup__secondary" href={withStore('/orders', code)} onClick={popup.close}>
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
            <AppLink className="hdr-popup__primary" href={withStore('/account/sign-in', code) + back} onClick={popup.close}>
              Sign in
            </AppLink>
            <AppLink className="hdr-popup__secondary" href={withStore('/account/sign-up', code) + back} onClick={popup.close}>
              Create account
            </AppLink>
          </div>
        </>
      )}
    </div>
  );
}
