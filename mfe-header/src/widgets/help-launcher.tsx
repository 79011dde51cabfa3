import { useState } from 'react';
import { withStore } from '@storefront/routing';
import { SUPPORT } from '@storefront/store-config';
import { Modal, useShop } from '@storefront/ui';

export const HELP_TITLE = 'Need a hand?';

/**
 * The help-chat launcher: a round button in the page's corner opening how to reach a person (the
 * store has no live chat yet, so it says so and offers email, phone and the help pages). Marked
 * `data-chat-widget`, so full-height sheets (the phone's filters) hide it while open (§4).
 */
export function HelpLauncher() {
  const { code: store } = useShop();
  const [open, setOpen] = useState(false);
  return (
    <div className="hdr-help" data-chat-widget="">
      <button type="button" className="hdr-help__button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <svg className="hdr-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H9l-5 4V5z" />
        </svg>
        <span className="hdr-help__label">Help</span>
      </button>
      <Modal open={open} title={HELP_TITLE} onClose={() => setOpen(false)} className="hdr-help__panel">
        <p>Write or call us ({SUPPORT.hours}); have your order number to hand.</p>
        <ul className="hdr-help__ways">
          <li>
            Email <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
          </li>
          <li>
            Phone <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a>
          </li>
        </ul>
        <p>
          Or find an answer: <a href={withStore('/help', store)}>Help</a> · <a href={withStore('/shipping', store)}>Shipping</a> ·{' '}
          <a href={withStore('/returns', store)}>Returns</a>
        </p>
      </Modal>
    </div>
  );
}
