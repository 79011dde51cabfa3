// Undo/redo for the editor: a bounded, immutable history of any value (the design document).
// Pure: the caller passes the time of each change, so tests and the browser's clock agree.

/** Undo steps kept; the oldest are dropped beyond this. */
export const HISTORY_LIMIT = 100;
/** Changes with the same key this close together are one step: a drag or a slider is one undo. */
export const COALESCE_WITHIN_MS = 800;

export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  readonly limit: number;
  readonly coalesceWithinMs: number;
  /** the key and time of the last push, while it can still be coalesced */
  readonly last: { readonly key: string; readonly at: number } | null;
}

export function createHistory<T>(initial: T, options: { limit?: number; coalesceWithinMs?: number } = {}): History<T> {
  const limit = options.limit ?? HISTORY_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`a history keeps at least 1 step, not ${limit}`);
  return { past: [], present: initial, future: [], limit, coalesceWithinMs: options.coalesceWithinMs ?? COALESCE_WITHIN_MS, last: null };
}

/**
 * Records `next` as the present. With a `key` (for example `move:<layerId>`), a change that follows
 * one with the same key within the coalescing window replaces it instead of adding a step, so undo
 * goes back to before the whole drag. Any push clears the redo steps; pushing the present itself
 * (the same reference) changes nothing.
 */
export function push<T>(history: History<T>, next: T, change: { key?: string; at?: number } = {}): History<T> {
  if (Object.is(next, history.present)) return history;
  const { key, at } = change;
  const stamp = key !== undefined && at !== undefined ? { key, at } : null;
  const coalesce =
    stamp !== null &&
    history.last !== null &&
    history.last.key === stamp.key &&
    stamp.at >= history.last.at &&
    stamp.at - history.last.at <= history.coalesceWithinMs;
  if (coalesce) return { ...history, present: next, future: [], last: stamp };
  const past = [...history.past, history.present];
  return { ...history, past: past.length > history.limit ? past.slice(past.length - history.limit) : past, present: next, future: [], last: stamp };
}

export const canUndo = <T>(history: History<T>): boolean => history.past.length > 0;
export const canRedo = <T>(history: History<T>): boolean => history.future.length > 0;

/** One step back; with nothing to undo, the same history. */
export function undo<T>(history: History<T>): History<T> {
  if (history.past.length === 0) return history;
  const previous = history.past[history.past.length - 1] as T;
  return { ...history, past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], last: null };
}

/** One step forward again; with nothing to redo, the same history. */
export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future as [T, ...T[]];
  return { ...history, past: [...history.past, history.present], present: next, future: rest, last: null };
}
