import { useId } from 'react';
import type { Licence, LicenceOffer } from '@storefront/contracts';
import { Price, useShop } from '@storefront/ui';
import { podText, printCapText } from './licence-words';

/**
 * Standard or extended: a radio group, each licence with its price in the store's format, its
 * printed-unit cap and whether print-on-demand as it is may be sold. The name of each radio is the
 * licence and its price; the cap and the print-on-demand rule are its description.
 */
export function LicenceChoice({ offers, chosen, onChoose }: { offers: readonly LicenceOffer[]; chosen: Licence; onChoose(licence: Licence): void }) {
  const { code } = useShop();
  const name = useId();
  return (
    <fieldset className="da-licences">
      <legend className="da-section-title">Licence</legend>
      {offers.map((offer) => {
        const id = `${name}-${offer.licence}`;
        return (
          <div key={offer.licence} className={offer.licence === chosen ? 'da-licence da-licence--chosen' : 'da-licence'}>
            <input
              id={id}
              type="radio"
              name={name}
              value={offer.licence}
              className="da-licence__radio"
              checked={offer.licence === chosen}
              aria-describedby={`${id}-details`}
              onChange={() => onChoose(offer.licence)}
            />
            <label htmlFor={id} className="da-licence__label">
              <span className="da-licence__name">{offer.label}</span> <Price money={offer.price} className="da-licence__price" />
            </label>
            <ul id={`${id}-details`} className="da-licence__details">
              <li>{printCapText(offer.print_cap, code)}</li>
              <li>{podText(offer.pod_as_is)}</li>
            </ul>
          </div>
        );
      })}
    </fieldset>
  );
}
