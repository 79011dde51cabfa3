import { useId, useRef, useState, type DragEvent } from 'react';
import { UPLOAD_ACCEPT, UPLOAD_LIMITS_TEXT } from '../../editor/upload/upload-limits';

/**
 * Where artwork files go in: dropped on the zone, or chosen with the button (the keyboard's way,
 * and a phone's). Several files at once; each becomes its own artwork.
 */
export function DropZone({ onFiles }: { onFiles(files: File[]): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const limitsId = useId();
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

  return (
    <div
      className={over ? 'dl-drop dl-drop--over' : 'dl-drop'}
      role="group"
      aria-label="Drop artwork files"
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
        const files = Array.from(e.dataTransfer?.files ?? []);
        if (files.length > 0) onFiles(files);
      }}
    >
      <p className="dl-drop__lead">Drop your artwork files here, or</p>
      <button type="button" className="sf-button sf-button--primary" aria-describedby={limitsId} onClick={() => input.current?.click()}>
        Choose files
      </button>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        multiple
        hidden
        aria-label="Artwork files"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <p id={limitsId} className="dl-muted">
        {UPLOAD_LIMITS_TEXT} Choose several files at once: each becomes its own artwork.
      </p>
    </div>
  );
}
