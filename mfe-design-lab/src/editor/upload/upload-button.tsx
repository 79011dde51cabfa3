import { useId, useRef, useState } from 'react';
import { readFailure } from '@storefront/http';
import type { DesignUpload } from '@storefront/contracts';
import { reportProblem, type ProblemReport } from '@storefront/telemetry';
import { uploadFailureReport } from '../../upload/upload-failure-report';
import type { UploadFile } from './upload-file';
import { UPLOAD_ACCEPT, UPLOAD_LIMITS_TEXT, UPLOAD_MAX_BYTES } from './upload-limits';

/** §8: what a shopper reads when the failure is not one the service explained. */
export const UNEXPECTED_FAILURE = 'Something went wrong, please try again';

type UploadState = { status: 'idle' } | { status: 'sending'; name: string; fraction: number } | { status: 'refused'; message: string };

/** Picks an artwork file, shows its progress, and hands the stored upload to the editor. */
export function UploadButton({
  upload,
  onUploaded,
  report = (r) => void reportProblem(r),
}: {
  upload: UploadFile;
  onUploaded(upload: DesignUpload): void;
  /** where a failed upload is reported (§8 "tracked and reported"): @storefront/telemetry unless a test listens itself */
  report?: (report: ProblemReport) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const limitsId = useId();

  async function send(file: File) {
    if (file.size > UPLOAD_MAX_BYTES) return setState({ status: 'refused', message: `${file.name} is larger than 25 MB.` });
    setState({ status: 'sending', name: file.name, fraction: 0 });
    try {
      const stored = await upload(file, (fraction) => setState({ status: 'sending', name: file.name, fraction }));
      setState({ status: 'idle' });
      onUploaded(stored);
    } catch (err) {
      const failure = readFailure(err);
      report(uploadFailureReport(err, failure, file));
      // the service's own refusal (too big, not an image, unsafe SVG…) names the limit; anything else is §8's sentence
      setState({ status: 'refused', message: failure.code ? failure.message : UNEXPECTED_FAILURE });
    }
  }

  const sending = state.status === 'sending';
  return (
    <div className="dl-upload">
      <button type="button" className="sf-button" aria-describedby={limitsId} aria-disabled={sending} onClick={() => !sending && input.current?.click()}>
        {sending ? 'Uploading…' : 'Upload an image'}
      </button>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        hidden
        aria-label="Image file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
      <p id={limitsId} className="dl-muted">
        {UPLOAD_LIMITS_TEXT}
      </p>
      {sending && (
        <label className="dl-field">
          <span>Uploading {state.name}</span>
          <progress max={100} value={Math.round(state.fraction * 100)}>
            {Math.round(state.fraction * 100)} %
          </progress>
        </label>
      )}
      {state.status === 'refused' && (
        <p role="alert" className="dl-error">
          {state.message}
        </p>
      )}
    </div>
  );
}
