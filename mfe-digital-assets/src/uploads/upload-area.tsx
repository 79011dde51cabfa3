import { useId, useRef, useState, type DragEvent } from 'react';
import { useStore } from 'zustand';
import { ProgressBar } from './progress-bar';
import { UPLOAD_ACCEPT, UPLOAD_LIMITS_TEXT } from './upload-limits';
import type { UploadsModel } from './uploads.store';

/**
 * Where files go in: dropped on the zone, or chosen with the labelled file input (the keyboard's
 * way, and a phone's); the zone itself also opens the picker with Enter or Space. Each file goes
 * up at once with its own progress bar; a refused one says why, in the service's words.
 */
export function UploadArea({ model }: { model: UploadsModel }) {
  const sending = useStore(model.store, (s) => s.sending);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const inputId = useId();
  const limitsId = useId();
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');
  const take = (files: File[]) => {
    if (files.length > 0) void model.add(files);
  };

  return (
    <div className="da-upload">
      <div
        className={over ? 'da-drop da-drop--over' : 'da-drop'}
        role="button"
        tabIndex={0}
        aria-label="Drop files here, or press to choose files"
        aria-describedby={limitsId}
        onClick={() => input.current?.click()}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault();
          input.current?.click();
        }}
        onDragEnter={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragOver={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          take(Array.from(e.dataTransfer?.files ?? []));
        }}
      >
        <span className="da-drop__lead" aria-hidden="true">
          Drop your files here
        </span>
      </div>
      <div className="da-upload__pick">
        <label htmlFor={inputId} className="da-field-label">
          Upload files
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={UPLOAD_ACCEPT}
          multiple
          className="da-upload__input"
          aria-describedby={limitsId}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            take(files);
          }}
        />
        <p id={limitsId} className="da-muted">
          {UPLOAD_LIMITS_TEXT}
        </p>
      </div>
      {sending.length > 0 ? (
        <ul className="da-sending" aria-label="Files being uploaded">
          {sending.map((row) => (
            <li key={row.key} className="da-sending__row">
              <span className="da-sending__name">{row.name}</span>
              {row.problem ? (
                <>
                  <span role="alert" className="da-problem">
                    {row.name} was not uploaded: {row.problem}
                  </span>
                  <button type="button" className="sf-button sf-button--small" onClick={() => model.dismiss(row.key)} aria-label={`Dismiss ${row.name}`}>
                    Dismiss
                  </button>
                </>
              ) : (
                <ProgressBar label={`Uploading ${row.name}`} fraction={row.fraction} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
