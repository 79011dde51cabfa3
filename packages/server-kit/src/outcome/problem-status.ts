import { HttpError } from '../http-error';
import type { Outcome, Problem, ProblemKind } from './outcome';

/** The one table from a problem's kind to its HTTP status. */
export const STATUS_OF_PROBLEM: Record<ProblemKind, number> = {
  malformed: 400,
  invalid: 422,
  sign_in_required: 401,
  forbidden: 403,
  payment_failed: 402,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  pending: 503,
};

/** The HTTP error a problem is answered with: `{ code, message, fieldErrors? }` (§8 shows the message as is). */
export function problemToHttpError(problem: Problem): HttpError {
  return new HttpError(STATUS_OF_PROBLEM[problem.kind], problem.code ?? problem.kind, problem.message, problem.fieldErrors);
}

/** In a route: the outcome's value, or its problem thrown as the HTTP error the error handler sends. */
export function valueOrThrow<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw problemToHttpError(outcome.problem);
}
