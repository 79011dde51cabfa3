import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import type { MenuSubsite } from '@storefront/contracts';
import { onDemand, useOnDemand } from '@storefront/ui';
import { createMobileMenuModel } from './mobile-menu.store';

interface MobileMenuProps {
  subsites: readonly MenuSubsite[];
  /** changes on every navigation; the menu closes then */
  routeHref: string;
}

/** The drawer's code comes with the first opening (mobile-menu-drawer.tsx). */
const mobileMenuDrawer = onDemand(() => import('./mobile-menu-drawer').then((m) => m.MobileMenuDrawer));

/**
 * Mobile menu (<992 px; the button is hidden by CSS above): the "Menu" button, and while open the
 * drawer with the menu's levels (MobileMenuDrawer, downloaded when first opened).
 */
export function MobileMenu({ subsites, routeHref }: MobileMenuProps) {
  const [menu] = useState(createMobileMenuModel);
  const open = useStore(menu.store, (s) => s.open);
  const drawer = useOnDemand(mobileMenuDrawer);
  const contentId = useId();

  useEffect(() => menu.close(), [menu, routeHref]);

  return (
    <>
      <button
        type="button"
        className="hdr-menu-button"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        aria-disabled={drawer.loading || undefined}
        aria-busy={drawer.loading || undefined}
        onClick={() => drawer.open(menu.open)}
        onPointerEnter={drawer.warm}
        onFocus={drawer.warm}
      >
        <svg className="hdr-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        <span className="hdr-menu-button__text">{drawer.loading ? 'Loading…' : 'Menu'}</span>
      </button>
      {drawer.problem ? (
        <span role="alert" className="hdr-menu-button__problem">
          {drawer.problem}
        </span>
      ) : null}
      {open ? <mobileMenuDrawer.Part menu={menu} subsites={subsites} contentId={contentId} /> : null}
    </>
  );
}
