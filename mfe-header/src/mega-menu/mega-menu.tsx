import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuSubsite } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { AppLink, useDismiss, useShop } from '@storefront/ui';

/** Hover intent: a pointer crossing the bar on its way elsewhere must not flash panels open. */
const HOVER_OPEN_DELAY_MS = 150;
/** Grace period so a diagonal move from the bar into a panel does not close it. */
const HOVER_CLOSE_DELAY_MS = 250;

interface Open {
  key: string;
  /** a panel opened by hover closes when the pointer leaves; one opened by click or keyboard stays */
  by: 'hover' | 'click';
}

interface MegaMenuProps {
  subsites: readonly MenuSubsite[];
  /** changes on every navigation; any open panel closes then */
  routeHref: string;
}

/**
 * Desktop mega menu (≥992 px; hidden by CSS below). It follows the disclosure-navigation pattern
 * rather than role=menubar: panels hold columns of ordinary links, which menu roles would hide
 * from screen readers' reading mode. The keyboard model of a menubar is kept on top: ←/→/Home/End
 * move between subsites, ↓ opens and enters a panel, Escape closes and returns focus.
 */
export function MegaMenu({ subsites, routeHref }: MegaMenuProps) {
  const { code: store } = useShop();
  const [open, setOpen] = useState<Open | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** set by ↓ on a top item: the first link of that panel takes focus once it is shown */
  const focusFirstLinkOf = useRef<string | null>(null);
  const idBase = useId();
  const panelId = (key: string) => `${idBase}-${key}`;

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  useEffect(() => {
    clearTimeout(hoverTimer.current);
    setOpen(null);
  }, [routeHref]);

  // while a panel is open, Escape anywhere and a click outside the bar close it
  useDismiss(open !== null, navRef, (by) => {
    const hadFocus = navRef.current?.contains(document.activeElement) ?? false;
    const key = open?.key;
    setOpen(null);
    if (by === 'escape' && hadFocus && key !== undefined) buttons.current.get(key)?.focus();
  });

  const later = (ms: number, fn: () => void) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(fn, ms);
  };

  const panelLinks = (key: string): HTMLAnchorElement[] =>
    Array.from(document.getElementById(panelId(key))?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);

  // ↓ on a top item asked for the panel's first link: focus it once the panel is shown
  useLayoutEffect(() => {
    const key = focusFirstLinkOf.current;
    focusFirstLinkOf.current = null;
    if (key && open?.key === key) panelLinks(key)[0]?.focus();
  });

  const focusTop = (index: number) => {
    const n = subsites.length;
    const target = subsites[((index % n) + n) % n];
    if (!target) return;
    buttons.current.get(target.key)?.focus();
    // like a menubar: with a panel open, moving along the bar opens the neighbour
    if (open) setOpen({ key: target.key, by: 'click' });
  };

  const onTopKey = (e: KeyboardEvent<HTMLButtonElement>, index: number, key: string) => {
    switch (e.key) {
      case 'ArrowRight':
        e.preventDefault();
        focusTop(index + 1);
        break;
      case 'ArrowLeft':
        e.preventDefault();
        focusTop(index - 1);
        break;
      case 'Home':
        e.preventDefault();
        focusTop(0);
        break;
      case 'End':
        e.preventDefault();
        focusTop(subsites.length - 1);
        break;
      case 'ArrowDown':
        e.preventDefault();
        clearTimeout(hoverTimer.current);
        focusFirstLinkOf.current = key;
        setOpen({ key, by: 'click' });
        break;
    }
  };

  const onPanelKey = (e: KeyboardEvent<HTMLDivElement>, key: string) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = panelLinks(key);
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at === -1) return;
    e.preventDefault();
    if (e.key === 'ArrowUp' && at === 0) {
      buttons.current.get(key)?.focus();
      return;
    }
    links[Math.min(links.length - 1, at + (e.key === 'ArrowDown' ? 1 : -1))]?.focus();
  };

  return (
    <nav
      ref={navRef}
      aria-label="Shop by category"
      className="hdr-mega"
      onBlur={(e) => {
        // keyboard users tabbing out of the bar leave no panel behind
        if (open?.by === 'click' && e.relatedTarget && !navRef.current?.contains(e.relatedTarget as Node)) setOpen(null);
      }}
    >
      <ul className="hdr-mega__bar">
        {subsites.map((subsite, index) => {
          const isOpen = open?.key === subsite.key;
          return (
            <li
              key={subsite.key}
              className="hdr-mega__item"
              onMouseEnter={() => later(HOVER_OPEN_DELAY_MS, () => setOpen((o) => (o?.by === 'click' && o.key === subsite.key ? o : { key: subsite.key, by: 'hover' })))}
              onMouseLeave={() => later(HOVER_CLOSE_DELAY_MS, () => setOpen((o) => (o?.key === subsite.key && o.by === 'hover' ? null : o)))}
            >
              <button
                ref={(el) => {
                  if (el) buttons.current.set(subsite.key, el);
                  else buttons.current.delete(subsite.key);
                }}
                type="button"
                className="hdr-mega__top"
                aria-expanded={isOpen}
                aria-controls={panelId(subsite.key)}
                onClick={() => {
                  clearTimeout(hoverTimer.current);
                  // a click on a panel the pointer already opened pins it instead of closing it
                  setOpen((o) => (o?.key === subsite.key && o.by === 'click' ? null : { key: subsite.key, by: 'click' }));
                }}
                onKeyDown={(e) => onTopKey(e, index, subsite.key)}
              >
                {subsite.label}
                <svg className="hdr-mega__chevron" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                  <path d="m3 4.5 3 3 3-3" />
                </svg>
              </button>
              <div
                id={panelId(subsite.key)}
                className="hdr-mega__panel"
                hidden={!isOpen}
                onKeyDown={(e) => onPanelKey(e, subsite.key)}
                onClick={(e) => (e.target as Element).closest('a') && setOpen(null)}
              >
                <AppLink href={withStore(subsite.url, store)} className="hdr-mega__all">
                  Shop all {subsite.label}
                </AppLink>
                <div className="hdr-mega__columns">
                  {subsite.columns.map((column, c) => {
                    const headingId = `${panelId(subsite.key)}-col${c}`;
                    return (
                      <div key={column.title} className="hdr-mega__column">
                        <h2 id={headingId} className="hdr-mega__heading">
                          {column.title}
                        </h2>
                        <ul className="hdr-mega__links" aria-labelledby={headingId}>
                          {column.links.map((link) => (
                            <li key={link.url + link.label}>
                              <AppLink href={withStore(link.url, store)} className="hdr-mega__link">
                                {link.label}
                              </AppLink>
                            </li>
                          ))}
                        </ul>
                      </div>
                    );
                  })}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
