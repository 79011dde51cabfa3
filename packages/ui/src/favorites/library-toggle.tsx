import { useEffect, useRef, useState } from 'react';
import { signInUrl } from '@storefront/routing';
import { TIMING } from '@storefront/store-config';
import { readFailure } from '@storefront/http';
import { BodyPortal } from '../modal/body-portal';
import { Modal } from '../modal/modal';
import { useShop } from '../store/store-context';
import { readNameCookie } from '../session/name-cookie';
import { useFavorites } from './favorites-context';

export interface LibraryToggleProps {
  /** the product's slug */
  product: string;
  /** the product's name, for the button's accessible name */
  name: string;
  className?: string;
}

type Flash = { text: string; tone: 'done' | 'error' } | null;

/**
 * The heart that saves a product to My Library (§2, §4, §5). A guest gets the sign-in modal and
 * no call is made. Signed in, it flips only once the server has answered, and says "Added to My
 * Library" or "Removed from My Library" for 3 s (§9); it is pressed while the product is saved.
 */
export function LibraryToggle({ product, name, className }: LibraryToggleProps) {
  const favorites = useFavorites();
  const { code } = useShop();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [flash, setFlash] = useState<Flash>(null);
  const [askSignIn, setAskSignIn] = useState(false);
  const hide = useRef<ReturnType<typeof setTimeout>>(undefined);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    // a guest has no favorites: the list is not asked for
    if (readNameCookie() !== null) void favorites.has(product).then((yes) => live.current && setSaved(yes));
    return () => {
      live.current = false;
      clearTimeout(hide.current);
    };
  }, [favorites, product]);

  const show = (next: Flash) => {
    clearTimeout(hide.current);
    setFlash(next);
    hide.current = setTimeout(() => setFlash(null), TIMING.libraryNotificationMs);
  };

  const toggle = async () => {
    if (readNameCookie() === null) {
      setAskSignIn(true);
      return;
    }
    if (busy) return;
    const next = !saved;
    setBusy(true);
    try {
      await favorites.set(product, next);
      if (!live.current) return;
      setSaved(next);
      show({ text: next ? 'Added to My Library' : 'Removed from My Library', tone: 'done' });
    } catch (err) {
      if (live.current) show({ text: readFailure(err).message, tone: 'error' });
    } finally {
      if (live.current) setBusy(false);
    }
  };

  return (
    <span className={className ? `sf-library ${className}` : 'sf-library'}>
      <button
        type="button"
        className="sf-library__toggle"
        aria-pressed={saved}
        aria-busy={busy || undefined}
        // one name in both states (a toggle's name must not change): aria-pressed says which
        aria-label={`Save ${name} to My Library`}
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="sf-library__heart">
          <path d="M12 20.5 4.6 13.2a4.9 4.9 0 0 1 6.9-6.9l.5.5.5-.5a4.9 4.9 0 0 1 6.9 6.9Z" />
        </svg>
      </button>
      {/* only while it shows: a grid of 48 cards should not carry 48 empty live regions; the
          pressed state itself is announced on the focused button */}
      {flash ? (
        <span role={flash.tone === 'error' ? 'alert' : 'status'} className={`sf-library__flash sf-library__flash--${flash.tone}`}>
          {flash.text}
        </span>
      ) : null}
      {/* at the end of <body>: a card's `content-visibility` would box the dialog into the card */}
      {askSignIn ? (
        <BodyPortal>
          <Modal open={askSignIn} title="Sign in to save to My Library" onClose={() => setAskSignIn(false)}>
            <p>My Library keeps the products you like, with your notes and price alerts, on every device you sign in on.</p>
            <p className="sf-library__actions">
              <a className="sf-button sf-button--primary" href={signInUrl(code, currentPath())}>
                Sign in
              </a>
              <a className="sf-button" href={signInUrl(code, currentPath(), 'sign-up')}>
                Create an account
              </a>
            </p>
          </Modal>
        </BodyPortal>
      ) : null}
    </span>
  );
}

const currentPath = () => (typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search);
