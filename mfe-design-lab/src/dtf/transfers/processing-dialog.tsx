import { useStore } from 'zustand';
import { Modal } from '@storefront/ui';
import { ProgressBar } from '../progress-bar';
import { ARTWORK_UPLOAD_FAILED, type UploadSequence } from './upload-sequence.store';

/** The upload dialog: §4's states one after another; closing it stops the run and cancels the redirect. */
export function ProcessingDialog({ sequence }: { sequence: UploadSequence }) {
  const { run, uploaded } = useStore(sequence.store);
  const close = () => sequence.close();
  const plural = (n: number) => (n === 1 ? 'file' : 'files');

  return (
    <Modal open={run.phase !== 'idle'} title="Uploading your artwork" onClose={close} className="dl-processing">
      {run.phase === 'failed' ? (
        <>
          <div role="alert" className="dl-error">
            <p>{ARTWORK_UPLOAD_FAILED}</p>
            {run.detail && <p>{run.detail}</p>}
          </div>
          {uploaded.length > 0 && (
            <p>
              {uploaded.length} of {run.total} {plural(run.total)} uploaded: {uploaded.length === 1 ? 'it is' : 'they are'} in Your artwork.
            </p>
          )}
          <button type="button" className="sf-button" onClick={close}>
            Close
          </button>
        </>
      ) : (
        <>
          <p role="status" className="dl-processing__state">
            {run.phase === 'preparing' && 'Preparing…'}
            {run.phase === 'processing' && `Processing ${run.index} out of ${run.total}`}
            {run.phase === 'redirecting' && 'Redirecting…'}
          </p>
          {run.phase === 'processing' && <ProgressBar label={`Uploading ${run.name}`} fraction={run.fraction} />}
          <button type="button" className="sf-button" onClick={close}>
            Cancel
          </button>
        </>
      )}
    </Modal>
  );
}
