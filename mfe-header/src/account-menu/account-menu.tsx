import { useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { HttpClient } from '@storefront/http';
import { withStore } from '@storefront/routing';
import { AppLink, useDismiss, useNavigate, useShop } from '@storefront/ui';
import { createAccountMenuModel } from './account-menu.store';
import './account-menu.css';

/** The signed-in shopper's account menu: their pages and Sign out. Escape or an outside click closes it. */
export function AccountMenu({ http }: { http: HttpClient }) {
  const [menu] = useState(createAccountMenuModel);
  const { open, signingOut, error } = useStore(menu.store);
  const { code } = useShop();
  const navigate = useNavigate();
  const panelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useDismiss(open, ref, (by) => {
    menu.close();
    if (by === 'escape') buttonRef.current?.focus();
  });

  return (
    <div ref={ref} className="hdr-menu">
      <button ref={buttonRef} type="button" className="hdr-menu__toggle" aria-label="Account menu" aria-expanded={open} aria-controls={panelId} onClick={menu.toggle}>
        <svg className="hdr-menu__chevron" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" />
        </svg>
      </button>
      <div id={panelId} className="hdr-dropdown hdr-menu__panel" hidden={!open}>
        <ul>
          <li>
            <AppLink href={withStore('/account', code)} onClick={menu.close}>
              Your account
            </AppLink>
          </li>
          <li>
            <AppLink href={withStore('/orders', code)} onClick={menu.close}>
              Your orders
            </AppLink>
          </li>
          <li>
            <AppLink href={withStore('/account/addresses', code)} onClick={menu.close}>
              Addresses
            </AppLink>
          </li>
          <li>
            <AppLink href={withStore('/account/library', code)} onClick={menu.close}>
              My Library
            </AppLink>
          </li>
        </ul>
        {error ? (
          <p role="alert" className="hdr-menu__error">
            {error}
          </p>
        ) : null}
        <button type="button" className="hdr-menu__sign-out" disabled={signingOut} onClick={() => void menu.signOut(http, () => navigate(withStore('/', code)))}>
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
    </div>
  );
}
