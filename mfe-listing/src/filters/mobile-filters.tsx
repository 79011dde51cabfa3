import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { Modal, Spinner } from '@storefront/ui';
import { useArea } from '../area-context';
import type { FilterScope, PageLocation } from '../listing/listing-url';
import { FilterPanel } from './filter-panel';
import { loadMobileFilters } from './mobile-filters.store';
import type { FilterNavigation } from './use-filter-navigation';

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
 */
export function MobileFilters({
  request,
  loc,
  scope,
  nav,
  activeCount,
}: {
  /** the listing's API query (as corrected); the sheet asks for the same results' facets */
  request: URLSearchParams;
  loc: PageLocation;
  scope: FilterScope;
  nav: FilterNavigation;
  activeCount: number;
}) {
  const { api, mobileFilters } = useArea();
  const [open, setOpen] = useState(false);
  const state = useStore(mobileFilters);
  useHiddenChatWidgets(open);

  const key = request.toString();
  const current = state.key === key;

  // first open loads; an address change while open loads the new results' filters; otherwise nothing
  useEffect(() => {
    if (open) void loadMobileFilters(mobileFilters, api, new URLSearchParams(key));
  }, [open, key, mobileFilters, api]);

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
      <Modal open={open} title="Filters" variant="sheet" onClose={() => setOpen(false)} className="mfl-sheet">
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
          <FilterPanel key={`${key}|${loc.params.toString()}`} facets={state.facets} loc={loc} scope={scope} nav={nav} onNavigated={() => setOpen(false)} />
        ) : null}
      </Modal>
    </>
  );
}
