import { useEffect, useState } from 'react';

/**
 * A part of the page that loads as its own chunk after hydration (as mfe-design-lab's pages do):
 * null until it arrives, `failed` when the download failed, `retry` to try again. The server and
 * the browser's first render both show the caller's placeholder, so hydration matches.
 */
export function useChunk<T>(load: () => Promise<T>): { part: T | null; failed: boolean; retry(): void } {
  const [part, setPart] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setPart(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // `load` is a module constant at every call site, so it never restarts the download
  }, [load, attempt]);
  return {
    part,
    failed,
    retry() {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
