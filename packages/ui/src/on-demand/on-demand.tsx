import { use, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';

/** What a part whose code did not arrive says (§8 "Loading chunk failed"); pressing again retries. */
export const PART_LOAD_FAILED = 'Loading chunk failed';

/**
 * A component whose code is downloaded when first needed (a dialog, a drawer, a popup): its own
 * chunk through `import()`. Never for what the first screen shows: the server renders that, and
 * the browser must hydrate it without waiting (a suspended first render would differ).
 */
export interface OnDemandPart<P> {
  /** Renders the part. Render it after `load()` has resolved: before that it suspends. */
  Part: ComponentType<P>;
  /** Starts (or joins) the download; a failed one is started afresh by the next call. */
  load(): Promise<void>;
  loaded(): boolean;
}

/** `onDemand(() => import('./size-chart-table').then((m) => m.SizeChartTable))` */
export function onDemand<P extends object>(importPart: () => Promise<ComponentType<P>>): OnDemandPart<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const load = () =>
    (pending ??= importPart().then(
      (loadedComponent) => {
        component = loadedComponent;
      },
      (err: unknown) => {
        pending = null;
        throw err;
      },
    ));
  function Part(props: P) {
    // one promise per download, so `use` sees the same one on every try
    if (component === null) use(load());
    const Loaded = component as unknown as ComponentType<P>;
    return <Loaded {...props} />;
  }
  return { Part, load, loaded: () => component !== null };
}

export interface OnDemandOpener {
  /**
   * The part's code is on its way: the opener says "Loading…" and is `aria-disabled` (not
   * `disabled`, which would drop the focus the dialog gives back on close); presses are ignored.
   */
  loading: boolean;
  /** the download failed (PART_LOAD_FAILED), to show beside the opener; null otherwise */
  problem: string | null;
  /** Runs `show` at once when the part's code is here, else once it has arrived (not after an unmount). */
  open(show: () => void): void;
  /** Starts the download early (pointer over or focus on the opener); failures wait for `open`. */
  warm(): void;
}

/** The opener's side of an on-demand part: the pending state while the code downloads. */
export function useOnDemand(part: Pick<OnDemandPart<never>, 'load' | 'loaded'>): OnDemandOpener {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const mounted = useRef(false);
  const waiting = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const open = useCallback(
    (show: () => void) => {
      if (part.loaded()) {
        setState('idle');
        show();
        return;
      }
      if (waiting.current) return;
      waiting.current = true;
      setState('loading');
      part.load().then(
        () => {
          waiting.current = false;
          if (!mounted.current) return;
          setState('idle');
          show();
        },
        () => {
          waiting.current = false;
          if (mounted.current) setState('failed');
        },
      );
    },
    [part],
  );
  const warm = useCallback(() => {
    if (!part.loaded()) part.load().catch(() => {});
  }, [part]);

  return { loading: state === 'loading', problem: state === 'failed' ? PART_LOAD_FAILED : null, open, warm };
}
