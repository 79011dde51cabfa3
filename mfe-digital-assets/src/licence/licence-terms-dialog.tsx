import type { LicenceOffer } from '@storefront/contracts';
import { Modal, useShop } from '@storefront/ui';
import { LICENCE_TERMS_TITLE, podText, printCapText } from './licence-words';

/** Both licences' terms side by side (stacked on a phone), each with its cap and print-on-demand rule. */
export function LicenceTermsDialog({ offers, onClose }: { offers: readonly LicenceOffer[]; onClose(): void }) {
  const { code } = useShop();
  return (
    <Modal open title={LICENCE_TERMS_TITLE} onClose={onClose} className="da-terms">
      <div className="da-terms__columns">
        {offers.map((offer) => (
          <section key={offer.licence} className="da-terms__column" aria-labelledby={`da-terms-${offer.licence}`}>
            <h3 id={`da-terms-${offer.licence}`} className="da-terms__heading">
              {offer.label}
            </h3>
            <p className="da-muted">
              {printCapText(offer.print_cap, code)}. {podText(offer.pod_as_is)}.
            </p>
            <ul className="da-terms__list">
              {offer.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <button type="button" className="sf-button" onClick={onClose}>
        Close
      </button>
    </Modal>
  );
}
