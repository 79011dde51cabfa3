import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DtfUploadResponse } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { ProblemReport } from '@storefront/telemetry';
import { uploadFailureReport } from '../../upload/upload-failure-report';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '../../editor/upload/upload-limits';
import type { ArtworkUploadFields, UploadArtwork } from './upload-artwork';

/** §8: the alert of a failed artwork upload. */
export const ARTWORK_UPLOAD_FAILED = 'Something went wrong, please try again';
/** How long "Redirecting…" shows before the artwork page opens: closing the dialog meanwhile stays here (§4). */
export const REDIRECT_DELAY_MS = 800;

/**
 * §4 "Artwork processing": preparing, then processing N out of M files, then redirecting; an
 * error stops it; closing the dialog cancels the redirect. `idle` is the dialog closed.
 */
export type SequencePhase =
  | { phase: 'idle' }
  /** the files are checked; lasts until the first file's bytes start to leave */
  | { phase: 'preparing'; total: number }
  /** file `index` (1-based) of `total` is being sent and stored; `fraction` of its bytes have left */
  | { phase: 'processing'; total: number; index: number; name: string; fraction: number }
  /** every file is stored; the first one's page opens after REDIRECT_DELAY_MS */
  | { phase: 'redirecting'; total: number; target: string }
  /** stopped: `detail` is the refusal in the service's (or the form's) words, when there is one */
  | { phase: 'failed'; total: number; detail: string | null };

export interface SequenceState {
  run: SequencePhase;
  /** the files of this run stored so far */
  uploaded: DtfUploadResponse[];
}

export interface UploadSequence {
  store: StoreApi<SequenceState>;
  /** uploads the files one after another; ignored while a run is under way */
  start(files: readonly File[]): Promise<void>;
  /** the dialog closed: the file being sent is aborted, the rest are never sent, the redirect is cancelled */
  close(): void;
  dispose(): void;
}

export interface UploadSequenceOptions {
  upload: UploadArtwork;
  fields?: ArtworkUploadFields;
  /** the page of a stored artwork */
  artworkHref(id: string): string;
  navigate(url: string): void;
  /** files were stored but the shopper stays on this page (an error, or the dialog closed): the list should show them */
  onKept(): void;
  redirectDelayMs?: number;
  /** §8 "tracked and reported": where a failed upload is reported (@storefront/telemetry's reportProblem) */
  report?: (report: ProblemReport) => void;
}

const ACCEPTED = UPLOAD_ACCEPT.split(',');
const MB = 1024 * 1024;

/** What the form can refuse before sending a byte (the service checks everything again, by the bytes). */
export function refuseBeforeSending(file: File): string | null {
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > UPLOAD_MAX_BYTES) return `${file.name} is larger than ${UPLOAD_MAX_BYTES / MB} MB.`;
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  if (!ACCEPTED.includes(file.type) && !ACCEPTED.includes(extension)) return `${file.name} is not a PNG, JPEG, WebP, SVG or PDF file.`;
  return null;
}

/** The upload dialog's sequence; one per mounted transfers page (per-mount stores, ARCHITECTURE §3). */
export function createUploadSequence(options: UploadSequenceOptions): UploadSequence {
  const delay = options.redirectDelayMs ?? REDIRECT_DELAY_MS;
  const store = createStore<SequenceState>(() => ({ run: { phase: 'idle' }, uploaded: [] }));
  const get = store.getState;
  let current = 0;
  let controller: AbortController | null = null;
  let redirect: ReturnType<typeof setTimeout> | null = null;
  let kept = false;

  const busy = () => ['preparing', 'processing', 'redirecting'].includes(get().run.phase);
  /** the run's stored files, announced to the list once */
  const keep = () => {
    if (kept || get().uploaded.length === 0) return;
    kept = true;
    options.onKept();
  };
  const stopTimers = () => {
    if (redirect !== null) clearTimeout(redirect);
    redirect = null;
  };

  return {
    store,
    async start(files) {
      if (busy() || files.length === 0) return;
      const run = ++current;
      const total = files.length;
      const live = () => run === current;
      controller = new AbortController();
      const { signal } = controller;
      kept = false;
      store.setState({ run: { phase: 'preparing', total }, uploaded: [] });

      const refusal = files.map(refuseBeforeSending).find((r) => r !== null);
      if (refusal) return store.setState({ run: { phase: 'failed', total, detail: refusal } });

      for (const [i, file] of files.entries()) {
        // the first file stays "Preparing…" until its bytes start to leave; the next ones show at once
        if (i > 0) store.setState({ run: { phase: 'processing', total, index: i + 1, name: file.name, fraction: 0 } });
        try {
          const stored = await options.upload(
            file,
            options.fields ?? {},
            (fraction) => {
              if (live()) store.setState({ run: { phase: 'processing', total, index: i + 1, name: file.name, fraction } });
            },
            signal,
          );
          if (!live()) return;
          store.setState({ uploaded: [...get().uploaded, stored] });
        } catch (err) {
          if (!live() || signal.aborted) return;
          const failure = readFailure(err);
          options.report?.(uploadFailureReport(err, failure, file, { 'upload.index': i + 1, 'upload.total': total }));
          // the service's own refusal (too big, not an image, too many artworks, slow down…) names its limit;
          // anything else is §8's sentence alone
          store.setState({ run: { phase: 'failed', total, detail: failure.code ? failure.message : null } });
          keep();
          return;
        }
      }
      const target = options.artworkHref(get().uploaded[0]!.id);
      store.setState({ run: { phase: 'redirecting', total, target } });
      redirect = setTimeout(() => {
        redirect = null;
        if (live()) options.navigate(target);
      }, delay);
    },
    close() {
      current++;
      controller?.abort(new DOMException('the upload dialog was closed', 'AbortError'));
      controller = null;
      stopTimers();
      keep();
      store.setState({ run: { phase: 'idle' } });
    },
    dispose() {
      current++;
      controller?.abort(new DOMException('the page was left', 'AbortError'));
      stopTimers();
    },
  };
}
