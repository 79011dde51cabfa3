import { describe, expect, it } from 'vitest';
import { runWorkflow, WorkflowHalt, WorkflowIncomplete, type WorkflowEvent, type WorkflowStep } from './run-workflow';

interface Ctx {
  log: string[];
}

/** A step that records its run and compensation in the context, failing as told. */
function step(id: string, opts: { fails?: number | 'always'; halts?: boolean; undo?: 'ok' | 'throws'; pivot?: boolean; done?: boolean } = {}): WorkflowStep<Ctx> {
  let failuresLeft = opts.fails === 'always' ? Infinity : (opts.fails ?? 0);
  return {
    id,
    pivot: opts.pivot,
    async run(ctx) {
      ctx.log.push(`run ${id}`);
      if (opts.halts) throw new WorkflowHalt(`${id} does not know`);
      if (failuresLeft-- > 0) throw new Error(`${id} failed`);
      return opts.done ? 'done' : undefined;
    },
    ...(opts.undo
      ? {
          async compensate(ctx: Ctx) {
            ctx.log.push(`undo ${id}`);
            if (opts.undo === 'throws') throw new Error(`undo ${id} failed`);
          },
        }
      : {}),
  };
}

const fresh = (): Ctx => ({ log: [] });

describe('runWorkflow', () => {
  it('runs every step in order', async () => {
    const ctx = await runWorkflow({ name: 'w', steps: [step('a', { undo: 'ok' }), step('b'), step('c', { undo: 'ok' })] }, fresh());
    expect(ctx.log).toEqual(['run a', 'run b', 'run c']);
  });

  it('undoes the completed steps newest first when one fails, not the failed one, and rethrows its error', async () => {
    const ctx = fresh();
    const steps = [step('a', { undo: 'ok' }), step('b'), step('c', { undo: 'ok' }), step('d', { fails: 'always', undo: 'ok' }), step('e', { undo: 'ok' })];
    await expect(runWorkflow({ name: 'w', steps }, ctx)).rejects.toThrow('d failed');
    expect(ctx.log).toEqual(['run a', 'run b', 'run c', 'run d', 'undo c', 'undo a']);
  });

  it('a compensation that throws is reported and the others still run', async () => {
    const ctx = fresh();
    const events: WorkflowEvent[] = [];
    const steps = [step('a', { undo: 'ok' }), step('b', { undo: 'throws' }), step('c', { fails: 'always' })];
    await expect(runWorkflow({ name: 'w', steps }, ctx, { observe: (e) => void events.push(e) })).rejects.toThrow('c failed');
    expect(ctx.log).toEqual(['run a', 'run b', 'run c', 'undo b', 'undo a']);
    expect(events.filter((e) => e.phase === 'compensation_failed').map((e) => e.step)).toEqual(['b']);
  });

  it('a halt undoes nothing', async () => {
    const ctx = fresh();
    await expect(runWorkflow({ name: 'w', steps: [step('a', { undo: 'ok' }), step('b', { halts: true })] }, ctx)).rejects.toBeInstanceOf(WorkflowHalt);
    expect(ctx.log).toEqual(['run a', 'run b']);
  });

  it('after the pivot, a failing step is retried and never undoes what came before', async () => {
    const ctx = fresh();
    const steps = [step('a', { undo: 'ok' }), step('pay', { pivot: true, undo: 'ok' }), step('mark', { fails: 2 })];
    await runWorkflow({ name: 'w', steps }, ctx, { retryDelayMs: 0 });
    expect(ctx.log).toEqual(['run a', 'run pay', 'run mark', 'run mark', 'run mark']);

    const stuck = fresh();
    const failing = [step('a', { undo: 'ok' }), step('pay', { pivot: true }), step('mark', { fails: 'always' })];
    const error = await runWorkflow({ name: 'w', steps: failing }, stuck, { retryDelayMs: 0, attemptsAfterPivot: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkflowIncomplete);
    expect(error).toMatchObject({ workflow: 'w', step: 'mark' });
    expect(stuck.log).toEqual(['run a', 'run pay', 'run mark', 'run mark']);
  });

  it('a step answering done ends the workflow successfully', async () => {
    const ctx = await runWorkflow({ name: 'w', steps: [step('a'), step('replay', { done: true }), step('c')] }, fresh());
    expect(ctx.log).toEqual(['run a', 'run replay']);
  });

  it('tells the observer each phase, and waits for it', async () => {
    const seen: string[] = [];
    await runWorkflow({ name: 'w', steps: [step('a')] }, fresh(), {
      observe: async (e) => {
        await new Promise((r) => setTimeout(r, 1));
        seen.push(`${e.step}:${e.phase}`);
      },
    });
    expect(seen).toEqual(['a:run', 'a:done']);
  });
});
