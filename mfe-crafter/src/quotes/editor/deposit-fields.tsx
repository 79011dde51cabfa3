import { useId } from 'react';
import { useStore } from 'zustand';
import { TextField } from '@storefront/ui';
import type { EditorModel } from './quote-editor.store';

/** The deposit the customer pays to accept: a share of the total, or an amount. */
export function DepositFields({ model }: { model: EditorModel }) {
  const id = useId();
  const { draft, fieldErrors } = useStore(model.store);
  const percent = draft.depositKind === 'percent';
  const error = percent ? fieldErrors['deposit.basis_points'] : fieldErrors['deposit.amount'];
  const choose = (kind: 'percent' | 'amount') => model.edit((d) => (d.depositKind === kind ? d : { ...d, depositKind: kind, depositValue: kind === 'percent' ? '0' : '0.00' }));
  return (
    <fieldset className="crafter-fieldset">
      <legend>Deposit</legend>
      <div className="crafter-choice">
        <label htmlFor={`${id}-percent`}>
          <input id={`${id}-percent`} type="radio" name={`${id}-kind`} checked={percent} onChange={() => choose('percent')} /> A share of the total
        </label>
        <label htmlFor={`${id}-amount`}>
          <input id={`${id}-amount`} type="radio" name={`${id}-kind`} checked={!percent} onChange={() => choose('amount')} /> An amount
        </label>
      </div>
      <TextField
        label={percent ? 'Deposit (%)' : 'Deposit amount'}
        inputMode="decimal"
        hint={percent ? '0 to 100, e.g. 30' : 'e.g. 50.00'}
        error={error ?? fieldErrors.deposit}
        value={draft.depositValue}
        onValue={(depositValue) => model.edit((d) => ({ ...d, depositValue }))}
      />
    </fieldset>
  );
}
