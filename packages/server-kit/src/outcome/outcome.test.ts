import { describe, expect, it } from 'vitest';
import { abortWith, asOutcome, failed, succeeded, valueOf, type ProblemKind } from './outcome';
import { problemToHttpError, STATUS_OF_PROBLEM, valueOrThrow } from './problem-status';

describe('Outcome', () => {
  it('asOutcome answers the value, or the problem aborted with anywhere inside; other errors go through', async () => {
    expect(await asOutcome(async () => 42)).toEqual(succeeded(42));
    const problem = { kind: 'conflict' as const, code: 'sold_out', message: 'Sold out.' };
    expect(
      await asOutcome(async () => {
        await Promise.resolve();
        abortWith(problem);
      }),
    ).toEqual(failed(problem));
    await expect(asOutcome(async () => Promise.reject(new Error('disk on fire')))).rejects.toThrow('disk on fire');
  });

  it('valueOf unwraps inside a larger piece of work, and turns a failed outcome into that work’s problem', async () => {
    const inner = failed({ kind: 'not_found' as const, message: 'No such cart.' });
    expect(await asOutcome(async () => valueOf(succeeded('ok')))).toEqual(succeeded('ok'));
    expect(await asOutcome(async () => valueOf(inner))).toEqual(inner);
  });
});

describe('valueOrThrow', () => {
  it.each(Object.entries(STATUS_OF_PROBLEM) as [ProblemKind, number][])('%s is answered with %i, its code defaulting to the kind', (kind, status) => {
    const error = problemToHttpError({ kind, message: 'Because.' });
    expect(error.statusCode).toBe(status);
    expect(error.body).toEqual({ code: kind, message: 'Because.' });
  });

  it('keeps the code and the field errors, and hands the value through', () => {
    expect(valueOrThrow(succeeded(7))).toBe(7);
    try {
      valueOrThrow(failed({ kind: 'invalid', code: 'coupon_expired', message: 'Expired.', fieldErrors: { coupon_code: ['expired'] } }));
      expect.unreachable();
    } catch (error) {
      expect(problemToHttpError({ kind: 'invalid', code: 'coupon_expired', message: 'Expired.', fieldErrors: { coupon_code: ['expired'] } }).body).toEqual({
        code: 'coupon_expired',
        message: 'Expired.',
        fieldErrors: { coupon_code: ['expired'] },
      });
      expect((error as { statusCode: number }).statusCode).toBe(422);
    }
  });
});
