import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DtfArtwork, DtfConfigResponse, DtfJob } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import type { DtfApi, DtfToolRequest } from '../dtf-api';

/** How often a running tool's progress is read. */
export const JOB_POLL_MS = 1000;

export interface ArtworkState {
  status: 'loading' | 'ready' | 'missing' | 'failed';
  /** why the page could not be loaded (§8 words) */
  problem: string | null;
  artwork: DtfArtwork | null;
  config: DtfConfigResponse | null;
  /** the job running now, or the last one this page watched end */
  job: DtfJob | null;
  /** what the last finished job or version change did, for the shopper */
  outcome: string | null;
  /** a refusal (409 "a tool is already working"…) or a failed check of the job, in §8 words */
  toolProblem: string | null;
  /** polling stopped after a failed read: "Check again" resumes it */
  stalled: boolean;
  /** a request of the page's own in flight */
  busy: 'starting' | 'cancelling' | 'choosing' | null;
}

export interface ArtworkModel {
  store: StoreApi<ArtworkState>;
  load(): Promise<void>;
  startTool(tool: DtfToolRequest): Promise<void>;
  cancel(): Promise<void>;
  /** undo (or redo) through the versions: PUT …/version */
  chooseVersion(version: number): Promise<void>;
  /** reads the job again after a failed check */
  resume(): void;
  dispose(): void;
}

export interface ArtworkOptions {
  api: DtfApi;
  id: string;
  storeCode: StoreCode;
  pollMs?: number;
}

const running = (job: DtfJob | null) => job?.status === 'running';

/** The artwork page's state: the artwork, its versions, the tool running on it; one per mounted page. */
export function createArtworkModel({ api, id, storeCode, pollMs = JOB_POLL_MS }: ArtworkOptions): ArtworkModel {
  const store = createStore<ArtworkState>(() => ({
    status: 'loading',
    problem: null,
    artwork: null,
    config: null,
    job: null,
    outcome: null,
    toolProblem: null,
    stalled: false,
    busy: null,
  }));
  const get = store.getState;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const stopPolling = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = () => {
    stopPolling();
    if (!disposed) timer = setTimeout(() => void poll(), pollMs);
  };

  async function poll() {
    timer = null;
    const job = get().job;
    if (!running(job)) return;
    try {
      const fresh = await api.job(id, job!.id);
      // a cancel or another answer settled it meanwhile
      if (disposed || get().job?.id !== fresh.id || !running(get().job)) return;
      if (running(fresh)) {
        store.setState({ job: fresh });
        schedule();
      } else {
        await finished(fresh);
      }
    } catch (err) {
      if (disposed) return;
      store.setState({ stalled: true, toolProblem: `We could not check on the tool: ${readFailure(err).message}` });
    }
  }

  /** A job ended: a new version is read, a failure or a cancellation said. */
  async function finished(job: DtfJob) {
    stopPolling();
    store.setState({ job, stalled: false });
    if (job.status === 'cancelled') return store.setState({ outcome: 'Cancelled: the artwork is unchanged.' });
    if (job.status !== 'done') return;
    try {
      const artwork = await api.artwork(id);
      if (disposed) return;
      store.setState({ artwork, outcome: `Done: version ${job.result_version ?? artwork.current_version} is in use.` });
    } catch (err) {
      if (!disposed) store.setState({ toolProblem: readFailure(err).message });
    }
  }

  return {
    store,
    async load() {
      disposed = false;
      store.setState({ status: 'loading', problem: null });
      try {
        const [artwork, config] = await Promise.all([api.artwork(id), api.config(storeCode)]);
        if (disposed) return;
        // a tool still working since before the page was (re)loaded: its progress shows and is followed
        const job = running(artwork.job) ? artwork.job : null;
        store.setState({ status: 'ready', artwork, config, job });
        if (job) schedule();
      } catch (err) {
        if (disposed) return;
        const failure = readFailure(err);
        if (failure.status === 404) store.setState({ status: 'missing' });
        else store.setState({ status: 'failed', problem: failure.message });
      }
    },
    async startTool(tool) {
      if (running(get().job) || get().busy) return;
      store.setState({ busy: 'starting', toolProblem: null, outcome: null, stalled: false });
      try {
        const job = await api.startTool(id, tool);
        if (disposed) return;
        store.setState({ busy: null, job });
        if (running(job)) schedule();
        else await finished(job);
      } catch (err) {
        if (disposed) return;
        // 409: a tool is already working on it (another tab); 422: the tool refused this artwork
        store.setState({ busy: null, toolProblem: readFailure(err).message });
      }
    },
    async cancel() {
      if (!running(get().job) || get().busy) return;
      stopPolling();
      store.setState({ busy: 'cancelling', toolProblem: null });
      try {
        const job = await api.cancel(id);
        if (disposed) return;
        store.setState({ busy: null });
        await finished(job);
      } catch (err) {
        if (disposed) return;
        const failure = readFailure(err);
        store.setState({ busy: null });
        // 409: nothing is running any more (it finished first): read how it ended
        if (failure.status === 409) return void poll();
        store.setState({ toolProblem: failure.message });
        schedule();
      }
    },
    async chooseVersion(version) {
      if (running(get().job) || get().busy) return;
      store.setState({ busy: 'choosing', toolProblem: null, outcome: null });
      try {
        const artwork = await api.chooseVersion(id, version);
        if (disposed) return;
        store.setState({ busy: null, artwork, outcome: `Version ${artwork.current_version} is in use.` });
      } catch (err) {
        if (!disposed) store.setState({ busy: null, toolProblem: readFailure(err).message });
      }
    },
    resume() {
      store.setState({ stalled: false, toolProblem: null });
      void poll();
    },
    dispose() {
      disposed = true;
      stopPolling();
    },
  };
}
