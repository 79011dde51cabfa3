import { useStore } from 'zustand';
import { ConfirmDialog } from '@storefront/ui';
import type { EditorModel } from './quote-editor.store';

/** Save, Send to customer and Delete draft (after a question). */
export function DraftActions({ model }: { model: EditorModel }) {
  const { saved, busy, draft, confirmingDelete, deleteError } = useStore(model.store);
  return (
    <div className="crafter-editor__actions">
      <button type="submit" className="sf-button sf-button--primary" aria-disabled={busy !== null || undefined}>
        {busy === 'save' ? 'Saving…' : 'Save draft'}
      </button>
      {/* a new quote moves to its own address when first saved: it is sent from there */}
      {saved ? (
        <button type="button" className="sf-button" aria-disabled={busy !== null || undefined} onClick={() => void model.propose()}>
          {busy === 'propose' ? 'Sending…' : 'Send to customer'}
        </button>
      ) : (
        <p className="crafter-muted">Save the draft to send it to the customer.</p>
      )}
      {draft.customer ? null : <p className="crafter-muted">Choose a customer to send the quote to.</p>}
      {saved ? (
        <a className="sf-button" href={`/api/crafter/quotes/${saved.id}/pdf`} download>
          Download quote (PDF)
        </a>
      ) : null}
      {saved ? (
        <button type="button" className="sf-button sf-button--danger" aria-disabled={busy !== null || undefined} onClick={model.askDelete}>
          Delete draft
        </button>
      ) : null}
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete this draft?"
        description={`Quote ${saved?.number ?? ''} and its lines are deleted. This cannot be undone.`}
        confirmLabel="Delete draft"
        busyLabel="Deleting…"
        busy={busy === 'delete'}
        error={deleteError}
        onConfirm={() => void model.confirmDelete()}
        onCancel={model.cancelDelete}
      />
    </div>
  );
}
