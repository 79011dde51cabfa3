import { useEffect, useRef, useState } from 'react';
import type { HttpClient } from '@storefront/http';
import { withStore } from '@storefront/routing';
import { Modal, OTHER_STORE_CODE_EVENT, useShop } from '@storefront/ui';
import type { CurrentRoute } from '../navigation/use-current-route';
import { prefersCanada, readStorePreference } from './store-preference';

export const CANADA_MODAL_TITLE = 'Shopping from Canada?';

/**
 * The Canada store redirect modal (§2): on the US store, a visitor whose browser speaks Canadian
 * English or French, and who has not chosen a store yet, is offered the Canadian store; so is one
 * who types a Canadian postal code as their destination (the US store cannot deliver there).
 * Hiding it or pressing either button sends the choice once (POST /api/store_preference, with the
 * anti-forgery header the http client adds); the cookie it sets keeps the modal away afterwards.
 * Browser-only: the server cannot know the visitor's languages or cookie-less choice.
 */
export function CanadaStoreModal({ http, route, leaveTo = (url) => window.location.assign(url) }: { http: HttpClient; route: CurrentRoute; leaveTo?: (url: string) => void }) {
  const { code: store } = useShop();
  const [open, setOpen] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    if (store !== 'us') return;
    if (readStorePreference() === null && prefersCanada(navigator.languages ?? [navigator.language])) setOpen(true);
    // typing a Canadian code is a clear wish: offered even after an earlier "stay"
    const onCode = (e: Event) => {
      if ((e as CustomEvent<string>).detail !== 'ca') return;
      sent.current = false;
      setOpen(true);
    };
    window.addEventListener(OTHER_STORE_CODE_EVENT, onCode);
    return () => window.removeEventListener(OTHER_STORE_CODE_EVENT, onCode);
  }, [store]);

  const choose = async (choice: 'us' | 'ca') => {
    if (sent.current) return;
    sent.current = true;
    setOpen(false);
    try {
      await http.post('/api/store_preference', { store: choice });
    } catch {
      // the choice still holds for this page; the modal may ask again on a later visit
    }
    // a full document load, as the header's store switch does: the store decides the page data, currency and menu
    if (choice === 'ca') leaveTo(withStore(route.path + route.search, 'ca'));
  };

  return (
    <Modal open={open} title={CANADA_MODAL_TITLE} onClose={() => void choose('us')} className="hdr-canada" describedBy="hdr-canada-text">
      <p id="hdr-canada-text">Our Canadian store has prices in Canadian dollars, delivery to Canadian postal codes, and GST, HST, PST or QST worked out at checkout.</p>
      <div className="hdr-canada__actions">
        <button type="button" className="sf-button sf-button--primary" onClick={() => void choose('ca')}>
          Go to the Canadian store
        </button>
        <button type="button" className="sf-button" onClick={() => void choose('us')}>
          Stay in the US store
        </button>
      </div>
    </Modal>
  );
}
