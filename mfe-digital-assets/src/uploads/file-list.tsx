import { useEffect, useId, useRef } from 'react';
import { useStore } from 'zustand';
import type { UploadedFile } from '@storefront/contracts';
import { ConfirmDialog, LoadFailed, Notice, useShop } from '@storefront/ui';
import { formatFileSize } from '@storefront/store-config';
import { DELETE_QUESTION, type UploadsModel } from './uploads.store';

/** The shopper's files: name, size, a thumbnail, and Delete after §5's question. */
export function FileList({ model }: { model: UploadsModel }) {
  const s = useStore(model.store);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // the deleted row took its Delete button (where the dialog gave focus back) with it
  useEffect(() => {
    if (s.deleteNote) heading.current?.focus();
  }, [s.deleteNote]);
  const confirming = s.files.find((f) => f.id === s.confirmingDelete);

  let body;
  if (s.status === 'loading') {
    body = (
      <p role="status" className="da-muted">
        Loading your files…
      </p>
    );
  } else if (s.status === 'failed') {
    body = <LoadFailed message={s.problem ?? 'Your files could not be loaded.'} onRetry={() => void model.load()} />;
  } else {
    body = (
      <>
        {s.deleteNote ? <Notice tone="success">{s.deleteNote}</Notice> : null}
        {s.deleteProblem ? <Notice tone="error">{s.deleteProblem}</Notice> : null}
        {s.files.length === 0 ? (
          <p className="da-muted">No files yet. Files you upload are kept here for you to print.</p>
        ) : (
          <ul className="da-files__list" aria-labelledby={titleId}>
            {s.files.map((file) => (
              <FileRow key={file.id} file={file} busy={s.deletingId === file.id} onDelete={() => model.askDelete(file.id)} />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className="da-file-list" aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className="da-subtitle">
        Uploaded files
      </h3>
      {body}
      <ConfirmDialog
        open={Boolean(confirming)}
        title={DELETE_QUESTION}
        description={confirming ? `“${confirming.filename}” will be deleted. This cannot be undone.` : ''}
        confirmLabel="Delete file"
        cancelLabel="Keep it"
        onConfirm={() => void model.confirmDelete()}
        onCancel={() => model.cancelDelete()}
      />
    </section>
  );
}

function FileRow({ file, busy, onDelete }: { file: UploadedFile; busy: boolean; onDelete(): void }) {
  const { code } = useShop();
  return (
    <li className="da-file" aria-busy={busy}>
      {/* the owner's own file: a small box with its own proportions, so the row never moves */}
      <img className="da-file__thumb" src={file.url} alt="" width={file.width || 64} height={file.height || 64} loading="lazy" decoding="async" />
      <div className="da-file__text">
        <p className="da-file__name">{file.filename}</p>
        <p className="da-muted">{formatFileSize(file.size, code)}</p>
      </div>
      <button type="button" className="sf-button sf-button--small" onClick={onDelete} disabled={busy} aria-label={`Delete ${file.filename}`}>
        {busy ? 'Deleting…' : 'Delete'}
      </button>
    </li>
  );
}
