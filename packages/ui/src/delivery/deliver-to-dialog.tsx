import { useId, type FormEvent } from 'react';
import type { CurrentLocationResponse } from '@storefront/contracts';
import { Modal } from '../modal/modal';

export interface DeliverToDialogProps {
  title: string;
  current: CurrentLocationResponse | null;
  codeLabel: string;
  zipcode: string;
  error: string | null;
  saving: boolean;
  onZipcode(value: string): void;
  onSave(e: FormEvent): void;
  onClose(): void;
}

/** The deliver-to modal (§7), loaded when first opened; DeliverTo keeps its state and saves. */
export function DeliverToDialog({ title, current, codeLabel, zipcode, error, saving, onZipcode, onSave, onClose }: DeliverToDialogProps) {
  const fieldId = useId();
  const errorId = useId();
  return (
    <Modal open title={title} onClose={onClose}>
      {current ? (
        <p className="sf-deliver-to__current">
          Delivering to <strong>{current.label}</strong>
          {current.source === 'default' ? ' (the store default)' : null}
        </p>
      ) : null}
      <form className="sf-deliver-to__form" onSubmit={onSave} noValidate>
        <label htmlFor={fieldId}>{codeLabel}</label>
        <input
          id={fieldId}
          name="zipcode"
          autoComplete="postal-code"
          maxLength={10}
          value={zipcode}
          onChange={(e) => onZipcode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} className="sf-deliver-to__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="sf-button sf-button--primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save location'}
        </button>
      </form>
    </Modal>
  );
}
