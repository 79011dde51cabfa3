import { createStore, type StoreApi } from 'zustand/vanilla';
import type { UploadedFile } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { UploadAssetFile } from './upload-asset-file';
import type { UploadsApi } from './uploads-api';
import { refuseBeforeSending } from './upload-limits';

/** §5: the one question before a file is deleted. */
export const DELETE_QUESTION = 'Are you sure you want to delete this file?';
/** A delete that found nothing to delete (another tab, or the file expired). */
export const ALREADY_DELETED = 'That file was already deleted.';

/** A file on its way up, or refused: its row shows a progress bar, or why it did not go. */
export interface SendingFile {
  key: number;
  name: string;
  /** 0–1 of its bytes sent */
  fraction: number;
  /** the refusal, in the service's words (or the form's); the row stays until dismissed */
  problem: string | null;
}

export interface UploadsState {
  status: 'loading' | 'ready' | 'failed';
  files: UploadedFile[];
  /** why the list could not be loaded (§8 words) */
  problem: string | null;
  sending: SendingFile[];
  /** the file whose deletion is being confirmed */
  confirmingDelete: string | null;
  /** the file being deleted */
  deletingId: string | null;
  /** what the last delete did, announced */
  deleteNote: string | null;
  /** why the last delete failed */
  deleteProblem: string | null;
}

export interface UploadsModel {
  store: StoreApi<UploadsState>;
  load(): Promise<void>;
  /** sends each file at once, each with its own progress; refused ones never leave */
  add(files: readonly File[]): Promise<void>;
  /** forgets a refused row */
  dismiss(key: number): void;
  askDelete(id: string): void;
  cancelDelete(): void;
  confirmDelete(): Promise<void>;
  /** the page was left: uploads under way are aborted */
  dispose(): void;
}

/** The upload area and the file list of one page (an asset's, by `slug`, or the area page's, all files). */
export function createUploadsModel({ api, upload, slug }: { api: UploadsApi; upload: UploadAssetFile; slug: string | null }): UploadsModel {
  const store = createStore<UploadsState>(() => ({
    status: 'loading',
    files: [],
    problem: null,
    sending: [],
    confirmingDelete: null,
    deletingId: null,
    deleteNote: null,
    deleteProblem: null,
  }));
  const get = store.getState;
  const controller = new AbortController();
  let nextKey = 0;
  let latestLoad = 0;

  const patchRow = (key: number, patch: Partial<SendingFile>) => store.setState({ sending: get().sending.map((r) => (r.key === key ? { ...r, ...patch } : r)) });
  const dropRow = (key: number) => store.setState({ sending: get().sending.filter((r) => r.key !== key) });
  const forget = (id: string) => store.setState({ files: get().files.filter((f) => f.id !== id) });

  const sendOne = async (file: File) => {
    const key = ++nextKey;
    const refusal = refuseBeforeSending(file);
    store.setState({ sending: [...get().sending, { key, name: file.name, fraction: 0, problem: refusal }] });
    if (refusal) return;
    try {
      const stored = await upload(file, slug, (fraction) => patchRow(key, { fraction }), controller.signal);
      dropRow(key);
      store.setState({ files: [stored, ...get().files.filter((f) => f.id !== stored.id)] });
    } catch (err) {
      if (controller.signal.aborted) return;
      patchRow(key, { problem: readFailure(err).message });
    }
  };

  return {
    store,
    async load() {
      const ticket = ++latestLoad;
      if (get().status !== 'ready') store.setState({ status: 'loading', problem: null });
      try {
        const files = await api.files(slug);
        if (ticket === latestLoad) store.setState({ status: 'ready', files, problem: null });
      } catch (err) {
        if (ticket === latestLoad) store.setState({ status: 'failed', problem: readFailure(err).message });
      }
    },
    async add(files) {
      await Promise.all(files.map(sendOne));
    },
    dismiss(key) {
      dropRow(key);
    },
    askDelete(id) {
      store.setState({ confirmingDelete: id, deleteNote: null, deleteProblem: null });
    },
    cancelDelete() {
      store.setState({ confirmingDelete: null });
    },
    async confirmDelete() {
      const id = get().confirmingDelete;
      const file = get().files.find((f) => f.id === id);
      if (!id || !file || get().deletingId) return;
      store.setState({ confirmingDelete: null, deletingId: id });
      try {
        const count = await api.deleteFile(id);
        forget(id);
        // 0: nothing was left to delete; the row goes either way, the shopper is told which
        store.setState({ deletingId: null, deleteNote: count >= 1 ? `“${file.filename}” was deleted.` : ALREADY_DELETED });
      } catch (err) {
        store.setState({ deletingId: null, deleteProblem: `${file.filename} could not be deleted: ${readFailure(err).message}` });
      }
    },
    dispose() {
      controller.abort(new DOMException('the page was left', 'AbortError'));
    },
  };
}
