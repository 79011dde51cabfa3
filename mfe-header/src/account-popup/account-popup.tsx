import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { onDemand, readNameCookie } from '@storefront/ui';
import { accountPopupFlag } from '../session/page-flags';
import { createAccountPopupModel } from './account-popup.store';
import { popupAlreadyShown } from './popup-cookie';

/** Whether this page load should show the popup (§4): never when the page says off or it was shown before. */
export function popupWanted(signedIn: boolean): boolean {
  const flag = accountPopupFlag();
  if (flag === 'off' || popupAlreadyShown()) return false;
  return signedIn ? flag === 'on' : true;
}

/** The card's code is downloaded only when this page load shows it (account-popup-card.tsx). */
const accountPopupCard = onDemand(() => import('./account-popup-card').then((m) => m.AccountPopupCard));

/**
 * The account popup of §4, anchored under the account link (render it inside the link's positioned
 * wrapper): opens by itself once the page has loaded, closes after 6 s, on an outside click or Escape.
 * Non-modal and opened without the shopper asking, so it never takes the focus. Its card is
 * downloaded once the popup is wanted; it opens (and the 6 s start) when the card has arrived, and
 * a card that fails to arrive is simply not shown.
 */
export function AccountPopup({ name, routeHref, onAuthScreen }: { name: string | null; routeHref: string; onAuthScreen: boolean }) {
  const [popup] = useState(createAccountPopupModel);
  const open = useStore(popup.store, (s) => s.open);

  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      popup.close();
    };
  }, [popup]);

  // decided once, when the page has loaded, with what is known then
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current) return;
    const decide = () => {
      decided.current = true;
      // a guest already on the sign-in or sign-up form needs no invitation to it
      // the cookie, not only the rendered name: that starts as the served one until the header's effect re-reads it
      if (onAuthScreen || !popupWanted(name !== null || readNameCookie() !== null)) return;
      accountPopupCard.load().then(
        () => mounted.current && popup.open(),
        () => {},
      );
    };
    if (document.readyState === 'complete') {
      decide();
    } else {
      window.addEventListener('load', decide, { once: true });
    }
    return () => window.removeEventListener('load', decide);
  }, [popup, name, onAuthScreen]);

  if (!open) return null;
  return <accountPopupCard.Part name={name} routeHref={routeHref} onClose={popup.close} />;
}
