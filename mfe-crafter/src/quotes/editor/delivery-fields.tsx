import { useStore } from 'zustand';
import { DELIVERY_METHOD_LABELS, DELIVERY_METHODS, REGION_LABEL, regionsOf, type DeliveryMethod } from '@storefront/contracts';
import { SelectField, TextField } from '@storefront/ui';
import { usePortal } from '../../portal/portal-context';
import { AddressFields } from '../../shared/address-fields';
import { errorsUnder } from '../../shared/field-errors';
import { withShipTo } from './quote-draft';
import type { EditorModel } from './quote-editor.store';

/**
 * Shipping cost, delivery method, where the goods go (not for pickup) and the tax region: a state
 * or province of the crafter's store country, following the ship-to region until chosen.
 */
export function DeliveryFields({ model }: { model: EditorModel }) {
  const { me } = usePortal();
  const { draft, fieldErrors } = useStore(model.store);
  const regionWord = REGION_LABEL[me.country].toLowerCase();
  return (
    <fieldset className="crafter-fieldset">
      <legend>Delivery and tax</legend>
      <div className="crafter-grid">
        <TextField label="Shipping cost" inputMode="decimal" hint="0.00 for none" error={fieldErrors.shipping} value={draft.shipping} onValue={(shipping) => model.edit((d) => ({ ...d, shipping }))} />
        <SelectField
          label="Delivery method"
          error={fieldErrors.delivery_method}
          value={draft.deliveryMethod}
          onValue={(m) => model.edit((d) => ({ ...d, deliveryMethod: m as DeliveryMethod }))}
        >
          {DELIVERY_METHODS.map((m) => (
            <option key={m} value={m}>
              {DELIVERY_METHOD_LABELS[m]}
            </option>
          ))}
        </SelectField>
      </div>
      {draft.deliveryMethod === 'pickup' ? null : (
        <>
          {fieldErrors.ship_to ? <p className="sf-field__error">Ship to {fieldErrors.ship_to.join('; ')}</p> : null}
          <AddressFields legend="Ship to" value={draft.shipTo} errors={errorsUnder(fieldErrors, 'ship_to')} onChange={(shipTo) => model.edit((d) => withShipTo(d, shipTo, me))} />
        </>
      )}
      <SelectField
        label={`Tax ${regionWord}`}
        error={fieldErrors.tax_region}
        value={draft.taxRegion}
        onValue={(taxRegion) => model.edit((d) => ({ ...d, taxRegion, taxRegionChosen: true }))}
      >
        <option value="">Choose…</option>
        {regionsOf(me.country).map((r) => (
          <option key={r.code} value={r.code}>
            {r.name}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
