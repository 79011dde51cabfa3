import { readFailure } from '@storefront/http';
import type { ProjectResponse } from '@storefront/contracts';
import type { EditorApi } from '../editor-api';

/** Quiet time after the last change before it is saved: a drag or a word typed is one save. */
export const AUTOSAVE_DELAY_MS = 1200;

export interface AutosaveState {
  /** idle: nothing to save yet; conflict: another window saved this project since we read it */
  status: 'idle' | 'saving' | 'saved' | 'failed' | 'conflict';
  projectId: string | null;
  /** the saved revision this window's next PUT names */
  revision: number | null;
  message: string | null;
}

export interface Autosave {
  /** the project the editor opened (reopened `latest`) */
  opened(project: Pick<ProjectResponse, 'id' | 'revision'>): void;
  /** the document changed: save it after AUTOSAVE_DELAY_MS of quiet */
  changed(): void;
  /** after a 409: overwrite the other window's save with this one */
  keepMine(): Promise<void>;
  /** after a 409: the other window's save was taken; continue from its revision */
  adopted(project: Pick<ProjectResponse, 'id' | 'revision'>): void;
  /**
   * Saves now whatever is waiting and resolves when no save is in flight. Add to cart awaits it:
   * a guest's first save and first add would otherwise each mint a guest cookie at the same time,
   * and the cart would end up under the one the browser did not keep.
   */
  flush(): Promise<void>;
  dispose(): void;
}

/**
 * Saves the design as a project: the first change creates it (POST), later ones update it (PUT
 * with the revision they edited). One request at a time; changes made meanwhile are saved right
 * after. A 409 stops saving until the shopper chooses which version to keep.
 */
export function createAutosave(deps: {
  api: Pick<EditorApi, 'createProject' | 'saveProject' | 'project'>;
  read(): unknown;
  onState(state: AutosaveState): void;
  delayMs?: number;
}): Autosave {
  const delay = deps.delayMs ?? AUTOSAVE_DELAY_MS;
  let state: AutosaveState = { status: 'idle', projectId: null, revision: null, message: null };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let dirty = false;
  let disposed = false;
  const set = (patch: Partial<AutosaveState>) => {
    state = { ...state, ...patch };
    if (!disposed) deps.onState(state);
  };

  function run(): Promise<void> {
    timer = undefined;
    if (running) return running;
    if (disposed || state.status === 'conflict') return Promise.resolve();
    running = save().finally(() => {
      running = null;
    });
    return running;
  }

  async function save(): Promise<void> {
    dirty = false;
    set({ status: 'saving', message: null });
    try {
      const doc = deps.read();
      const saved =
        state.projectId === null || state.revision === null
          ? await deps.api.createProject(doc)
          : await deps.api.saveProject(state.projectId, doc, state.revision);
      set({ projectId: saved.id, revision: saved.revision, status: dirty ? 'saving' : 'saved' });
    } catch (err) {
      const failure = readFailure(err);
      if (failure.status === 409) {
        set({ status: 'conflict', message: 'This design was changed in another window.' });
      } else {
        set({ status: 'failed', message: `Not saved: ${failure.message}` });
      }
      dirty = false;
    }
    // changes made while this save ran are saved right after (chained, so flush waits for them too)
    if (dirty && !disposed && state.status !== 'conflict') await save();
  }

  return {
    opened(project) {
      set({ status: 'saved', projectId: project.id, revision: project.revision, message: null });
    },
    changed() {
      if (disposed) return;
      dirty = true;
      if (running) return;
      clearTimeout(timer);
      timer = setTimeout(() => void run(), delay);
    },
    async keepMine() {
      if (state.projectId === null) return;
      try {
        const theirs = await deps.api.project(state.projectId);
        set({ status: 'idle', revision: theirs.revision, message: null });
        await run();
      } catch (err) {
        set({ status: 'conflict', message: `Not saved: ${readFailure(err).message}` });
      }
    },
    async flush() {
      if (timer !== undefined || (dirty && !running)) {
        clearTimeout(timer);
        await run();
      }
      while (running) await running;
    },
    adopted(project) {
      set({ status: 'saved', projectId: project.id, revision: project.revision, message: null });
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
    },
  };
}
