import { useEffect, useState } from 'react';

/**
 * A part of a page that loads as its own chunk after hydration (the design lab's editor, the
 * digital assets' upload and print tools): null until it arrives, `failed` when the download
 * failed, `retry` to try again; nothing is fetched while `wanted` is false. The server's render and
 * the browser's first one both show the caller's placeholder, so hydration matches.
 */
export function useChunk<T>(load: () => Promise<T>, wanted = true): { part: T | null; failed: boolean; retry(): void } {
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
