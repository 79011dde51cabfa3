// Progress and cancellation for a long tool run. Work is done in chunks (rows, strips, stones);
// between chunks `step` throws ToolCancelled if the signal fired, reports the fraction done and,
// every few milliseconds, yields to the event loop so an abort from another request can land
// while the job is still running.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ToolCancelled } from './tool-cancelled';

export type ProgressCallback = (fraction: number) => void;

/** What every long tool accepts besides its own options. */
export interface JobOptions {
  signal?: AbortSignal;
  /** called with the fraction done, 0..1, never decreasing; 1 once the result is ready */
  onProgress?: ProgressCallback;
}

/** How long synchronous work runs before the job lets other callbacks (an abort) in. */
const YIELD_EVERY_MS = 8;

export class Job {
  private reported = 0;
  private lastYield = performance.now();

  constructor(
    readonly tool: string,
    private readonly options: JobOptions = {},
  ) {
    this.check();
  }

  /** Throws ToolCancelled if the signal fired. */
  check(): void {
    if (this.options.signal?.aborted) throw new ToolCancelled(this.tool, { cause: this.options.signal.reason });
  }

  /** Between chunks: check, report `fraction` (clamped, never backwards), yield now and then. */
  async step(fraction: number): Promise<void> {
    this.check();
    this.report(fraction);
    if (performance.now() - this.lastYield >= YIELD_EVERY_MS) {
      await nextTurn();
      this.lastYield = performance.now();
      this.check();
    }
  }

  /** Around an awaited sharp call: check before and after it (libvips cannot be stopped midway). */
  async run<T>(fraction: number, work: () => Promise<T>): Promise<T> {
    this.check();
    const result = await work();
    this.check();
    this.report(fraction);
    return result;
  }

  /** A view of this job whose 0..1 maps onto [from, to] of the whole. */
  part(from: number, to: number): JobPart {
    return {
      step: (f) => this.step(from + (to - from) * clamp01(f)),
      run: (f, work) => this.run(from + (to - from) * clamp01(f), work),
      check: () => this.check(),
    };
  }

  done(): void {
    this.check();
    this.report(1);
  }

  private report(fraction: number): void {
    const f = clamp01(fraction);
    if (f <= this.reported && !(f === 1 && this.reported < 1)) return;
    this.reported = f;
    this.options.onProgress?.(f);
  }
}

export interface JobPart {
  step(fraction: number): Promise<void>;
  run<T>(fraction: number, work: () => Promise<T>): Promise<T>;
  check(): void;
}

function clamp01(f: number): number {
  return Number.isFinite(f) ? Math.min(1, Math.max(0, f)) : 0;
}
