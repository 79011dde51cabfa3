import { useEffect, useLayoutEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { MenuSubsite } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { BREAKPOINTS } from '@storefront/store-config';
import { AppLink, Modal, useShop } from '@storefront/ui';
import { levelKey, type MobileMenuModel } from './mobile-menu.store';

type PendingFocus = { to: 'back' } | { to: 'forward'; index: number } | null;

/**
 * The open mobile menu: a full-height dialog with sub-levels subsite → columns → links, loaded
 * when the menu is first opened. While it is shown the page does not scroll behind it (§4), and
 * each level's scroll position is remembered so "Back" lands where the shopper left the list.
 */
export function MobileMenuDrawer({ menu, subsites, contentId }: { menu: MobileMenuModel; subsites: readonly MenuSubsite[]; contentId: string }) {
  const path = useStore(menu.store, (s) => s.path);
  const { code: store } = useShop();
  const listRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<PendingFocus>(null);

  // while open the page does not scroll behind the menu
  useEffect(() => {
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    // widening past the small breakpoint hides the menu button; do not leave the page locked
    const wide = window.matchMedia?.(`(min-width: ${BREAKPOINTS.smallMax + 1}px)`);
    const onWide = () => wide?.matches && menu.close();
    wide?.addEventListener?.('change', onWide);
    return () => {
      style.overflow = previous;
      wide?.removeEventListener?.('change', onWide);
    };
  }, [menu]);

  const key = levelKey(path);
  // runs before paint, so a level never flashes at the wrong scroll position
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    list.scrollTop = menu.savedScrollTop(path);
    const focus = pendingFocus.current;
    pendingFocus.current = null;
    if (focus?.to === 'back') list.querySelector<HTMLElement>('[data-back]')?.focus();
    if (focus?.to === 'forward') list.querySelectorAll<HTMLElement>('[data-forward]')[focus.index]?.focus();
    // path is read through key: a new array with the same indexes is the same level
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const forward = (index: number) => {
    pendingFocus.current = { to: 'back' };
    menu.enterLevel(index, listRef.current?.scrollTop ?? 0);
  };
  const back = () => {
    const index = path[path.length - 1];
    pendingFocus.current = index === undefined ? null : { to: 'forward', index };
    menu.leaveLevel();
  };

  const [subsiteIndex, columnIndex] = path;
  const subsite = subsiteIndex === undefined ? undefined : subsites[subsiteIndex];
  const column = columnIndex === undefined ? undefined : subsite?.columns[columnIndex];

  const backButton = (label: string) => (
    <button type="button" className="hdr-mobile__back" data-back onClick={back}>
      <svg className="hdr-mobile__arrow" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M7.5 3 4.5 6l3 3" />
      </svg>
      Back to {label}
    </button>
  );
  const forwardButton = (label: string, index: number) => (
    <button type="button" className="hdr-mobile__forward" data-forward onClick={() => forward(index)}>
      {label}
      <svg className="hdr-mobile__arrow" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="m4.5 3 3 3-3 3" />
      </svg>
    </button>
  );
  const link = (href: string, label: string, className = 'hdr-mobile__link') => (
    <AppLink href={withStore(href, store)} className={className} onClick={menu.close}>
      {label}
    </AppLink>
  );

  let level;
  if (subsite && column) {
    level = (
      <>
        {backButton(subsite.label)}
        <h2 className="hdr-mobile__heading">{column.title}</h2>
        <ul className="hdr-mobile__list">
          {column.links.map((l) => (
            <li key={l.url + l.label}>{link(l.url, l.label)}</li>
          ))}
        </ul>
      </>
    );
  } else if (subsite) {
    level = (
      <>
        {backButton('Menu')}
        <h2 className="hdr-mobile__heading">{subsite.label}</h2>
        {link(subsite.url, `Shop all ${subsite.label}`, 'hdr-mobile__link hdr-mobile__link--all')}
        <ul className="hdr-mobile__list">
          {subsite.columns.map((c, i) => (
            <li key={c.title}>{forwardButton(c.title, i)}</li>
          ))}
        </ul>
      </>
    );
  } else {
    level = (
      <ul className="hdr-mobile__list">
        {subsites.map((s, i) => (
          <li key={s.key}>{forwardButton(s.label, i)}</li>
        ))}
      </ul>
    );
  }

  return (
    <Modal open title="Menu" onClose={menu.close} variant="sheet" className="hdr-mobile">
      <div ref={listRef} id={contentId} className="hdr-mobile__level" data-level={key}>
        {level}
      </div>
    </Modal>
  );
}
