import { useEffect, useState } from 'react';

/**
 * A part of the page that loads as its own chunk after hydration (like the editor,
 * editor-screen.tsx): null until it arrives, `failed` when the download failed, `retry` to try again.
 */
export function useChunk<T>(load: () => Promise<T>, wanted: boolean): { part: T | null; failed: boolean; retry(): void } {
  const [part, setPart] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    load().then(
      (loaded) => live && setPart(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // `load` is a module constant at every call site, so it never restarts the download
  }, [load, wanted, attempt]);
  return {
    part,
    failed,
    retry() {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
