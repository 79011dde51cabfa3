import type { Database } from '@storefront/db';

/**
 * Errors as data (ARCHITECTURE §3.4), one style for every service: a domain function answers an
 * `Outcome`; a problem says what went wrong in domain words (`kind`, a stable `code`, a message a
 * shopper can read), never an HTTP status. The route turns it into its answer with `valueOrThrow`
 * (./problem-status.ts), so `domain/` needs no HTTP.
 */
export type ProblemKind =
  /** the request itself is malformed (a value in the wrong format): the shopper must correct it */
  | 'malformed'
  /** nothing of that name that this shopper may see */
  | 'not_found'
  /** well-formed, but cannot apply: a used-up coupon, an address in the wrong country, too many units */
  | 'invalid'
  /** the state does not allow it now: sold out, checkout incomplete, cart changed, key reused */
  | 'conflict'
  /** a signed-in account is needed */
  | 'sign_in_required'
  /** signed in, but this account may not do it (a review by someone who did not buy) */
  | 'forbidden'
  /** an outside party refused the payment: its reason is the message */
  | 'payment_failed'
  /** an outside party did not answer, so the outcome is not known yet: settled later */
  | 'pending'
  /** too many attempts: try again later */
  | 'rate_limited';

export interface Problem {
  kind: ProblemKind;
  /** stable code for clients; the kind when absent */
  code?: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

export type Outcome<T, P extends Problem = Problem> = { ok: true; value: T } | { ok: false; problem: P };

export const succeeded = <T>(value: T): Outcome<T, never> => ({ ok: true, value });
export const failed = <P extends Problem>(problem: P): Outcome<never, P> => ({ ok: false, problem });

/** A transaction handle of the shared database type. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Thrown by `abortWith` to unwind to the surrounding `asOutcome` / `inTransaction`. */
class ProblemAbort extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}

/** Stops the work (rolling back the surrounding `inTransaction`) and makes it answer `problem`. */
export function abortWith(problem: Problem): never {
  throw new ProblemAbort(problem);
}

/** Runs `work` (several transactions and outside calls: a workflow); an `abortWith` anywhere in it answers the problem. */
export async function asOutcome<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return succeeded(await work());
  } catch (error) {
    if (error instanceof ProblemAbort) return failed(error.problem);
    throw error;
  }
}

/** Runs `work` in a transaction; `abortWith` inside rolls it back and answers the problem. */
export function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<Outcome<T>> {
  return asOutcome(() => db.transaction(work));
}

/** The value, or the problem thrown on (to the surrounding `asOutcome` / `inTransaction`). */
export function valueOf<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) abortWith(outcome.problem);
  return outcome.value;
}
