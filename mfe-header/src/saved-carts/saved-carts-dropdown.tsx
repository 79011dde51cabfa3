import { useId, useRef, useState } from 'react';
import type { HttpClient } from '@storefront/http';
import { onDemand, useDismiss, useOnDemand } from '@storefront/ui';
import { savedCartsDisabled } from '../session/page-flags';
import './saved-carts.css';

/** The list, its actions and its store come with the first opening (saved-carts-panel.tsx). */
const savedCartsPanel = onDemand(() => import('./saved-carts-panel').then((m) => m.SavedCartsPanel));

/**
 * The signed-in shopper's saved carts (§2, §4, §8): a button with the active cart's name and a
 * dropdown whose contents (SavedCartsPanel) are downloaded when it is first opened. Escape or an
 * outside click closes it.
 */
export function SavedCartsDropdown({ http }: { http: HttpClient }) {
  const [open, setOpen] = useState(false);
  const [activeName, setActiveName] = useState<string | null>(null);
  const panel = useOnDemand(savedCartsPanel);
  const panelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useDismiss(open, ref, (by) => {
    setOpen(false);
    if (by === 'escape') buttonRef.current?.focus();
  });

  const toggle = () => (open ? setOpen(false) : panel.open(() => setOpen(true)));
  // the page switched saved carts off (§5): nothing to show, nothing loaded
  if (savedCartsDisabled()) return null;

  return (
    <div ref={ref} className="hdr-saved">
      <button
        ref={buttonRef}
        type="button"
        className="hdr-saved__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-disabled={panel.loading || undefined}
        aria-busy={panel.loading || undefined}
        onClick={toggle}
        onPointerEnter={panel.warm}
        onFocus={panel.warm}
      >
        <svg className="hdr-icon hdr-saved__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 3h12v18l-6-4-6 4z" />
        </svg>
        <span className="hdr-saved__label">{panel.loading ? 'Loading…' : 'Saved carts'}</span>
        {activeName ? <span className="hdr-saved__active-name">{activeName}</span> : null}
      </button>
      {panel.problem ? (
        <p role="alert" className="hdr-saved__problem">
          {panel.problem}
        </p>
      ) : null}
      <div id={panelId} className="hdr-dropdown hdr-saved__panel" role="region" aria-label="Saved carts" hidden={!open}>
        {savedCartsPanel.loaded() ? <savedCartsPanel.Part http={http} open={open} onActiveName={setActiveName} /> : null}
      </div>
    </div>
  );
}
