import type { EditorModel } from '../editor.store';
import type { AutosaveState } from './autosave';

/** "Saving…" / "Saved", a failure, or the choice after another window saved the same project. */
export function SaveStatus({ model, save }: { model: EditorModel; save: AutosaveState }) {
  return (
    <div className="dl-save">
      <span role="status" className="dl-muted">
        {save.status === 'saving' ? 'Saving…' : save.status === 'saved' ? 'Saved' : ''}
      </span>
      {save.status === 'failed' && <span className="dl-error">{save.message}</span>}
      {save.status === 'conflict' && (
        <span role="alert" className="dl-conflict">
          {save.message}{' '}
          <button type="button" className="sf-button" onClick={() => void model.keepMine()}>
            Keep this version
          </button>{' '}
          <button type="button" className="sf-button" onClick={() => void model.loadTheirs()}>
            Load the other version
          </button>
        </span>
      )}
    </div>
  );
}
