import { readFailure } from '@storefront/http';

/** What one asked-for answer is doing: the last answer stays while a newer one is on its way. */
export interface Asked<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  value: T | null;
  /** the server's message (§8 words) when it refused */
  problem: string | null;
}

export const idle = <T>(): Asked<T> => ({ status: 'idle', value: null, problem: null });

export interface LatestRequest<Q> {
  /** asks for `query` once the shopper pauses `delayMs` (null: nothing can be asked now); the same query again is ignored */
  ask(query: Q | null): void;
  dispose(): void;
}

/**
 * A request that follows what the shopper chooses: asked after a pause, and only the latest
 * answer counts (an older one arriving late is dropped). `report` gets every change of state.
 */
export function createLatestRequest<Q, T>(options: { send(query: Q): Promise<T>; delayMs: number; report(next: Asked<T>): void; current(): Asked<T> }): LatestRequest<Q> {
  const { send, delayMs, report, current } = options;
  let latest = 0;
  let asked = '';
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    ask(query) {
      const key = query === null ? '' : JSON.stringify(query);
      if (key === asked) return;
      asked = key;
      stop();
      const ticket = ++latest;
      if (query === null) return report(idle());
      // the last answer stays on screen (marked as updating) until the new one arrives
      report({ ...current(), status: 'loading', problem: null });
      timer = setTimeout(() => {
        timer = null;
        send(query).then(
          (value) => ticket === latest && report({ status: 'ready', value, problem: null }),
          (err: unknown) => ticket === latest && report({ status: 'failed', value: null, problem: readFailure(err).message }),
        );
      }, delayMs);
    },
    dispose() {
      stop();
      latest++;
      asked = '';
    },
  };
}
