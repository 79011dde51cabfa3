import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@storefront/ui';

/** "Decline": opens an optional reason and the confirming button. */
export function DeclineForm({ busy, disabled, onDecline }: { busy: boolean; disabled: boolean; onDecline(reason: string): void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open) {
    return (
      <button type="button" className="sf-button crafter-decline" disabled={disabled} onClick={() => setOpen(true)}>
        Decline
      </button>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onDecline(reason);
  };
  return (
    <form className="crafter-decline-form" aria-label="Decline this quote" onSubmit={submit} noValidate aria-busy={busy}>
      <TextAreaField className="crafter-textarea" label="Reason (optional)" maxLength={500} rows={3} autoFocus value={reason} onValue={setReason} />
      <div className="crafter-actions">
        <button type="submit" className="sf-button sf-button--danger" aria-disabled={busy || undefined}>
          {busy ? 'Declining…' : 'Decline quote'}
        </button>
        <button type="button" className="sf-button" disabled={busy} onClick={() => setOpen(false)}>
          Keep the quote
        </button>
      </div>
    </form>
  );
}
