import { useId, type ChangeEvent } from 'react';
import type { DraftLine } from './quote-draft';
import type { LineUpload } from './quote-editor.store';

/** PNG, JPEG or WebP, as POST /api/crafter/quotes/images takes them */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';
const THUMB = 64;

export interface LineImageFieldProps {
  line: DraftLine;
  lineNumber: number;
  upload: LineUpload | undefined;
  onFile(file: File): void;
  onRemove(): void;
}

/** A line's own picture (a mockup): a labelled file input, the upload's state, the picture and "Remove image". */
export function LineImageField({ line, lineNumber, upload, onFile, onRemove }: LineImageFieldProps) {
  const id = useId();
  const shown = line.image?.url ?? (line.kind === 'catalog' ? line.productImage : null);
  const alt = line.title.trim() || `Line ${lineNumber}`;
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) onFile(file);
    // the same file may be chosen again after a failure
    e.target.value = '';
  };
  return (
    <div className="crafter-line-image">
      {shown ? <img src={shown} alt={alt} width={THUMB} height={THUMB} className="crafter-line-image__thumb" /> : <span className="crafter-line-image__thumb" aria-hidden="true" />}
      <div className="sf-field">
        <label htmlFor={id}>Image for line {lineNumber} (optional)</label>
        <input id={id} type="file" accept={IMAGE_TYPES} className="crafter-file" onChange={choose} disabled={upload?.busy} aria-describedby={upload?.error ? `${id}-error` : undefined} />
        {upload?.busy ? <p role="status">Uploading…</p> : null}
        {upload?.error ? (
          <p id={`${id}-error`} role="alert" className="sf-field__error">
            The image was not uploaded: {upload.error}
          </p>
        ) : null}
      </div>
      {line.image ? (
        <button type="button" className="sf-button sf-button--small" onClick={onRemove}>
          Remove image from line {lineNumber}
        </button>
      ) : null}
    </div>
  );
}
