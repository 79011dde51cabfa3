import { useId, type ReactNode } from 'react';
import { Notice } from '../notice/notice';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** the question as the dialog's name: "Delete this address?" */
  title: string;
  /** what will happen, as the dialog's description (aria-describedby); a string is one paragraph */
  description: ReactNode;
  /** the confirm button's words, given by the caller: "Delete", "Delete address" */
  confirmLabel: string;
  /** the way out; "Cancel" unless the caller says otherwise ("Keep it") */
  cancelLabel?: string;
  /** the confirm button's words while the action runs ("Deleting…"); "Please wait…" unless given */
  busyLabel?: string;
  /** the action runs: the buttons hold still (aria-disabled, focus kept) and the dialog cannot be dismissed */
  busy?: boolean;
  /** why the action failed, announced inside the dialog (role=alert); the shopper may try again or cancel */
  error?: string | null;
  /** the confirm button's look: red for what cannot be undone (the default), or the area's accent */
  tone?: 'danger' | 'primary';
  onConfirm(): void;
  /** Cancel, Escape, the close button and a click outside; ignored while busy */
  onCancel(): void;
  className?: string;
}

/**
 * "Are you sure?" before an action, on the kit's Modal (Escape closes it, focus moves in on open
 * and back to the opener on close, Tab stays inside): the question as its accessible name, what
 * will happen as its description, a confirm button named by the caller, Cancel, a busy state
 * while the action runs and a slot for why it failed. Callers that close it as soon as the
 * shopper confirms simply never pass `busy` or `error`.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel = 'Please wait…',
  busy = false,
  error = null,
  tone = 'danger',
  onConfirm,
  onCancel,
  className,
}: ConfirmDialogProps) {
  const descriptionId = useId();
  // while the action runs its outcome is still to be shown here: nothing dismisses the dialog
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal open={open} title={title} onClose={cancel} describedBy={descriptionId} className={className ? `sf-confirm ${className}` : 'sf-confirm'}>
      <div aria-busy={busy}>
        <div id={descriptionId} className="sf-confirm__description">
          {typeof description === 'string' ? <p>{description}</p> : description}
        </div>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className="sf-confirm__actions">
          {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page */}
          <button
            type="button"
            className={`sf-button sf-button--${tone}${busy ? ' sf-button--busy' : ''}`}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
          <button type="button" className={busy ? 'sf-button sf-button--busy' : 'sf-button'} aria-disabled={busy || undefined} onClick={cancel}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
