import type { Database } from '@storefront/db';

/** A transaction handle of the shared database type. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Errors as data (ARCHITECTURE §3.4): domain functions answer an outcome, the route turns a
 * problem into its HTTP status. No HTTP in the domain.
 */
export type CartProblem =
  | { kind: 'not_found'; message: string }
  | { kind: 'out_of_stock'; message: string }
  | { kind: 'insufficient_stock'; message: string; available: number }
  | { kind: 'quantity_limit'; message: string }
  | { kind: 'not_priced'; message: string }
  /** a signed-in account is needed (saved carts, order history, store credit) → 401 */
  | { kind: 'sign_in_required'; message: string }
  /** the request is well-formed but cannot apply: a used-up coupon, an address in the wrong country … → 422 `code` */
  | { kind: 'invalid'; code: string; message: string; fieldErrors?: Record<string, string[]> }
  /** the state does not allow it now: checkout incomplete, cart changed since the payment, key reused … → 409 `code` */
  | { kind: 'conflict'; code: string; message: string }
  /** the payment provider refused: the decline's reason is the message → 402 `code` */
  | { kind: 'payment_failed'; code: string; message: string }
  /** an outside party did not answer, so the outcome is not known yet: settled later, retry then → 503 `code` */
  | { kind: 'pending'; code: string; message: string };

export type CartOutcome<T> = { ok: true; value: T } | { ok: false; problem: CartProblem };

export const succeeded = <T>(value: T): CartOutcome<T> => ({ ok: true, value });
export const failed = (problem: CartProblem): CartOutcome<never> => ({ ok: false, problem });

/** Thrown inside a transaction to roll it back and answer the problem (see `inTransaction`). */
class ProblemAbort extends Error {
  constructor(readonly problem: CartProblem) {
    super(problem.message);
  }
}

/** Rolls the surrounding `inTransaction` back and makes it answer `problem`. */
export function abortWith(problem: CartProblem): never {
  throw new ProblemAbort(problem);
}

/** Runs `work` in a transaction; `abortWith` inside rolls it back and answers the problem. */
export function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<CartOutcome<T>> {
  return asOutcome(() => db.transaction(work));
}

/** Runs `work` (several transactions and outside calls: a workflow); an `abortWith` anywhere in it answers the problem. */
export async function asOutcome<T>(work: () => Promise<T>): Promise<CartOutcome<T>> {
  try {
    return succeeded(await work());
  } catch (error) {
    if (error instanceof ProblemAbort) return failed(error.problem);
    throw error;
  }
}

/** The value, or the problem thrown on (to the surrounding `asOutcome` / `inTransaction`). */
export function valueOf<T>(outcome: CartOutcome<T>): T {
  if (!outcome.ok) abortWith(outcome.problem);
  return outcome.value;
}
