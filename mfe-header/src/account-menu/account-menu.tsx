import { useId, useRef } from 'react';
import type { HttpClient } from '@storefront/http';
import { withStore } from '@storefront/routing';
import { AppLink, useDismiss, useNavigate, useShop } from '@storefront/ui';
import { closeAccountMenu, signOut, toggleAccountMenu, useAccountMenu } from './account-menu.store';
import './account-menu.css';

/** The signed-in shopper's account menu: their pages and Sign out. Escape or an outside click closes it. */
export function AccountMenu({ http }: { http: HttpClient }) {
  const { open, signingOut, error } = useAccountMenu();
  const { code } = useShop();
  const navigate = useNavigate();
  const panelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useDismiss(open, ref, (by) => {
    closeAccountMenu();
    if (by === 'escape') buttonRef.current?.focus();
  });

  return (
    <div ref={ref} className="hdr-menu">
      <button ref={buttonRef} type="button" className="hdr-menu__toggle" aria-label="Account menu" aria-expanded={open} aria-controls={panelId} onClick={toggleAccountMenu}>
        <svg className="hdr-menu__chevron" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" />
        </svg>
      </button>
      <div id={panelId} className="hdr-menu__panel" hidden={!open}>
        <ul>
          <li>
            <AppLink href={withStore('/account', code)} onClick={closeAccountMenu}>
              Your account
            </AppLink>
          </li>
          <li>
            <AppLink href={withStore('/orders', code)} onClick={closeAccountMenu}>
              Your orders
            </AppLink>
          </li>
          <li>
            <AppLink href={withStore('/account/addresses', code)} onClick={closeAccountMenu}>
              Addresses
            </AppLink>
          </li>
        </ul>
        {error ? (
          <p role="alert" className="hdr-menu__error">
            {error}
          </p>
        ) : null}
        <button type="button" className="hdr-menu__sign-out" disabled={signingOut} onClick={() => void signOut(http, () => navigate(withStore('/', code)))}>
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
    </div>
  );
}
