/**
 * Runs `job` every `intervalMs` (and at once with `runNow`) while the process is up (the timer never keeps it alive), one run
 * at a time: a slow run is not overlapped by the next tick. Failures are logged and the job runs
 * again at the next tick, so it must be idempotent; every instance of a service may run it.
 */
export function schedulePeriodic(
  log: { warn(obj: object, msg: string): void },
  name: string,
  intervalMs: number,
  job: () => Promise<unknown>,
  options: { runNow?: boolean } = {},
): { stop(): void } {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    job()
      .catch((error: unknown) => log.warn({ err: error }, `${name} failed`))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  if (options.runNow) tick();
  return { stop: () => clearInterval(timer) };
}
