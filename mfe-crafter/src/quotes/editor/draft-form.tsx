import type { FormEvent } from 'react';
import { useStore } from 'zustand';
import { Notice, TextAreaField, TextField } from '@storefront/ui';
import { usePortal } from '../../portal/portal-context';
import { CustomerPicker } from './customer-picker';
import { DeliveryFields } from './delivery-fields';
import { DepositFields } from './deposit-fields';
import { DraftActions } from './draft-actions';
import { LinesEditor } from './lines-editor';
import { withCustomer } from './quote-draft';
import type { EditorModel } from './quote-editor.store';
import { TotalsPanel } from './totals-panel';

/** A draft quote's form: everything quoteBody holds, the live totals beside it, and its actions. */
export function DraftForm({ model, titleId }: { model: EditorModel; titleId: string }) {
  const { me } = usePortal();
  const { draft, saved, dirty, busy, fieldErrors, message, notice } = useStore(model.store);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void model.save();
  };
  const date = (label: string, key: 'issuedOn' | 'validUntil' | 'dueOn', path: string) => (
    <TextField label={label} type="date" error={fieldErrors[path]} value={draft[key]} onValue={(v) => model.edit((d) => ({ ...d, [key]: v }))} />
  );
  return (
    <form className="crafter-editor" aria-labelledby={titleId} onSubmit={submit} noValidate aria-busy={busy !== null}>
      <div className="crafter-editor__main">
        {message ? <Notice tone="error">{message}</Notice> : null}
        {notice ? (
          <p role="status" className="crafter-done">
            {notice}
          </p>
        ) : null}
        <TextField label="Quote title" error={fieldErrors.title} value={draft.title} onValue={(title) => model.edit((d) => ({ ...d, title }))} />
        <CustomerPicker value={draft.customer} error={fieldErrors.customer_id} onChoose={(c) => model.edit((d) => withCustomer(d, c, me))} />
        <LinesEditor model={model} />
        <DeliveryFields model={model} />
        <DepositFields model={model} />
        <TextAreaField className="crafter-textarea" label="Message to the customer (optional)" rows={4} maxLength={2000} error={fieldErrors.message} value={draft.message} onValue={(m) => model.edit((d) => ({ ...d, message: m }))} />
        <fieldset className="crafter-fieldset">
          <legend>Dates</legend>
          <div className="crafter-grid">
            {date('Issued on', 'issuedOn', 'issued_on')}
            {date('Valid until', 'validUntil', 'valid_until')}
            {date('Due on', 'dueOn', 'due_on')}
          </div>
        </fieldset>
      </div>
      <aside className="crafter-editor__side" aria-label="Totals and actions">
        <TotalsPanel draft={draft} saved={saved} dirty={dirty} />
        <DraftActions model={model} />
      </aside>
    </form>
  );
}
