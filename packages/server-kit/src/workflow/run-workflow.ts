/**
 * Multi-step writes that involve an outside party (a payment provider, a mail server) as a saga of
 * named steps (ARCHITECTURE §3.12): each step runs on its own (its own transaction, or one network
 * call, never both), and declares how to undo itself.
 *
 * - A step that fails makes the workflow undo the steps completed before it, newest first, then
 *   rethrow the failure. The failed step undoes nothing: a step is all or nothing on its own (a
 *   transaction rolls back; a network call that may have happened must find out before failing).
 * - The `pivot` step is the point of no return (the capture of a payment): once it has completed,
 *   nothing before it is undone any more. Later steps are retried a few times and, if they still
 *   fail, the workflow stops with `WorkflowIncomplete`, leaving the rest to a reconciliation job.
 * - A step that cannot tell whether its outside call happened throws `WorkflowHalt`: undoing the
 *   earlier steps could then be wrong (a charge with no order), so nothing is undone and the
 *   reconciliation job settles it once the outside party answers.
 * - A step may end the workflow early and successfully by returning `'done'` (a replayed request).
 */
export interface WorkflowStep<C> {
  readonly id: string;
  run(ctx: C): Promise<void | 'done'>;
  /** undoes what `run` did, when a later step fails before the pivot completed */
  compensate?(ctx: C): Promise<void>;
  /** the point of no return: see above */
  pivot?: boolean;
}

export interface Workflow<C> {
  readonly name: string;
  readonly steps: readonly WorkflowStep<C>[];
}

export type WorkflowEvent =
  | { workflow: string; step: string; phase: 'run' | 'done' | 'compensate' | 'compensated' }
  | { workflow: string; step: string; phase: 'failed' | 'compensation_failed' | 'retry'; error: unknown };

export interface RunWorkflowOptions {
  /** told of every phase of every step: logs and traces (awaited, so tests can pause a workflow there) */
  observe?: (event: WorkflowEvent) => void | Promise<void>;
  /** attempts of each step after the pivot; default 3 */
  attemptsAfterPivot?: number;
  /** wait before a retry, doubled each time; default 100 ms */
  retryDelayMs?: number;
}

/** Thrown by a step whose outcome is unknown: stop without undoing anything. */
export class WorkflowHalt extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'WorkflowHalt';
  }
}

/** The pivot completed but a later step kept failing: the reconciliation job finishes the work. */
export class WorkflowIncomplete extends Error {
  constructor(
    readonly workflow: string,
    readonly step: string,
    override readonly cause: unknown,
  ) {
    super(`${workflow}: step ${step} failed after the point of no return`);
    this.name = 'WorkflowIncomplete';
  }
}

/**
 * Runs the steps in order on `ctx` and answers it. On a failure before the pivot completed, the
 * completed steps are compensated (newest first; a compensation that throws is reported to
 * `observe` and the others still run) and the step's own error is rethrown, so the caller answers
 * it as if nothing had happened.
 */
export async function runWorkflow<C>(workflow: Workflow<C>, ctx: C, options: RunWorkflowOptions = {}): Promise<C> {
  const observe = options.observe ?? (() => {});
  const completed: WorkflowStep<C>[] = [];
  let pivoted = false;
  for (const step of workflow.steps) {
    const at = { workflow: workflow.name, step: step.id };
    await observe({ ...at, phase: 'run' });
    let result: void | 'done';
    try {
      result = pivoted ? await retried(step, ctx, options, (error) => observe({ ...at, phase: 'retry', error })) : await step.run(ctx);
    } catch (error) {
      await observe({ ...at, phase: 'failed', error });
      if (pivoted) throw new WorkflowIncomplete(workflow.name, step.id, error);
      if (!(error instanceof WorkflowHalt)) await compensate(workflow.name, completed, ctx, observe);
      throw error;
    }
    await observe({ ...at, phase: 'done' });
    completed.push(step);
    if (step.pivot) pivoted = true;
    if (result === 'done') break;
  }
  return ctx;
}

async function compensate<C>(name: string, completed: WorkflowStep<C>[], ctx: C, observe: NonNullable<RunWorkflowOptions['observe']>): Promise<void> {
  for (const step of [...completed].reverse()) {
    if (!step.compensate) continue;
    const at = { workflow: name, step: step.id };
    await observe({ ...at, phase: 'compensate' });
    try {
      await step.compensate(ctx);
      await observe({ ...at, phase: 'compensated' });
    } catch (error) {
      // what this step left behind is for the reconciliation job; the other steps are still undone
      await observe({ ...at, phase: 'compensation_failed', error });
    }
  }
}

async function retried<C>(step: WorkflowStep<C>, ctx: C, options: RunWorkflowOptions, onRetry: (error: unknown) => void | Promise<void>): Promise<void | 'done'> {
  const attempts = Math.max(1, options.attemptsAfterPivot ?? 3);
  let delay = options.retryDelayMs ?? 100;
  for (let attempt = 1; ; attempt++) {
    try {
      return await step.run(ctx);
    } catch (error) {
      if (attempt >= attempts || error instanceof WorkflowHalt) throw error;
      await onRetry(error);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay *= 2;
    }
  }
}
