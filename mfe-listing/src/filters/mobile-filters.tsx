import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { formatNumber } from '@storefront/store-config';
import { Modal, Spinner, useShop } from '@storefront/ui';
import { useArea } from '../area-context';
import type { FilterScope, PageLocation } from '../listing/listing-url';
import { FilterPanel } from './filter-panel';
import { loadFilterCount, loadMobileFilters } from './mobile-filters.store';
import type { FilterNavigation } from './use-filter-navigation';

/** Taps in quick succession (a colour, then a size) ask for one count, not one each. */
export const FILTER_COUNT_DEBOUNCE_MS = 300;

const CHAT_WIDGETS = '[data-chat-widget]';

/** Chat and trust widgets float over a full-height sheet, so they are hidden while it is open (§4). */
function useHiddenChatWidgets(hidden: boolean): void {
  useEffect(() => {
    if (!hidden) return;
    const widgets = Array.from(document.querySelectorAll<HTMLElement>(CHAT_WIDGETS));
    const before = widgets.map((w) => w.hidden);
    for (const w of widgets) w.hidden = true;
    return () => widgets.forEach((w, i) => (w.hidden = before[i] ?? false));
  }, [hidden]);
}

/**
 * Phones (§4): a Filters button opens a sheet whose content is fetched when first opened, once
 * per listing query, with a loader meanwhile; a failure offers Retry and no message (§8).
 * Choices collect in the sheet (a colour, a size, a brand…) and the apply button says how many
 * products they would give; it navigates once. Escape and Close drop the choices.
 */
export function MobileFilters({
  request,
  requestFor,
  total,
  loc,
  scope,
  nav,
  activeCount,
}: {
  /** the listing's API query (as corrected); the sheet asks for the same results' facets */
  request: URLSearchParams;
  /** the API query of this page with another query string (the pending choice), built like `request` */
  requestFor(search: string): URLSearchParams;
  /** products the current results hold */
  total: number;
  loc: PageLocation;
  scope: FilterScope;
  nav: FilterNavigation;
  activeCount: number;
}) {
  const { api, mobileFilters } = useArea();
  const { code: store } = useShop();
  const [open, setOpen] = useState(false);
  // the page the choices not yet applied would make; null while nothing changed
  const [pending, setPending] = useState<string | null>(null);
  const state = useStore(mobileFilters);
  useHiddenChatWidgets(open);

  const key = request.toString();
  const current = state.key === key;
  const pendingLoc: PageLocation | undefined = pending === null ? undefined : { pathname: loc.pathname, params: new URL(pending, 'http://sheet.invalid').searchParams };
  const countKey = pendingLoc ? requestFor(`?${pendingLoc.params.toString()}`).toString() : key;

  // first open loads; an address change while open loads the new results' filters; otherwise nothing
  useEffect(() => {
    if (open) void loadMobileFilters(mobileFilters, api, new URLSearchParams(key));
  }, [open, key, mobileFilters, api]);

  // a new address (applied, or Back) replaces the results the choices were made on
  useEffect(() => setPending(null), [key]);

  useEffect(() => {
    if (!open || countKey === key) return;
    const timer = setTimeout(() => void loadFilterCount(mobileFilters, api, new URLSearchParams(countKey)), FILTER_COUNT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [open, countKey, key, mobileFilters, api]);

  const close = () => {
    setOpen(false);
    setPending(null);
  };
  const count = countKey === key ? total : state.count?.key === countKey ? state.count.total : null;
  const counted = count === null ? null : `${formatNumber(count, store)} ${count === 1 ? 'product' : 'products'}`;

  return (
    <>
      <button
        type="button"
        className="sf-button mfl-filters-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={activeCount > 0 ? `Filters, ${activeCount} active` : 'Filters'}
        onClick={() => setOpen(true)}
      >
        Filters
        {activeCount > 0 ? <span className="sf-count-badge">{activeCount}</span> : null}
      </button>
      <Modal open={open} title="Filters" variant="sheet" onClose={close} className="mfl-sheet">
        {current && state.status === 'loading' ? (
          <div className="mfl-sheet__state">
            <Spinner label="Loading filters" visibleLabel />
          </div>
        ) : null}
        {current && state.status === 'error' ? (
          <div className="mfl-sheet__state">
            <button type="button" className="sf-button" onClick={() => void loadMobileFilters(mobileFilters, api, request)}>
              Retry
            </button>
          </div>
        ) : null}
        {current && state.status === 'ready' && state.facets ? (
          <>
            <FilterPanel
              key={`${key}|${loc.params.toString()}`}
              facets={state.facets}
              loc={loc}
              scope={scope}
              nav={nav}
              onNavigated={close}
              collect={{ onChange: setPending, submitLabel: counted === null ? 'Apply filters' : `Show ${counted}` }}
              pendingLoc={pendingLoc ?? loc}
            />
            <p role="status" className="sf-visually-hidden">
              {pending !== null && counted !== null ? `${counted} match` : ''}
            </p>
          </>
        ) : null}
      </Modal>
    </>
  );
}
